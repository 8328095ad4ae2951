import { and, asc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AdminRefund,
  ApplicationOrigin,
  GatewayRefundState,
  DeliveryLink,
  Dispute,
  DisputeStatement,
  Refund,
} from '@portal/shared/contract/collaborations';
import type { CheckoutGateway } from '@portal/shared/contract/checkout';
import type { Queryable } from '../client';
import {
  applications,
  campaigns,
  collaborations,
  deliveries,
  disputes,
  disputeStatements,
  ledgerEntries,
  paymentIntents,
  payments,
  refunds,
  users,
  type LEDGER_KINDS,
} from '../schema';
import {
  gatewayStateIn,
  refundCallState,
  type GatewayRefundWindows,
  type GatewayStateFrom,
} from './gateway-refund-state';
import { insertRow, lockRow } from './one-row';
import { newestFirstPage, type KeysetPage } from './keyset-page';

export type CollaborationRow = typeof collaborations.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;
export type DisputeRow = typeof disputes.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

const brand = alias(users, 'brand');
const influencer = alias(users, 'influencer');
const opener = alias(users, 'opener');
const author = alias(users, 'author');

/** An application with its campaign, its parties' names and its escrow row (if funded). */
export interface CollaborationRecord {
  id: number;
  applicationStatus: 'pending' | 'accepted' | 'rejected';
  campaignId: number;
  campaignTitle: string;
  /** YYYY-MM-DD or null. */
  campaignDeadline: string | null;
  origin: ApplicationOrigin;
  brandId: number;
  brandName: string;
  influencerId: number;
  influencerName: string;
  proposal: string;
  /** expected_fee, else the campaign's budget. */
  agreedAmount: string;
  decidedAt: Date | null;
  escrow: CollaborationRow | null;
}

export async function findCollaborationRecord(
  db: Queryable,
  id: number,
): Promise<CollaborationRecord | undefined> {
  const [row] = await db
    .select({
      id: applications.id,
      applicationStatus: applications.status,
      campaignId: campaigns.id,
      campaignTitle: campaigns.title,
      campaignDeadline: campaigns.deadline,
      origin: applications.origin,
      brandId: applications.brandId,
      brandName: brand.username,
      influencerId: applications.influencerId,
      influencerName: influencer.username,
      proposal: applications.proposal,
      agreedAmount: sql<string>`coalesce(${applications.expectedFee}, ${campaigns.budget})`,
      decidedAt: applications.decidedAt,
      escrow: collaborations,
    })
    .from(applications)
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .innerJoin(brand, eq(brand.id, applications.brandId))
    .innerJoin(influencer, eq(influencer.id, applications.influencerId))
    .leftJoin(collaborations, eq(collaborations.applicationId, applications.id))
    .where(eq(applications.id, id));
  return row;
}

/**
 * The escrow row, locked until the transaction ends: every transition of a funded collaboration
 * takes this lock first, so two of them (a brand's approval and the auto-release, say) are
 * serialised and the second sees the state the first left.
 */
export async function lockEscrow(
  db: Queryable,
  applicationId: number,
): Promise<CollaborationRow | undefined> {
  return lockRow(db, collaborations, eq(collaborations.applicationId, applicationId));
}

export async function insertEscrow(
  db: Queryable,
  row: typeof collaborations.$inferInsert,
): Promise<CollaborationRow> {
  return insertRow(db, collaborations, row);
}

export async function updateEscrow(
  db: Queryable,
  applicationId: number,
  changes: Partial<
    Pick<CollaborationRow, 'status' | 'revisionsUsed' | 'autoReleaseAt' | 'closedAt' | 'closedBy'>
  >,
): Promise<void> {
  await db
    .update(collaborations)
    .set(changes)
    .where(eq(collaborations.applicationId, applicationId));
}

export interface NewLedgerEntry {
  applicationId: number;
  influencerId: number;
  brandId: number;
  kind: LedgerKind;
  amount: string;
  createdAt: Date;
}

export async function insertLedgerEntries(db: Queryable, entries: NewLedgerEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(ledgerEntries).values(entries);
}

