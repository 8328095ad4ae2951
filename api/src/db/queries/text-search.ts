import { or, sql, type Column, type SQL } from 'drizzle-orm';

/** `text` as a LIKE pattern that matches only itself: `\`, `%` and `_` escaped with `\`. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** True where any of `columns` contains `text`, case-insensitively and literally (no wildcards). */
export function containsText(columns: readonly Column[], text: string): SQL {
  const pattern = `%${escapeLike(text)}%`;
  const matches = or(...columns.map((column) => sql`${column} ilike ${pattern} escape '\\'`));
  if (matches === undefined) throw new Error('containsText needs at least one column');
  return matches;
}
