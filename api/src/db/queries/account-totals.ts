import { sql } from 'drizzle-orm';
import type { Queryable } from '../client';

/**
 * The per-account totals kept by migration 0015's triggers in the transaction of every change
 * (see docs/money.md), and the check that they equal a fresh count from the rows.
 */

/** One kept figure that differs from a fresh count of the rows. */
export interface TotalsMismatch {
  /** The account: a user, or null for the platform's totals. */
  userId: number | null;
  /** A monthly figure's month (its first day, YYYY-MM-DD); null for the others. */
  month: string | null;
  figure: string;
  /** The kept value; null when the row is missing. */
  kept: string | null;
  fresh: string;
}

/** Every kept figure that differs from a fresh count (`account_totals_mismatches`), by account. */
export async function totalsMismatches(db: Queryable): Promise<TotalsMismatch[]> {
  const { rows } = await db.execute<{
    user_id: number | null;
    month: string | null;
    figure: string;
    kept: string | null;
    fresh: string;
  }>(
    sql`select user_id, to_char(month, 'YYYY-MM-DD') as month, figure, kept::text as kept,
      fresh::text as fresh
    from account_totals_mismatches order by user_id nulls first, month nulls first, figure`,
  );
  return rows.map((row) => ({
    userId: row.user_id === null ? null : Number(row.user_id),
    month: row.month,
    figure: row.figure,
    kept: row.kept,
    fresh: row.fresh,
  }));
}

/**
 * Corrects every kept figure to a fresh count (`account_totals_recount()`); answers how many
 * differed (0 when the kept totals equal the rows).
 */
export async function recountAccountTotals(db: Queryable): Promise<number> {
  const { rows } = await db.execute<{ corrected: number }>(
    sql`select account_totals_recount() as corrected`,
  );
  return Number(rows[0]?.corrected ?? 0);
}