/** What left a collaboration's escrow so far, by kind, as two-decimal strings. */
export async function escrowMovements(
  db: Queryable,
  applicationId: number,
): Promise<Record<LedgerKind, string>> {
  const rows = await db
    .select({
      kind: ledgerEntries.kind,
      total: sql<string>`sum(${ledgerEntries.amount})::numeric(20,2)::text`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.applicationId, applicationId))
    .groupBy(ledgerEntries.kind);
  const totals: Record<LedgerKind, string> = {
    held: '0.00',
    released: '0.00',
    fee: '0.00',
    refunded: '0.00',
  };
  for (const row of rows) totals[row.kind] = row.total;
  return totals;
}

/** The application's payments, oldest first (rejected ones and the one that funded it). */
export function paymentsOf(db: Queryable, applicationId: number) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.applicationId, applicationId))
    .orderBy(asc(payments.id));
}

/** The collaboration's deliveries, oldest first. */
export function deliveriesOf(db: Queryable, applicationId: number): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(deliveries)
    .where(eq(deliveries.applicationId, applicationId))
    .orderBy(asc(deliveries.id));
}

export async function insertDelivery(
  db: Queryable,
  delivery: { applicationId: number; links: DeliveryLink[]; note: string; submittedAt: Date },
): Promise<DeliveryRow> {
  return insertRow(db, deliveries, delivery);
}

/** Answers the delivery that waits for the brand (the latest one without a decision). */
export async function answerLatestDelivery(
  db: Queryable,
  applicationId: number,
  answer: Pick<DeliveryRow, 'decision' | 'reason' | 'decidedAt' | 'autoReleased'>,
): Promise<void> {
  await db
    .update(deliveries)
    .set(answer)
    .where(
      and(
        eq(deliveries.applicationId, applicationId),
        sql`${deliveries.decision} is null`,
        eq(
          deliveries.id,
          sql`(select max(${deliveries.id}) from ${deliveries} where ${deliveries.applicationId} = ${applicationId})`,
        ),
      ),
    );
}

function disputeViews(db: Queryable) {
  return db
    .select({ dispute: disputes, openerName: opener.username, openerRole: opener.role })
    .from(disputes)
    .innerJoin(opener, eq(opener.id, disputes.openedBy));
}

type DisputeViewRow = Awaited<ReturnType<typeof disputeViews>>[number];

/** The statements added to these disputes, oldest first, by dispute. */
async function statementsOf(
  db: Queryable,
  disputeIds: readonly number[],
): Promise<Map<number, DisputeStatement[]>> {
  const byDispute = new Map<number, DisputeStatement[]>();
  if (disputeIds.length === 0) return byDispute;
  const rows = await db
    .select({ statement: disputeStatements, name: author.username, role: author.role })
    .from(disputeStatements)
    .innerJoin(author, eq(author.id, disputeStatements.authorId))
    .where(inArray(disputeStatements.disputeId, [...disputeIds]))
    .orderBy(asc(disputeStatements.id));
  for (const { statement, name, role } of rows) {
    const list = byDispute.get(statement.disputeId) ?? [];
    list.push({
      id: statement.id,
      by: role,
      by_name: name,
      text: statement.text,
      links: statement.links,
      at: statement.createdAt.toISOString(),
    });
    byDispute.set(statement.disputeId, list);
  }
  return byDispute;
}

async function toDisputes(db: Queryable, rows: readonly DisputeViewRow[]): Promise<Dispute[]> {
  const statements = await statementsOf(
    db,
    rows.map(({ dispute }) => dispute.id),
  );
  return rows.map(({ dispute, openerName, openerRole }) => ({
    id: dispute.id,
    application_id: dispute.applicationId,
    opened_by: openerRole,
    opened_by_name: openerName,
    reason: dispute.reason,
    opened_at: dispute.openedAt.toISOString(),
    status_before: dispute.statusBefore,
    outcome: dispute.outcome,
    influencer_amount: dispute.influencerAmount,
    brand_amount: dispute.brandAmount,
    decision_reason: dispute.decisionReason,
    decided_at: dispute.decidedAt?.toISOString() ?? null,
    cancel_agreed_by: [
      ...(dispute.brandAgreedCancelAt === null ? [] : (['brand'] as const)),
      ...(dispute.influencerAgreedCancelAt === null ? [] : (['influencer'] as const)),
    ],
    statements: [
      {
        id: 0,
        by: openerRole,
        by_name: openerName,
        text: dispute.reason,
        links: [],
        at: dispute.openedAt.toISOString(),
      },
      ...(statements.get(dispute.id) ?? []),
    ],
  }));
}

