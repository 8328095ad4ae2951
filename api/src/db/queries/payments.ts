import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { CheckoutGateway } from '@portal/shared/contract/checkout';
import type { PaymentMethod } from '@portal/shared/contract/common';
import {
  paymentReference,
  type Payment,
  type PaymentDecision,
  type PaymentStatus,
} from '@portal/shared/contract/payments';
import { feeAtPercent } from '@portal/shared/money';
import type { Queryable } from '../client';
import { applications, campaigns, paymentIntents, payments, users } from '../schema';
import { likePattern } from './text-search';
import { findRow, hasRow, insertRow, lockRow, onlyRow } from './one-row';
import { newestFirstPage, type KeysetPage } from './keyset-page';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * A payment with its campaign's title and both parties' names; `toPayment` turns it into the
 * contract's shape. The names are read by subqueries, not joins: PostgreSQL 15 puts a Memoize node
 * on each joined look-up of users, whose cache costs more to set up and tear down than a page's
 * look-ups (see selectCampaigns).
 */
function paymentViews(db: Queryable) {
  return db
    .select({
      id: payments.id,
      application_id: payments.applicationId,
      campaign_title: campaigns.title,
      brand_name: sql<string>`(select ${users.username} from ${users} where ${users.id} = ${payments.brandId})`,
      influencer_name: sql<string>`(select ${users.username} from ${users} where ${users.id} = ${payments.influencerId})`,
      amount: payments.amount,
      platform_fee: payments.platformFee,
      payment_method: payments.paymentMethod,
      transaction_id: payments.transactionId,
      brand_transaction_id: payments.transactionId,
      status: payments.status,
      rejection_reason: payments.rejectionReason,
      confirmed_by_gateway: sql<CheckoutGateway | null>`(select ${paymentIntents.gateway} from ${paymentIntents} where ${paymentIntents.paymentId} = ${payments.id} and ${paymentIntents.state} = 'completed')`,
      created_at: payments.createdAt,
      decided_at: payments.decidedAt,
    })
    .from(payments)
    .innerJoin(applications, eq(applications.id, payments.applicationId))
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId));
}

type PaymentViewRow = Awaited<ReturnType<typeof paymentViews>>[number];

/** The payment as the API sends it (contract paymentSchema). */
function toPayment(row: PaymentViewRow): Payment {
  return {
    ...row,
    reference: paymentReference(row.application_id),
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at === null ? null : row.decided_at.toISOString(),
  };
}

export async function findPaymentView(db: Queryable, id: number): Promise<Payment | undefined> {
  const [row] = await paymentViews(db).where(eq(payments.id, id));
  return row === undefined ? undefined : toPayment(row);
}

export interface PaymentListFilter {
  status?: PaymentStatus;
  /** A case-insensitive substring of the transaction ID, matched literally. */
  transactionId?: string;
}

/**
 * One page of payments newest first (`limit + 1` rows), optionally of one status or matching part
 * of a transaction ID.
 */
export async function listPaymentViews(
  db: Queryable,
  filter: PaymentListFilter,
  page: KeysetPage,
): Promise<Payment[]> {
  const conditions: SQL[] = [];
  if (filter.status !== undefined) conditions.push(eq(payments.status, filter.status));
  if (filter.transactionId !== undefined) {
    // Transaction IDs are stored upper-cased (transactionIdSchema), so the search text upper-cased
    // the same way finds them with a case-sensitive LIKE. A rare substring walks far down the
    // newest payments, and LIKE costs a fraction of ILIKE per row.
    const pattern = likePattern(filter.transactionId.toUpperCase());
    conditions.push(sql`${payments.transactionId} like ${pattern} escape '\\'`);
  }
  const rows = await newestFirstPage(paymentViews(db).$dynamic(), payments.id, conditions, page);
  return rows.map(toPayment);
}

/** What paying an application needs to know, with the application row locked. */
export interface PayableApplication {
  id: number;
  status: 'pending' | 'accepted' | 'rejected';
  influencerId: number;
  brandId: number;
  campaignTitle: string;
  /** expected_fee, else the campaign's budget. */
  agreedAmount: string;
}

/**
 * The application with its campaign's owner and the agreed amount, its row locked until the
 * transaction ends so two payments for it cannot be checked and written at the same time.
 */
export async function lockPayableApplication(
  db: Queryable,
  applicationId: number,
): Promise<PayableApplication | undefined> {
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      influencerId: applications.influencerId,
      brandId: campaigns.brandId,
      campaignTitle: campaigns.title,
      agreedAmount: sql<string>`coalesce(${applications.expectedFee}, ${campaigns.budget})`,
    })
    .from(applications)
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .where(eq(applications.id, applicationId))
    .for('update', { of: applications });
  return row;
}

/** The application's payment that is pending or confirmed, if any (at most one: unique index). */
export async function findOpenPaymentOf(
  db: Queryable,
  applicationId: number,
): Promise<PaymentRow | undefined> {
  return findRow(
    db,
    payments,
    and(eq(payments.applicationId, applicationId), ne(payments.status, 'rejected')),
  );
}

/** True when a payment not rejected already claims this wallet transaction. */
export async function isTransactionClaimed(
  db: Queryable,
  paymentMethod: PaymentMethod,
  transactionId: string,
): Promise<boolean> {
  return hasRow(
    db,
    payments,
    and(
      eq(payments.paymentMethod, paymentMethod),
      eq(payments.transactionId, transactionId),
      ne(payments.status, 'rejected'),
    ),
  );
}

export interface NewPayment {
  applicationId: number;
  brandId: number;
  influencerId: number;
  amount: string;
  paymentMethod: PaymentMethod;
  transactionId: string;
  /** PLATFORM_FEE_PERCENT; the payment records `feeAtPercent` of its amount (see docs/money.md). */
  feePercent: number;
}

export async function insertPayment(db: Queryable, payment: NewPayment): Promise<PaymentRow> {
  const { feePercent, ...values } = payment;
  return insertRow(db, payments, {
    ...values,
    platformFee: feeAtPercent(payment.amount, feePercent),
  });
}

export async function lockPayment(db: Queryable, id: number): Promise<PaymentRow | undefined> {
  return lockRow(db, payments, eq(payments.id, id));
}

/**
 * Stores the admin's decision, with the reason of a rejection; `adminId` null when the gateway's
 * answer confirmed it (docs/payment-gateways.md).
 */
export async function decidePayment(
  db: Queryable,
  id: number,
  decision: PaymentDecision,
  adminId: number | null,
): Promise<PaymentRow> {
  const rows = await db
    .update(payments)
    .set({
      status: decision.status,
      rejectionReason: decision.status === 'rejected' ? decision.reason : null,
      decidedAt: sql`now()`,
      decidedBy: adminId,
    })
    .where(eq(payments.id, id))
    .returning();
  return onlyRow(rows, 'update of payments');
}
