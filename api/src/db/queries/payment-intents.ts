import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  AdminPaymentIntent,
  CheckoutGateway,
  GatewayAnswer,
  IntentFailure,
  PaymentIntentState,
} from '@portal/shared/contract/checkout';
import type { Queryable } from '../client';
import { applications, campaigns, paymentIntents, unmatchedReceipts, users } from '../schema';
import type { GatewayRefundWindows } from './gateway-refund-state';
import { newestFirstPage, type KeysetPage } from './keyset-page';
import { findRow, hasRow, insertRow, lockRow } from './one-row';
import { toUnmatchedReceipt } from './unmatched-receipts';

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

/** Stores the gateway's last answer about the intent's payment, for the admin. */
export async function rememberGatewayAnswer(
  db: Queryable,
  id: number,
  answer: GatewayAnswer,
): Promise<void> {
  await db.update(paymentIntents).set({ gatewayAnswer: answer }).where(eq(paymentIntents.id, id));
}

/** When intents are due for the reconciliation job (docs/payment-gateways.md). */
export interface ReconcileTimes {
  /** An intent `executing` untouched this long was left by a timeout or a crash. */
  executingGraceSeconds: number;
  /** An intent still `created` or `awaiting_approval` this long was abandoned. */
  expiryMinutes: number;
  /** A claimed intent is not claimed again for this long (the job's interval). */
  leaseSeconds: number;
}

/**
 * Claims one intent due for the reconciliation job: `executing` past the grace, or still waiting
 * past the expiry, and not claimed within the lease. The claim is committed at once (the gateway
 * is asked outside any transaction); SKIP LOCKED and the lease make every due intent one
 * instance's in a round.
 */
export async function claimIntentToReconcile(
  db: Queryable,
  times: ReconcileTimes,
): Promise<PaymentIntentRow | undefined> {
  const due = db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(
      and(
        sql`((${paymentIntents.state} = 'executing' and ${paymentIntents.updatedAt} < now() - make_interval(secs => ${times.executingGraceSeconds}))
          or (${paymentIntents.state} in ('created', 'awaiting_approval') and ${paymentIntents.updatedAt} < now() - make_interval(mins => ${times.expiryMinutes})))`,
        sql`(${paymentIntents.checkedAt} is null or ${paymentIntents.checkedAt} < now() - make_interval(secs => ${times.leaseSeconds}))`,
      ),
    )
    .orderBy(paymentIntents.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(paymentIntents)
    .set({ checkedAt: sql`now()` })
    .where(inArray(paymentIntents.id, due))
    .returning();
  return row;
}

function adminIntentViews(db: Queryable) {
  return db
    .select({
      intent: paymentIntents,
      brandName: users.username,
      unmatched: unmatchedReceipts,
    })
    .from(paymentIntents)
    .innerJoin(users, eq(users.id, paymentIntents.brandId))
    .leftJoin(unmatchedReceipts, eq(unmatchedReceipts.intentId, paymentIntents.id));
}

type AdminIntentRow = Awaited<ReturnType<typeof adminIntentViews>>[number];

/** The intent as the admin sees it; `windows` are the wallets' refund windows now. */
function toAdminIntent(
  { intent, brandName, unmatched }: AdminIntentRow,
  windows: GatewayRefundWindows,
): AdminPaymentIntent {
  return {
    id: intent.id,
    application_id: intent.applicationId,
    brand_id: intent.brandId,
    brand_name: brandName,
    gateway: intent.gateway,
    state: intent.state,
    amount: intent.amount,
    reference: intent.reference,
    gateway_payment_id: intent.gatewayPaymentId,
    trx_id: intent.trxId,
    payment_id: intent.paymentId,
    failure_reason: intent.failureReason,
    gateway_answer: intent.gatewayAnswer,
    unmatched: unmatched === null ? null : toUnmatchedReceipt(unmatched, windows),
    created_at: intent.createdAt.toISOString(),
    updated_at: intent.updatedAt.toISOString(),
  };
}

/** One page of intents, newest first (`limit + 1` rows), optionally in one state. */
export async function listAdminIntents(
  db: Queryable,
  state: PaymentIntentState | undefined,
  page: KeysetPage,
  windows: GatewayRefundWindows,
): Promise<AdminPaymentIntent[]> {
  const conditions: (SQL | undefined)[] = [
    state === undefined ? undefined : eq(paymentIntents.state, state),
  ];
  const rows = await newestFirstPage(
    adminIntentViews(db).$dynamic(),
    paymentIntents.id,
    conditions,
    page,
  );
  return rows.map((row) => toAdminIntent(row, windows));
}

export async function findAdminIntent(
  db: Queryable,
  id: number,
  windows: GatewayRefundWindows,
): Promise<AdminPaymentIntent | undefined> {
  const [row] = await adminIntentViews(db).where(eq(paymentIntents.id, id));
  return row === undefined ? undefined : toAdminIntent(row, windows);
}

/** The title of the campaign the intent pays for. */
export async function campaignOfIntent(db: Queryable, intentId: number): Promise<string> {
  const [row] = await db
    .select({ title: campaigns.title })
    .from(paymentIntents)
    .innerJoin(applications, eq(applications.id, paymentIntents.applicationId))
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .where(eq(paymentIntents.id, intentId));
  if (row === undefined) throw new Error(`intent ${intentId} has no campaign`);
  return row.title;
}