export async function findDisputeOf(
  db: Queryable,
  applicationId: number,
): Promise<Dispute | undefined> {
  const rows = await disputeViews(db).where(eq(disputes.applicationId, applicationId));
  const [dispute] = await toDisputes(db, rows);
  return dispute;
}

export async function findDispute(db: Queryable, id: number): Promise<Dispute | undefined> {
  const rows = await disputeViews(db).where(eq(disputes.id, id));
  const [dispute] = await toDisputes(db, rows);
  return dispute;
}

/** Disputes newest first, open or decided; `limit + 1` rows. */
export async function listDisputes(
  db: Queryable,
  filter: { open?: boolean },
  page: KeysetPage,
): Promise<Dispute[]> {
  const conditions: SQL[] = [];
  if (filter.open === true) conditions.push(sql`${disputes.outcome} is null`);
  if (filter.open === false) conditions.push(sql`${disputes.outcome} is not null`);
  const rows = await newestFirstPage(disputeViews(db).$dynamic(), disputes.id, conditions, page);
  return toDisputes(db, rows);
}

export async function lockDispute(db: Queryable, id: number): Promise<DisputeRow | undefined> {
  return lockRow(db, disputes, eq(disputes.id, id));
}

export async function insertDispute(
  db: Queryable,
  dispute: typeof disputes.$inferInsert,
): Promise<DisputeRow> {
  return insertRow(db, disputes, dispute);
}

export async function insertDisputeStatement(
  db: Queryable,
  statement: typeof disputeStatements.$inferInsert,
): Promise<void> {
  await db.insert(disputeStatements).values(statement);
}

/** Records that a party agreed to cancel the dispute's collaboration. */
export async function agreeToCancelRow(
  db: Queryable,
  id: number,
  party: 'brand' | 'influencer',
  at: Date,
): Promise<DisputeRow> {
  const [row] = await db
    .update(disputes)
    .set(party === 'brand' ? { brandAgreedCancelAt: at } : { influencerAgreedCancelAt: at })
    .where(eq(disputes.id, id))
    .returning();
  if (row === undefined) throw new Error(`dispute ${id} vanished inside its transaction`);
  return row;
}

export async function decideDisputeRow(
  db: Queryable,
  id: number,
  decision: Pick<
    DisputeRow,
    'outcome' | 'influencerAmount' | 'brandAmount' | 'decisionReason' | 'decidedAt' | 'decidedBy'
  >,
): Promise<DisputeRow> {
  const [row] = await db.update(disputes).set(decision).where(eq(disputes.id, id)).returning();
  if (row === undefined) throw new Error(`dispute ${id} vanished inside its transaction`);
  return row;
}

function refundViews(db: Queryable) {
  return db
    .select({
      refund: refunds,
      campaignTitle: campaigns.title,
      brandName: brand.username,
      influencerName: influencer.username,
      paidWith: payments.paymentMethod,
      paidTransactionId: payments.transactionId,
      brandBkashNumber: brand.bkashNumber,
      brandNagadNumber: brand.nagadNumber,
      gatewayPaidThrough: paymentIntents.gateway,
      gatewayPaidAt: paymentIntents.updatedAt,
    })
    .from(refunds)
    .innerJoin(collaborations, eq(collaborations.applicationId, refunds.applicationId))
    .innerJoin(payments, eq(payments.id, collaborations.paymentId))
    .leftJoin(
      paymentIntents,
      and(eq(paymentIntents.paymentId, payments.id), eq(paymentIntents.state, 'completed')),
    )
    .innerJoin(applications, eq(applications.id, refunds.applicationId))
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .innerJoin(brand, eq(brand.id, refunds.brandId))
    .innerJoin(influencer, eq(influencer.id, collaborations.influencerId));
}

