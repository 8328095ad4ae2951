import type { PaymentMethod } from '@portal/shared/contract/common';
import {
  paymentSchema,
  type Payment,
  type PaymentDecision,
  type PaymentStatus,
} from '@portal/shared/contract/payments';
import { toPaisa } from '@portal/shared/money';
import type { Clock } from '../clock';
import { announceState, fundEscrow } from '../collaborations/escrow';
import type { AppConfig } from '../config';
import type { Database, Transaction } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { auditColumns } from '../audit/audit-log';
import { decidePending, readBack } from '../decisions/decide-pending';
import { everyRow } from '../db/queries/keyset-page';
import {
  decidePayment,
  findOpenPaymentOf,
  findPaymentView,
  insertPayment,
  isTransactionClaimed,
  listPaymentViews,
  lockPayableApplication,
  lockPayment,
  type PayableApplication,
  type PaymentRow,
} from '../db/queries/payments';
import { issueReceipt } from '../db/queries/receipts';
import { badRequest, conflict, notFound } from '../http/errors';
import { answerOnce, type Answer } from '../idempotency/answer-once';
import type { IdempotentRequest } from '../idempotency/request-key';
import { adminLink, notify, notifyAdmins } from '../notifications/notify';
import type { PendingEvents, TransactionWithEvents } from '../realtime/after-commit';

export const TRANSACTION_USED = 'This transaction ID has already been used.';
export const NOT_ACCEPTED = 'Only an accepted application can be paid.';
export const ALREADY_PENDING = 'A payment for this application is already awaiting confirmation.';
export const ALREADY_PAID = 'This application has already been paid.';
export const PAYMENT_DECIDED = 'This payment has already been decided.';
const APPLICATION_NOT_FOUND = 'Application not found.';
const PAYMENT_NOT_FOUND = 'Payment not found.';

export interface PaymentSubmission {
  applicationId: number;
  /** Normalised by the contract: two decimals. */
  amount: string;
  paymentMethod: PaymentMethod;
  /** Normalised by the contract: trimmed, upper-cased. */
  transactionId: string;
}

/** Which payments the admin lists or exports. */
export interface PaymentFilter {
  status?: PaymentStatus;
  /** A case-insensitive substring of the transaction ID. */
  transactionId?: string;
}

export interface PaymentPage extends PaymentFilter {
  beforeId?: number;
  limit: number;
}

export interface PaymentsService {
  /**
   * Records a pending payment (201); with an Idempotency-Key, once per key: the same request again
   * answers the first one's payment.
   */
  submit(
    brandId: number,
    submission: PaymentSubmission,
    idempotency?: IdempotentRequest,
  ): Promise<Answer<Payment>>;
  list(page: PaymentPage): Promise<Payment[]>;
  /** Every payment matching `filter`, newest first, read from the database page by page. */
  exportAll(filter: PaymentFilter): AsyncIterable<Payment>;
  decide(adminId: number, paymentId: number, decision: PaymentDecision): Promise<Payment>;
}

function viewOf(tx: Transaction, id: number): Promise<Payment> {
  return readBack(tx, 'payment', id, findPaymentView);
}

/**
 * The brand's accepted application with no payment pending or confirmed, its row locked until
 * the transaction ends: what paying it, by transfer or through a gateway, checks first (404 for
 * another brand's, 400 when not accepted, 409 when pending or paid).
 */
export async function lockUnpaidApplication(
  tx: Transaction,
  brandId: number,
  applicationId: number,
): Promise<PayableApplication> {
  const application = await lockPayableApplication(tx, applicationId);
  if (application === undefined || application.brandId !== brandId) {
    throw notFound(APPLICATION_NOT_FOUND);
  }
  if (application.status !== 'accepted') {
    throw badRequest({ application_id: [NOT_ACCEPTED] }, NOT_ACCEPTED);
  }
  const open = await findOpenPaymentOf(tx, application.id);
  if (open !== undefined) {
    throw conflict(open.status === 'pending' ? ALREADY_PENDING : ALREADY_PAID);
  }
  return application;
}

/**
 * A confirmed payment's money held in escrow until the brand approves the work (see
 * docs/money.md), with its receipt: the admin's confirmation and a gateway's completed checkout
 * (docs/payment-gateways.md) both credit through it.
 */
export async function holdConfirmedPayment(
  tx: Transaction,
  events: PendingEvents,
  payment: PaymentRow,
  at: Date,
): Promise<void> {
  await fundEscrow(tx, payment, at);
  await issueReceipt(tx, { kind: 'payment', paymentId: payment.id }, at);
  announceState(events, payment, 'in_escrow');
}

