import { or, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';

/** `text` as a LIKE pattern that matches only itself: `\`, `%` and `_` escaped with `\`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** The LIKE pattern of "contains `text`", literally. */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/**
 * True where any of `columns` contains `text`, case-insensitively and literally (no wildcards).
 * A prepared query passes the placeholder of a `likePattern` instead of the text.
 */
export function containsText(columns: readonly Column[], text: string | SQLWrapper): SQL {
  const pattern = typeof text === 'string' ? likePattern(text) : text;
  const matches = or(...columns.map((column) => sql`${column} ilike ${pattern} escape '\\'`));
  if (matches === undefined) throw new Error('containsText needs at least one column');
  return matches;
}
