import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  CheckoutGateway,
  IntentFailure,
  PaymentIntentState,
} from '@portal/shared/contract/checkout';
import type { Queryable } from '../client';
import { paymentIntents } from '../schema';

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
  const [row] = await db.insert(paymentIntents).values(intent).returning();
  if (row === undefined) throw new Error('insert into payment_intents returned no row');
  return row;
}

export async function findPaymentIntent(
  db: Queryable,
  id: number,
): Promise<PaymentIntentRow | undefined> {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
  return row;
}

export async function findIntentByGatewayPayment(
  db: Queryable,
  gateway: CheckoutGateway,
  gatewayPaymentId: string,
): Promise<PaymentIntentRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.gateway, gateway),
        eq(paymentIntents.gatewayPaymentId, gatewayPaymentId),
      ),
    );
  return row;
}

export async function lockPaymentIntent(
  db: Queryable,
  id: number,
): Promise<PaymentIntentRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.id, id))
    .for('update');
  return row;
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
export async function isGatewayTransactionCredited(
  db: Queryable,
  gateway: CheckoutGateway,
  trxId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.gateway, gateway), eq(paymentIntents.trxId, trxId)));
  return row !== undefined;
}
