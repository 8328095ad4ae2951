import { and, eq } from 'drizzle-orm';
import type {
  CheckoutGateway,
  UnmatchedReceipt,
  UnmatchedReturnState,
} from '@portal/shared/contract/checkout';
import type { Queryable } from '../client';
import { unmatchedReceipts } from '../schema';
import {
  gatewayStateIn,
  refundCallState,
  type GatewayRefundWindows,
  type GatewayStateFrom,
} from './gateway-refund-state';
import { hasRow, lockRow } from './one-row';

/**
 * Money a gateway moved for an intent the platform refused to credit, until it is returned
 * (docs/payment-gateways.md). Which transfers it writes is `api/src/ledger/transfers.ts`.
 */

export type UnmatchedReceiptRow = typeof unmatchedReceipts.$inferSelect;

export interface NewUnmatchedReceipt {
  intentId: number;
  gateway: CheckoutGateway;
  amount: string;
  gatewayTrxId: string;
  receivedAt: Date;
}

/**
 * Keeps what the gateway says it received for the refused intent; none when the intent, or the
 * gateway's transaction, already has its receipt (money that moved once is held once).
 */
export async function insertUnmatchedReceipt(
  db: Queryable,
  receipt: NewUnmatchedReceipt,
): Promise<UnmatchedReceiptRow | undefined> {
  const [row] = await db
    .insert(unmatchedReceipts)
    .values(receipt)
    .onConflictDoNothing()
    .returning();
  return row;
}

export function lockUnmatchedReceipt(
  db: Queryable,
  intentId: number,
): Promise<UnmatchedReceiptRow | undefined> {
  return lockRow(db, unmatchedReceipts, eq(unmatchedReceipts.intentId, intentId));
}

/**
 * Moves a held receipt's refund-call state from one of `from` (`untried`: never tried); the row, or
 * none when another request moved it first.
 */
export async function moveUnmatchedGatewayState(
  db: Queryable,
  intentId: number,
  from: readonly GatewayStateFrom<NonNullable<UnmatchedReceiptRow['gatewayState']>>[],
  to: Pick<UnmatchedReceiptRow, 'gatewayState'> &
    Partial<Pick<UnmatchedReceiptRow, 'gatewayAttemptAt'>>,
): Promise<UnmatchedReceiptRow | undefined> {
  const [row] = await db
    .update(unmatchedReceipts)
    .set(to)
    .where(
      and(
        eq(unmatchedReceipts.intentId, intentId),
        eq(unmatchedReceipts.status, 'held'),
        gatewayStateIn(unmatchedReceipts.gatewayState, from),
      ),
    )
    .returning();
  return row;
}

/** How and when a receipt went back, and who sent it. */
export interface UnmatchedReturn {
  returnedThrough: NonNullable<UnmatchedReceiptRow['returnedThrough']>;
  returnTransactionId: string;
  returnedAt: Date;
  returnedBy: number;
}

/** The receipt, locked before, went back to the brand. */
export async function markUnmatchedReturned(
  db: Queryable,
  intentId: number,
  returned: UnmatchedReturn,
): Promise<UnmatchedReceiptRow> {
  const [row] = await db
    .update(unmatchedReceipts)
    .set({
      ...returned,
      status: 'returned',
      ...(returned.returnedThrough !== 'transfer' && { gatewayState: 'sent' as const }),
    })
    .where(eq(unmatchedReceipts.intentId, intentId))
    .returning();
  if (row === undefined) throw new Error(`unmatched receipt ${intentId} vanished`);
  return row;
}

/** True when a returned receipt already claims this wallet transaction. */
export function isReturnTransactionClaimed(
  db: Queryable,
  gateway: CheckoutGateway,
  transactionId: string,
): Promise<boolean> {
  return hasRow(
    db,
    unmatchedReceipts,
    and(
      eq(unmatchedReceipts.gateway, gateway),
      eq(unmatchedReceipts.returnTransactionId, transactionId),
    ),
  );
}

/**
 * How the receipt can go back (docs/payment-gateways.md): through the refund call of the wallet it
 * came through, within the wallet's window after the money was received, else by the admin's
 * transfer.
 */
export function unmatchedReturnState(
  receipt: Pick<UnmatchedReceiptRow, 'status' | 'gateway' | 'gatewayState' | 'receivedAt'>,
  windows: GatewayRefundWindows,
): UnmatchedReturnState {
  if (receipt.status === 'returned') return 'returned';
  if (receipt.gatewayState === 'sending' || receipt.gatewayState === 'refused') {
    return receipt.gatewayState;
  }
  return refundCallState(receipt.gateway, receipt.receivedAt, windows);
}

/** The receipt as the admin's Gateway tab shows it. */
export function toUnmatchedReceipt(
  receipt: UnmatchedReceiptRow,
  windows: GatewayRefundWindows,
): UnmatchedReceipt {
  return {
    amount: receipt.amount,
    trx_id: receipt.gatewayTrxId,
    received_at: receipt.receivedAt.toISOString(),
    return_state: unmatchedReturnState(receipt, windows),
    returned_through: receipt.returnedThrough,
    return_transaction_id: receipt.returnTransactionId,
    returned_at: receipt.returnedAt?.toISOString() ?? null,
  };
}
