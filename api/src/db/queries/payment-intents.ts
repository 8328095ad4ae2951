import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  CheckoutGateway,
  IntentFailure,
  PaymentIntentState,
} from '@portal/shared/contract/checkout';
import type { Queryable } from '../client';
import { paymentIntents } from '../schema';
import { findRow, hasRow, insertRow, lockRow } from './one-row';

export type PaymentIntentRow = typeof paymentIntents.$inferSelect;

export interface NewPaymentIntent {
  applicationId: number;
  brandId: number;
  gateway: CheckoutGateway;
  amount: string;
  reference: string;
}

export async function insertPaymentIntent(
  db: Queryable,
  intent: NewPaymentIntent,
): Promise<PaymentIntentRow> {
  return insertRow(db, paymentIntents, intent);
}

export function findPaymentIntent(
  db: Queryable,
  id: number,
): Promise<PaymentIntentRow | undefined> {
  return findRow(db, paymentIntents, eq(paymentIntents.id, id));
}

export function findIntentByGatewayPayment(
  db: Queryable,
  gateway: CheckoutGateway,
  gatewayPaymentId: string,
): Promise<PaymentIntentRow | undefined> {
  return findRow(
    db,
    paymentIntents,
    and(eq(paymentIntents.gateway, gateway), eq(paymentIntents.gatewayPaymentId, gatewayPaymentId)),
  );
}

/** The intent whose reference (bKash's merchantInvoiceNumber) is `reference`. */
export function findIntentByReference(
  db: Queryable,
  gateway: CheckoutGateway,
  reference: string,
): Promise<PaymentIntentRow | undefined> {
  return findRow(
    db,
    paymentIntents,
    and(eq(paymentIntents.gateway, gateway), eq(paymentIntents.reference, reference)),
  );
}

export function lockPaymentIntent(
  db: Queryable,
  id: number,
): Promise<PaymentIntentRow | undefined> {
  return lockRow(db, paymentIntents, eq(paymentIntents.id, id));
}

/** The application's intents in one of `states`. */
export function intentsOfApplication(
  db: Queryable,
  applicationId: number,
  states: readonly PaymentIntentState[],
): Promise<PaymentIntentRow[]> {
  return db
    .select()
    .from(paymentIntents)
    .where(
      and(eq(paymentIntents.applicationId, applicationId), inArray(paymentIntents.state, states)),
    );
}

export interface IntentChange {
  state: PaymentIntentState;
  gatewayPaymentId?: string;
  trxId?: string;
  failureReason?: IntentFailure;
  paymentId?: number;
}

/**
 * Compare-and-set: moves the intent to `change.state` only while it is in one of `from`; answers
 * the row when it moved, undefined when another request moved it first.
 */
export async function moveIntent(
  db: Queryable,
  id: number,
  from: readonly PaymentIntentState[],
  change: IntentChange,
): Promise<PaymentIntentRow | undefined> {
  const [row] = await db
    .update(paymentIntents)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(paymentIntents.id, id), inArray(paymentIntents.state, from)))
    .returning();
  return row;
}

/** True when the gateway's transaction was already credited to an intent. */
export function isGatewayTransactionCredited(
  db: Queryable,
  gateway: CheckoutGateway,
  trxId: string,
): Promise<boolean> {
  return hasRow(
    db,
    paymentIntents,
    and(eq(paymentIntents.gateway, gateway), eq(paymentIntents.trxId, trxId)),
  );
}
