import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../client';

/**
 * The one row a statement that always answers one row answered (an insert, an update of a row
 * locked before, an aggregate); none means the database broke its promise, which is a bug.
 */
export function onlyRow<T>(rows: readonly T[], statement: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${statement} returned no row`);
  return row;
}

/** Inserts one row into `table` and answers it as stored (its id and defaults filled in). */
export async function insertRow<T extends PgTable>(
  db: Queryable,
  table: T,
  values: PgInsertValue<T>,
): Promise<T['$inferSelect']> {
  const rows = await db.insert(table).values(values).returning();
  return onlyRow(rows as T['$inferSelect'][], `insert into ${getTableName(table)}`);
}

/** Looks up the row of `table` that meets `condition` (at most one does); undefined if none. */
type RowLookup = <T extends PgTable>(
  db: Queryable,
  table: T,
  condition: SQL | undefined,
) => Promise<T['$inferSelect'] | undefined>;

/** The rows of `table` that meet `condition`, locked until the transaction ends when `lock`. */
async function rowsWhere<T extends PgTable>(
  db: Queryable,
  table: T,
  condition: SQL | undefined,
  lock: boolean,
): Promise<T['$inferSelect'][]> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(condition);
  return (lock ? await query.for('update') : await query) as T['$inferSelect'][];
}

/** The row of `table` that meets `condition` (at most one does), or undefined. */
export const findRow: RowLookup = async (db, table, condition) =>
  (await rowsWhere(db, table, condition, false))[0];

/** The row of `table` that meets `condition`, locked until the transaction ends; or undefined. */
export const lockRow: RowLookup = async (db, table, condition) =>
  (await rowsWhere(db, table, condition, true))[0];

/** Whether `table` has a row that meets `condition`. */
export async function hasRow(
  db: Queryable,
  table: PgTable,
  condition: SQL | undefined,
): Promise<boolean> {
  const [row] = await db
    .select({ found: sql`1` })
    .from(table)
    .where(condition)
    .limit(1);
  return row !== undefined;
}