/** Tells both parties a payment was decided; answers the payment as the API sends it. */
export async function tellPaymentDecided(
  tx: Transaction,
  events: PendingEvents,
  payment: PaymentRow,
  decision: PaymentDecision,
): Promise<Payment> {
  const view = await viewOf(tx, payment.id);
  const decided = {
    status: decision.status,
    amount: view.amount,
    campaign: view.campaign_title,
    ...(decision.status === 'rejected' && { reason: decision.reason }),
  };
  await notify(tx, events, {
    userId: payment.influencerId,
    kind: 'payment_decided',
    params: { to: 'influencer', brand: view.brand_name, ...decided },
    link: '/payments',
  });
  await notify(tx, events, {
    userId: payment.brandId,
    kind: 'payment_decided',
    params: { to: 'brand', influencer: view.influencer_name, ...decided },
    link: '/payments',
  });
  return view;
}

/** What the audit log keeps of a payment before and after a decision. */
const auditState = auditColumns<PaymentRow>(
  'status',
  'amount',
  'platformFee',
  'paymentMethod',
  'transactionId',
  'rejectionReason',
  'decidedAt',
  'decidedBy',
);

/**
 * Brands paying for accepted applications, and the admin's confirmation (see docs/money.md), which
 * puts the money in escrow (see docs/money.md).
 */
export function createPaymentsService(
  db: Database,
  config: Pick<AppConfig, 'platformFeePercent' | 'idempotencyKeyHours'>,
  transaction: TransactionWithEvents,
  clock: Clock,
): PaymentsService {
  const created = { status: 201, schema: paymentSchema, ttlHours: config.idempotencyKeyHours };

  async function submit(
    brandId: number,
    submission: PaymentSubmission,
    idempotency?: IdempotentRequest,
  ): Promise<Answer<Payment>> {
    try {
      return await transaction((tx, events) =>
        answerOnce(tx, idempotency, created, async () => {
          const application = await lockUnpaidApplication(tx, brandId, submission.applicationId);
          if (toPaisa(submission.amount) !== toPaisa(application.agreedAmount)) {
            const sentence = `The amount must equal the agreed amount of ৳${application.agreedAmount}.`;
            throw badRequest({ amount: [sentence] }, sentence);
          }
          if (await isTransactionClaimed(tx, submission.paymentMethod, submission.transactionId)) {
            throw conflict(TRANSACTION_USED);
          }
          const payment = await insertPayment(tx, {
            applicationId: application.id,
            brandId,
            influencerId: application.influencerId,
            amount: submission.amount,
            paymentMethod: submission.paymentMethod,
            transactionId: submission.transactionId,
            feePercent: config.platformFeePercent,
          });
          const view = await viewOf(tx, payment.id);
          await notify(tx, events, {
            userId: application.influencerId,
            kind: 'payment_submitted',
            params: { brand: view.brand_name, amount: view.amount, campaign: view.campaign_title },
            link: '/payments',
          });
          await notifyAdmins(tx, events, {
            kind: 'payment_pending',
            params: {
              brand: view.brand_name,
              amount: view.amount,
              campaign: view.campaign_title,
              reference: view.reference,
            },
            link: adminLink('payments', view.id),
          });
          return view;
        }),
      );
    } catch (error) {
      // Two submissions racing past the checks: the unique indexes decide.
      if (isUniqueViolation(error, 'payments_method_transaction_key')) {
        throw conflict(TRANSACTION_USED);
      }
      if (isUniqueViolation(error, 'payments_application_open_key'))
        throw conflict(ALREADY_PENDING);
      throw error;
    }
  }

  function list(page: PaymentPage): Promise<Payment[]> {
    const { beforeId, limit, ...filter } = page;
    return listPaymentViews(db, filter, { beforeId, limit });
  }

  function decide(adminId: number, paymentId: number, decision: PaymentDecision): Promise<Payment> {
    const { status } = decision;
    return decidePending(transaction, adminId, paymentId, {
      objectType: 'payment',
      action: status === 'confirmed' ? 'payment.confirm' : 'payment.reject',
      lock: lockPayment,
      notFound: PAYMENT_NOT_FOUND,
      conflict: (payment) => (payment.status === 'pending' ? undefined : PAYMENT_DECIDED),
      auditState,
      async decide(tx, events) {
        const after = await decidePayment(tx, paymentId, decision, adminId);
        if (status === 'confirmed') await holdConfirmedPayment(tx, events, after, clock());
        return { after };
      },
      tell: (tx, events, { after }) => tellPaymentDecided(tx, events, after, decision),
    });
  }

  return {
    submit,
    list,
    exportAll: (filter) => everyRow((page) => list({ ...filter, ...page })),
    decide,
  };
}