type RefundViewRow = Awaited<ReturnType<typeof refundViews>>[number];

function toRefund(row: RefundViewRow): Refund {
  const { refund } = row;
  return {
    id: refund.id,
    application_id: refund.applicationId,
    campaign_title: row.campaignTitle,
    brand: refund.brandId,
    brand_name: row.brandName,
    influencer_name: row.influencerName,
    amount: refund.amount,
    cause: refund.cause,
    status: refund.status,
    paid_with: row.paidWith,
    paid_transaction_id: row.paidTransactionId,
    payment_method: refund.paymentMethod,
    phone_number: refund.phoneNumber,
    transaction_id: refund.transactionId,
    created_at: refund.createdAt.toISOString(),
    sent_at: refund.sentAt?.toISOString() ?? null,
  };
}

/**
 * Whether the refund can go back through the refund call of the wallet its payment was made
 * through (docs/payment-gateways.md): only for a payment a gateway completed (`paid`), within the
 * wallet's window after it.
 */
export function gatewayRefundState(
  refund: Pick<RefundRow, 'status' | 'gatewayState'>,
  paid: { gateway: CheckoutGateway; paidAt: Date } | null,
  windows: GatewayRefundWindows,
): GatewayRefundState {
  if (refund.gatewayState !== null) return refund.gatewayState;
  if (paid === null || refund.status === 'sent') return 'not_gateway';
  return refundCallState(paid.gateway, paid.paidAt, windows);
}

/**
 * The admin's view: the refund, the brand's saved wallets (see docs/accounts.md) and whether it
 * can go back through the wallet's refund call.
 */
function toAdminRefund(row: RefundViewRow, windows: GatewayRefundWindows): AdminRefund {
  const { gatewayPaidThrough: gateway, gatewayPaidAt: paidAt } = row;
  const paid = gateway === null || paidAt === null ? null : { gateway, paidAt };
  return {
    ...toRefund(row),
    brand_wallets: { bkash_number: row.brandBkashNumber, nagad_number: row.brandNagadNumber },
    gateway_refund: gatewayRefundState(row.refund, paid, windows),
  };
}

/**
 * A payment a gateway completed, as its refund call needs it: the wallet, its payment ID there
 * (bKash's paymentID, Nagad's payment reference), its transaction ID, the order (the intent's
 * reference, Nagad's orderId), its amount, and when it was requested and paid.
 */
export interface GatewayPayment {
  gateway: CheckoutGateway;
  paymentID: string;
  trxID: string;
  orderId: string;
  amount: string;
  requestedAt: Date;
  paidAt: Date;
}

/** The completed gateway payment a refund can be sent back through, if its payment was one. */
export async function findGatewayPaymentOfRefund(
  db: Queryable,
  refundId: number,
): Promise<GatewayPayment | undefined> {
  const [row] = await db
    .select({ intent: paymentIntents })
    .from(refunds)
    .innerJoin(collaborations, eq(collaborations.applicationId, refunds.applicationId))
    .innerJoin(
      paymentIntents,
      and(
        eq(paymentIntents.paymentId, collaborations.paymentId),
        eq(paymentIntents.state, 'completed'),
      ),
    )
    .where(eq(refunds.id, refundId));
  const intent = row?.intent;
  if (intent?.gatewayPaymentId == null || intent.trxId === null) return undefined;
  return {
    gateway: intent.gateway,
    paymentID: intent.gatewayPaymentId,
    trxID: intent.trxId,
    orderId: intent.reference,
    amount: intent.amount,
    requestedAt: intent.createdAt,
    paidAt: intent.updatedAt,
  };
}

/**
 * Moves a pending refund's refund-call state from one of `from` (`untried`: never tried); the row,
 * or none when another request moved it first.
 */
