/** How much of a bio the results show (see docs/screens.md). */
export const BIO_EXCERPT_LENGTH = 100;

/**
 * The first 100 characters of a bio followed by '...' when it is longer (see docs/screens.md), or
 * null when there is none. Characters, not UTF-16 units: an emoji is never cut in half.
 */
export function bioExcerpt(bio: string | null): string | null {
  const text = bio?.trim();
  if (!text) return null;
  const characters = Array.from(text);
  if (characters.length <= BIO_EXCERPT_LENGTH) return text;
  return `${characters.slice(0, BIO_EXCERPT_LENGTH).join('')}...`;
}
