import { sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../client';
import { recountAccountTotals, totalsMismatches } from './account-totals';
import { transferDifferences, type TransferDifference } from './transfers';

/**
 * Every figure the database keeps beside its rows (see docs/money.md): the account totals and
 * their months, the platform's totals, the row counts, each profile's reputation and each
 * campaign's application count, checked against a fresh count by the migrations' own recount
 * functions; and the ledger itself, which nothing recounts: its entries against each escrow, and
 * its transfers against the kept totals and against 0 over all accounts.
 */

/** One kept figure that differs from a fresh count of the rows. */
export type KeptDifference = {
  /** Where: "user 12", "user 12, month 2026-11", "campaign 7", "platform". */
  account: string;
  figure: string;
  /** The kept value; null when the row is missing. */
  kept: string | null;
  fresh: string;
};

/** A collaboration whose ledger entries do not add up to its escrow. */
export interface LedgerDifference {
  applicationId: number;
  status: string;
  amount: string;
  /** Its `held` entries: the amount once funded. */
  held: string;
  /** Its `released`, `fee` and `refunded` entries: the held amount once ended, else 0. */
  out: string;
}

export interface Reconciliation {
  kept: KeptDifference[];
  ledger: LedgerDifference[];
  /** Kept totals the transfers do not add up to, and all accounts' balances when not 0. */
  transfers: TransferDifference[];
}

interface RecountedFigure {
  /** Copies the kept figures into a temporary table that goes at the end of the transaction. */
  keep: SQL;
  recount: SQL;
  /** Each figure the recount changed: account, figure, kept, fresh. */
  changed: SQL;
}

const RECOUNTED: readonly RecountedFigure[] = [
  {
    keep: sql`create temporary table kept_row_counts on commit drop as
      select name, value from row_counts`,
    recount: sql`select row_counts_recount()`,
    changed: sql`select 'platform' as account, r.name as figure, k.value::text as kept,
        r.value::text as fresh
      from row_counts r left join kept_row_counts k on k.name = r.name
      where k.value is distinct from r.value`,
  },
  {
    keep: sql`create temporary table kept_reputation on commit drop as
      select user_id, rating_sum, rating_count, completed_collaborations from profiles`,
    recount: sql`select reputation_recount()`,
    changed: sql`select 'user ' || p.user_id as account, f.figure, f.kept::text as kept,
        f.fresh::text as fresh
      from profiles p join kept_reputation k on k.user_id = p.user_id
      cross join lateral (values ('rating_sum', k.rating_sum, p.rating_sum),
        ('rating_count', k.rating_count, p.rating_count),
        ('completed_collaborations', k.completed_collaborations, p.completed_collaborations))
        as f(figure, kept, fresh)
      where f.kept <> f.fresh`,
  },
  {
    keep: sql`create temporary table kept_applications_count on commit drop as
      select id, applications_count from campaigns`,
    recount: sql`select campaign_applications_recount()`,
    changed: sql`select 'campaign ' || c.id as account, 'applications_count' as figure,
        k.applications_count::text as kept, c.applications_count::text as fresh
      from campaigns c join kept_applications_count k on k.id = c.id
      where k.applications_count <> c.applications_count`,
  },
];

/** Where an account total is: "user 12", "user 12, month 2026-11", "platform". */
function accountOf(userId: number | null, month: string | null): string {
  if (userId === null) return 'platform';
  return month === null ? `user ${userId}` : `user ${userId}, month ${month.slice(0, 7)}`;
}

/**
 * The collaborations whose entries do not match their escrow: held must be the amount; out must
 * be the held amount once the collaboration ended, and nothing before.
 */
async function ledgerDifferences(tx: Transaction): Promise<LedgerDifference[]> {
  const { rows } = await tx.execute<{
    application_id: number;
    status: string;
    amount: string;
    held: string;
    out: string;
  }>(sql`
    select c.application_id, c.status, c.amount::text as amount,
      coalesce(sum(e.amount) filter (where e.kind = 'held'), 0)::numeric(20,2)::text as held,
      coalesce(sum(e.amount) filter (where e.kind <> 'held'), 0)::numeric(20,2)::text as out
    from collaborations c left join ledger_entries e on e.application_id = c.application_id
    group by c.application_id
    having coalesce(sum(e.amount) filter (where e.kind = 'held'), 0) <> c.amount
      or coalesce(sum(e.amount) filter (where e.kind <> 'held'), 0)
        <> case when c.status in ('released', 'refunded', 'split') then c.amount else 0 end
    order by c.application_id`);
  return rows.map((row) => ({
    applicationId: Number(row.application_id),
    status: row.status,
    amount: row.amount,
    held: row.held,
    out: row.out,
  }));
}

/**
 * Compares every kept figure with a fresh count, in one transaction holding the recount
 * functions' SHARE locks, so no write lands between a count and its comparison. With `fix` the
 * kept figures are corrected to the fresh count and committed; without, the transaction is rolled
 * back and nothing changes. Ledger entries are only ever read.
 */
export async function reconcile(db: Database, { fix }: { fix: boolean }): Promise<Reconciliation> {
  let found: Reconciliation = { kept: [], ledger: [], transfers: [] };
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`lock table users, campaigns, applications, collaborations, payments,
        withdrawals, ledger_entries, reviews, refunds, accounts, transfers in share mode`);
      // Before --fix corrects any kept total: the transfers are compared with what was kept.
      const transfers = await transferDifferences(tx);
      const totals = await totalsMismatches(tx);
      const kept: KeptDifference[] = totals.map((mismatch) => ({
        account: accountOf(mismatch.userId, mismatch.month),
        figure: mismatch.figure,
        kept: mismatch.kept,
        fresh: mismatch.fresh,
      }));
      if (totals.length > 0) await recountAccountTotals(tx);
      for (const figure of RECOUNTED) {
        await tx.execute(figure.keep);
        await tx.execute(figure.recount);
        const { rows } = await tx.execute<KeptDifference>(
          sql`select * from (${figure.changed}) as changed order by account, figure`,
        );
        kept.push(...rows);
      }
      found = { kept, ledger: await ledgerDifferences(tx), transfers };
      if (!fix) tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return found;
}