export async function moveRefundGatewayState(
  db: Queryable,
  id: number,
  from: readonly GatewayStateFrom<NonNullable<RefundRow['gatewayState']>>[],
  to: Pick<RefundRow, 'gatewayState'> & Partial<Pick<RefundRow, 'gatewayAttemptAt'>>,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set(to)
    .where(
      and(
        eq(refunds.id, id),
        eq(refunds.status, 'pending'),
        gatewayStateIn(refunds.gatewayState, from),
      ),
    )
    .returning();
  return row;
}

export async function findRefundOf(
  db: Queryable,
  applicationId: number,
): Promise<Refund | undefined> {
  const [row] = await refundViews(db).where(eq(refunds.applicationId, applicationId));
  return row === undefined ? undefined : toRefund(row);
}

export async function findRefund(
  db: Queryable,
  id: number,
  windows: GatewayRefundWindows,
): Promise<AdminRefund | undefined> {
  const [row] = await refundViews(db).where(eq(refunds.id, id));
  return row === undefined ? undefined : toAdminRefund(row, windows);
}

/** Refunds newest first, optionally of one status; `limit + 1` rows. */
export async function listRefunds(
  db: Queryable,
  filter: { status?: 'pending' | 'sent' },
  page: KeysetPage,
  windows: GatewayRefundWindows,
): Promise<AdminRefund[]> {
  const status = filter.status === undefined ? undefined : eq(refunds.status, filter.status);
  const rows = await newestFirstPage(refundViews(db).$dynamic(), refunds.id, [status], page);
  return rows.map((row) => toAdminRefund(row, windows));
}

export async function lockRefund(db: Queryable, id: number): Promise<RefundRow | undefined> {
  return lockRow(db, refunds, eq(refunds.id, id));
}

export async function insertRefund(
  db: Queryable,
  refund: typeof refunds.$inferInsert,
): Promise<RefundRow> {
  return insertRow(db, refunds, refund);
}

export async function markRefundSent(
  db: Queryable,
  id: number,
  transfer: Pick<
    RefundRow,
    'paymentMethod' | 'phoneNumber' | 'transactionId' | 'sentAt' | 'sentBy'
  > &
    Partial<Pick<RefundRow, 'gatewayState'>>,
): Promise<RefundRow> {
  const [row] = await db
    .update(refunds)
    .set({ ...transfer, status: 'sent' })
    .where(eq(refunds.id, id))
    .returning();
  if (row === undefined) throw new Error(`refund ${id} vanished inside its transaction`);
  return row;
}

/** True when a sent refund already claims this wallet transaction. */
export async function isRefundTransactionClaimed(
  db: Queryable,
  paymentMethod: 'bkash' | 'nagad',
  transactionId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.paymentMethod, paymentMethod), eq(refunds.transactionId, transactionId)));
  return row !== undefined;
}

/**
 * The deliveries whose auto-release time has passed and are still waiting, of the collaborations
 * `partyId` is a party to (every one without it), without locking them: who releases one takes
 * its lock then (`lockEscrow`) and looks again. Normally none: the runner releases them within
 * its round.
 */
export async function dueReleases(db: Queryable, now: Date, partyId?: number): Promise<number[]> {
  const rows = await db
    .select({ applicationId: collaborations.applicationId })
    .from(collaborations)
    .where(
      and(
        eq(collaborations.status, 'delivered'),
        lte(collaborations.autoReleaseAt, now),
        partyId === undefined
          ? undefined
          : or(eq(collaborations.brandId, partyId), eq(collaborations.influencerId, partyId)),
      ),
    )
    .orderBy(asc(collaborations.applicationId));
  return rows.map((row) => row.applicationId);
}

/**
 * Claims one delivery whose auto-release time has passed, locking its escrow row and skipping any
 * row another runner (or a brand's answer) holds: each due collaboration goes to exactly one
 * transaction, whichever instance runs it.
 */
export async function claimDueRelease(db: Queryable, now: Date): Promise<number | undefined> {
  const [row] = await db
    .select({ applicationId: collaborations.applicationId })
    .from(collaborations)
    .where(and(eq(collaborations.status, 'delivered'), lte(collaborations.autoReleaseAt, now)))
    .orderBy(asc(collaborations.autoReleaseAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row?.applicationId;
}
