import * as z from '@portal/shared/contract/zod';

/**
 * A list filter of free text, searched for as a case-insensitive substring: trimmed, at most 100
 * characters, blank meaning no filter. The API matches it literally (`%`, `_` and `\` are no
 * wildcards).
 */
export const searchTextSchema = z.pipe(
  z.pipe(
    z.optional(z.string()),
    z.transform((value) => value?.trim() || undefined),
  ),
  z.optional(z.string().check(z.maxLength(100, 'Search for at most 100 characters.'))),
);
