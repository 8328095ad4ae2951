import { and, desc, lt, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';

/** A page request for a keyset-paginated list (http/pagination): rows with id < beforeId. */
export interface KeysetPage {
  /** The decoded cursor; undefined for the first page. */
  beforeId: number | undefined;
  /** Page size; list queries fetch limit + 1 rows so the caller can tell if more follow. */
  limit: number;
}

/** Rows per query when a whole list is read page by page (`everyRow`). */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Every row of a keyset-paginated list query, in its order, read `pageSize` rows per query as the
 * consumer asks for them: a whole list is never held in memory at once. `listPage` is the same
 * query the paginated endpoint runs (it returns up to `limit + 1` rows).
 */
export async function* everyRow<T extends { id: number }>(
  listPage: (page: KeysetPage) => Promise<T[]>,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<T> {
  let beforeId: number | undefined;
  for (;;) {
    const rows = await listPage({ beforeId, limit: pageSize });
    yield* rows.slice(0, pageSize);
    const last = rows[pageSize - 1];
    if (rows.length <= pageSize || last === undefined) return;
    beforeId = last.id;
  }
}

/**
 * `query` narrowed to one keyset page, newest first: the rows that meet every condition (undefined
 * ones are left out) with `id` below the page's cursor, `limit + 1` of them.
 */
export function newestFirstPage<T extends PgSelect>(
  query: T,
  id: PgColumn,
  conditions: (SQL | undefined)[],
  page: KeysetPage,
) {
  return query
    .where(and(...conditions, page.beforeId === undefined ? undefined : lt(id, page.beforeId)))
    .orderBy(desc(id))
    .limit(page.limit + 1);
}
