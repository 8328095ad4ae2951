import type { PublicProfile } from '@portal/shared/contract/profiles';
import type { Language } from '@portal/shared/language';
import { formatCount } from '@portal/shared/money';
import { sentenceIn } from '../texts';

/** Says an English sentence of the server's pages in `language` (shared/src/contract/sentences). */
export type Say = (sentence: string) => string;

export function sayIn(language: Language): Say {
  return (sentence) => sentenceIn(language, sentence);
}

/** The number as the sentences carry it: Latin digits, which the catalog writes in `language`. */
const count = (value: number) => formatCount(value, { language: 'en' });

/** The rating as the profile page words it: '★ 4.6 · 12 reviews', or 'No reviews yet'. */
export function ratingText(profile: PublicProfile, say: Say): string {
  if (profile.average_rating === null) return say('No reviews yet');
  return say(
    profile.review_count === 1
      ? `★ ${profile.average_rating} · 1 review`
      : `★ ${profile.average_rating} · ${count(profile.review_count)} reviews`,
  );
}

/** '8 completed collaborations', in the reader's language. */
export function completedText(profile: PublicProfile, say: Say): string {
  return say(
    profile.completed_collaborations === 1
      ? '1 completed collaboration'
      : `${count(profile.completed_collaborations)} completed collaborations`,
  );
}
