import type { PublicProfile } from '@portal/shared/contract/profiles';
import { dhakaDateTime, formatMonth } from '@portal/shared/dates';
import { DEFAULT_AVATAR } from '@portal/shared/default-avatar';
import { FIRST_PAINT_ID } from '@portal/shared/first-paint';
import type { Language } from '@portal/shared/language';
import { formatCount } from '@portal/shared/money';
import { PRODUCT_NAME } from '@portal/shared/product';
import { escapeHtml } from '../http/html';
import { sentenceWith } from '../texts';
import { ratingText, sayIn } from './profile-texts';

/** The picture's side in CSS pixels, as the profile page shows it (public-profile-card.tsx). */
const PICTURE_SIZE = 112;

/** One label and value of the card's figures, as the page's FactList writes them. */
function fact(term: string, value: string): string {
  return `<div class="public-profile-fact"><dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd></div>`;
}

/**
 * The card of /user/<username> as the server sends it beside the shell's root, so the page paints
 * the name, picture, role, rating, figures and bio before any script runs (and a crawler reads
 * them): under a bar in the navigation bar's place, the markup and classes of mfe-public's
 * public-profile-card.tsx, styled by the shell's first stylesheet (shared/src/ui/first-paint.css
 * and public-profile.css). It lies over the shell until the page's card, of the same size in the
 * same place, is rendered and ends it (shared/src/first-paint.ts). Every value is escaped; the e-mail address is never part of a public profile.
 * Not painted: the category, a brand's website and the social links, which the page adds within
 * the card, and the reviews below it.
 */
export function profileFirstPaint(profile: PublicProfile, language: Language): string {
  const say = sayIn(language);
  const picture = profile.profile_picture ?? DEFAULT_AVATAR;
  const alt = sentenceWith(language, 'Profile picture of {{name}}', { name: profile.username });
  const month = formatMonth(dhakaDateTime(profile.member_since).slice(0, 7), language);
  const facts: string[] = [];
  if (profile.role === 'influencer') {
    facts.push(fact(say('Followers'), formatCount(profile.followers_count, { language })));
  }
  facts.push(
    fact(
      say('Completed collaborations'),
      formatCount(profile.completed_collaborations, { language }),
    ),
    fact(say('Rating'), ratingText(profile, say)),
  );
  if (profile.role === 'brand' && profile.industry) {
    facts.push(fact(say('Industry'), profile.industry));
  }
  return (
    `<div id="${FIRST_PAINT_ID}" class="first-paint">` +
    `<div class="first-paint-bar"><div class="first-paint-bar-inner"><a class="first-paint-home" href="/">${escapeHtml(PRODUCT_NAME)}</a></div></div>` +
    '<main><div class="public-profile-page"><article class="public-profile">' +
    `<img class="public-profile-avatar" src="${escapeHtml(picture)}" alt="${escapeHtml(alt)}"` +
    ` width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" fetchpriority="high">` +
    '<div class="public-profile-body">' +
    `<h1 class="public-profile-name">${escapeHtml(profile.username)}</h1>` +
    `<p class="public-profile-tags"><span class="public-profile-role">${escapeHtml(say(profile.role))}</span></p>` +
    `<p class="public-profile-member-since">${escapeHtml(sentenceWith(language, 'Member since {{month}}', { month }))}</p>` +
    `<dl class="public-profile-facts">${facts.join('')}</dl>` +
    `<p class="public-profile-bio">${escapeHtml(profile.bio ?? say('No bio yet.'))}</p>` +
    '</div></article></div></main></div>'
  );
}
