import { and, eq, sql } from 'drizzle-orm';
import type { PaymentMethod } from '@portal/shared/contract/common';
import { toPaisa } from '@portal/shared/money';
import type { Queryable } from '../client';
import { transfers, type TRANSFER_KINDS, type TRANSFER_PHASES } from '../schema';
import { findRow, insertRow } from './one-row';

/**
 * The double-entry ledger's rows (see docs/money.md): accounts found or opened by their owner, and
 * transfers between them. Which transfers each flow writes is `api/src/ledger/transfers.ts`.
 */

export type TransferRow = typeof transfers.$inferSelect;

/** An account by what it is and whose: the key `accounts_owner_key` holds once. */
export type AccountOwner =
  | { kind: 'brand_payments' | 'earnings' | 'refunds_owed' | 'payouts'; userId: number }
  | { kind: 'escrow'; applicationId: number }
  | { kind: 'clearing'; wallet: PaymentMethod }
  | { kind: 'platform_fees' | 'gateway_fees' | 'unmatched' };

/**
 * The owner's account id, the account opened on its first transfer by the database's
 * `ledger_account` (see docs/triggers.md), which two openers at once leave with one account.
 */
async function accountId(db: Queryable, owner: AccountOwner): Promise<number> {
  const userId = 'userId' in owner ? owner.userId : null;
  const applicationId = 'applicationId' in owner ? owner.applicationId : null;
  const wallet = 'wallet' in owner ? owner.wallet : null;
  const { rows } = await db.execute<{ id: number }>(
    sql`select ledger_account(${owner.kind}, ${userId}::integer, ${applicationId}::integer, ${wallet}::text) as id`,
  );
  const id = rows[0]?.id;
  if (id === undefined || id === null) throw new Error(`no ${owner.kind} account`);
  return Number(id);
}

/** A transfer to write: `amount` in taka (a two-decimal string), more than 0. */
export interface NewTransfer {
  debit: AccountOwner;
  credit: AccountOwner;
  amount: string;
  kind: (typeof TRANSFER_KINDS)[number];
  phase?: (typeof TRANSFER_PHASES)[number];
  pendingId?: number;
  paymentId?: number;
  applicationId?: number;
  refundId?: number;
  withdrawalId?: number;
  intentId?: number;
  createdAt: Date;
}

/** Writes the transfers in order, in the caller's transaction; answers their rows. */
export async function insertTransfers(
  db: Queryable,
  list: readonly NewTransfer[],
): Promise<TransferRow[]> {
  const rows: TransferRow[] = [];
  for (const { debit, credit, amount, ...rest } of list) {
    rows.push(
      await insertRow(db, transfers, {
        ...rest,
        debitAccountId: await accountId(db, debit),
        creditAccountId: await accountId(db, credit),
        amount: toPaisa(amount),
      }),
    );
  }
  return rows;
}

/** The collaboration's escrow: the pending transfer its confirmed payment wrote. */
export async function findEscrowTransfer(
  db: Queryable,
  applicationId: number,
): Promise<TransferRow> {
  const row = await findRow(
    db,
    transfers,
    and(
      eq(transfers.applicationId, applicationId),
      eq(transfers.kind, 'escrow'),
      eq(transfers.phase, 'pending'),
    ),
  );
  if (row === undefined) throw new Error(`no pending escrow transfer for ${applicationId}`);
  return row;
}

/** A kept total that differs from the sum of its transfers, or the ledger not adding up to 0. */
export interface TransferDifference {
  /** "user 12", "platform", "all accounts". */
  account: string;
  figure: string;
  kept: string;
  transfers: string;
}

/**
 * Compares the kept totals (`account_totals`, `platform_totals`) with the same figures summed from
 * the transfers (view `account_totals_by_transfers`), the unmatched receipts still held with the
 * `unmatched` account's balance, and the balances of all accounts with 0.
 */
export async function transferDifferences(db: Queryable): Promise<TransferDifference[]> {
  const { rows } = await db.execute<{
    account: string;
    figure: string;
    kept: string;
    transfers: string;
  }>(sql`
    select 'user ' || k.user_id as account, f.figure, f.kept::text as kept,
      f.summed::text as transfers
    from account_totals k
    left join account_totals_by_transfers t on t.user_id = k.user_id
    cross join lateral (values
      ('earned', k.earned, coalesce(t.earned, 0)),
      ('withdrawn', k.withdrawn, coalesce(t.withdrawn, 0)),
      ('pending_withdrawals', k.pending_withdrawals, coalesce(t.pending_withdrawals, 0)),
      ('balance', k.earned - k.withdrawn - k.pending_withdrawals, coalesce(t.balance, 0)),
      ('in_escrow', k.in_escrow, coalesce(t.in_escrow, 0)),
      ('paid', k.paid, coalesce(t.paid, 0)),
      ('refunded', k.refunded, coalesce(t.refunded, 0))) as f(figure, kept, summed)
    where f.kept <> f.summed
    union all
    select 'platform', 'confirmed_payments', p.confirmed_payments::text, s.paid::text
    from platform_totals p
    cross join (select (coalesce(sum(amount), 0) / 100.0)::numeric(20,2) as paid
      from transfers where kind = 'payment') s
    where p.confirmed_payments <> s.paid
    union all
    select 'platform', 'unmatched_receipts', r.held::text, b.held::text
    from (select coalesce(sum(amount), 0)::numeric(20,2) as held
      from unmatched_receipts where status = 'held') r
    cross join (select (coalesce(sum(posted), 0) / 100.0)::numeric(20,2) as held
      from account_balances where kind = 'unmatched') b
    where r.held <> b.held
    union all
    select 'all accounts', 'balance', '0.00', (sum(posted) / 100.0)::numeric(20,2)::text
    from account_balances
    having coalesce(sum(posted), 0) <> 0
    order by 1, 2`);
  return rows;
}
