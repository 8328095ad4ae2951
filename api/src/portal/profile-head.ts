import type { FastifyRequest } from 'fastify';
import type { PublicProfile } from '@portal/shared/contract/profiles';
import type { Language } from '@portal/shared/language';
import { PRODUCT_NAME } from '@portal/shared/product';
import { HttpError } from '../http/errors';
import { requestLanguage } from '../http/language';
import { textsIn } from '../texts';
import type { ProfileService } from '../profiles/service';
import { profileFirstPaint } from './profile-paint';
import { completedText, ratingText, sayIn } from './profile-texts';

/**
 * What the server writes into the shell's page for one page: its head for link previews (its title
 * and its `<meta>` elements), its language, and its first paint.
 */
export interface PageHead {
  title: string;
  /** `property` for Open Graph (og:*), `name` for the Twitter card (twitter:*). */
  meta: { attribute: 'property' | 'name'; key: string; content: string }[];
  /** The language the page is worded in: its `<html lang>`. */
  language: Language;
  /**
   * HTML shown over the shell before any script runs, every value in it escaped by its maker; the
   * page removes it once its own content is rendered (shared/src/first-paint.ts).
   */
  firstPaint: string;
}

/** What the page a request asks for adds to the shell, or null to send the shell as it is built. */
export type PageHeadReader = (request: FastifyRequest) => Promise<PageHead | null>;

/** /user/<username>, with a trailing slash or a query; a name as usernames are made (3-30). */
const PROFILE_PATH = /^\/user\/([A-Za-z0-9_.]{3,30})\/?(?:\?.*)?$/;

/** About what Facebook and Messenger show of a description before they cut it. */
export const BIO_PREVIEW_LENGTH = 160;

/** The bio on one line, cut at a word to at most BIO_PREVIEW_LENGTH characters with '…'. */
function bioPreview(bio: string): string {
  const line = bio.replace(/\s+/g, ' ').trim();
  if (line.length <= BIO_PREVIEW_LENGTH) return line;
  const cut = line.slice(0, BIO_PREVIEW_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > BIO_PREVIEW_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The rating and completed collaborations, as the profile page words them, in `language`. */
function reputationLine(profile: PublicProfile, language: Language): string {
  const say = sayIn(language);
  return `${ratingText(profile, say)} · ${completedText(profile, say)}`;
}

/**
 * Open Graph and Twitter card tags for /user/<username>, so a shared profile link shows the name,
 * picture and rating in Facebook and Messenger previews (crawlers run no JavaScript), and the
 * profile's card as its first paint (profile-paint.ts), in the reader's language. Null for an
 * unknown, deactivated or admin user: the shell as built, whose page then says "not found".
 * Addresses are absolute, under `publicUrl` (PUBLIC_URL, as the e-mails' links are): the
 * portal's one canonical address, never the Host a request claims.
 */
export function profilePageHead(
  profiles: Pick<ProfileService, 'publicProfile'>,
  publicUrl: string,
): PageHeadReader {
  return async (request) => {
    const username = PROFILE_PATH.exec(request.url)?.[1];
    if (username === undefined) return null;
    let profile: PublicProfile;
    try {
      profile = await profiles.publicProfile(username);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404) return null;
      throw error;
    }
    const language = requestLanguage(request);
    const title = `${profile.username} – ${PRODUCT_NAME}`;
    const bio = profile.bio === null ? '' : bioPreview(profile.bio);
    // The reputation ends as a sentence does in the reader's language: '.' or the Bangla dari.
    const stop = textsIn(language)('sentence.end');
    const description = `${reputationLine(profile, language)}${bio === '' ? '' : `${stop} ${bio}`}`;
    const meta: PageHead['meta'] = [
      { attribute: 'property', key: 'og:type', content: 'profile' },
      { attribute: 'property', key: 'og:title', content: title },
      { attribute: 'property', key: 'og:description', content: description },
      {
        attribute: 'property',
        key: 'og:url',
        content: `${publicUrl}/user/${encodeURIComponent(profile.username)}`,
      },
      { attribute: 'property', key: 'og:site_name', content: PRODUCT_NAME },
      { attribute: 'property', key: 'profile:username', content: profile.username },
    ];
    if (profile.profile_picture !== null) {
      const image = new URL(profile.profile_picture, publicUrl).href;
      meta.push({ attribute: 'property', key: 'og:image', content: image });
    }
    meta.push(
      { attribute: 'name', key: 'twitter:card', content: 'summary' },
      { attribute: 'name', key: 'twitter:title', content: title },
      { attribute: 'name', key: 'twitter:description', content: description },
    );
    return { title, meta, language, firstPaint: profileFirstPaint(profile, language) };
  };
}
