import type { PaymentMethod } from '@portal/shared/contract/common';
import {
  withdrawalSchema,
  type AdminWithdrawal,
  type Withdrawal,
  type WithdrawalDecision,
  type WithdrawalStatus,
} from '@portal/shared/contract/withdrawals';
import { toPaisa } from '@portal/shared/money';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { everyRow } from '../db/queries/keyset-page';
import { ledgerTotals, lockInfluencer } from '../db/queries/ledger';
import { issueReceipt } from '../db/queries/receipts';
import {
  cancelWithdrawal,
  decideWithdrawal,
  findAdminWithdrawalView,
  findWithdrawalView,
  insertWithdrawal,
  isPayoutClaimed,
  listAdminWithdrawalViews,
  listWithdrawalViews,
  lockWithdrawal,
  type WithdrawalRow,
} from '../db/queries/withdrawals';
import { auditColumns } from '../audit/audit-log';
import { decidePending, readBack } from '../decisions/decide-pending';
import { badRequest, conflict } from '../http/errors';
import { answerOnce, type Answer } from '../idempotency/answer-once';
import type { IdempotentRequest } from '../idempotency/request-key';
import { configuredTaka } from '../ledger/money';
import { transferWithdrawalDecided, transferWithdrawalRequested } from '../ledger/transfers';
import { adminLink, notify, notifyAdmins } from '../notifications/notify';
import type { TransactionWithEvents } from '../realtime/after-commit';

export const INSUFFICIENT_BALANCE = 'Insufficient balance.';
export const WITHDRAWAL_DECIDED = 'This withdrawal has already been decided.';
export const CANCELLED_BY_INFLUENCER =
  'The influencer cancelled this withdrawal. Do not send the money.';
export const PAYOUT_USED = 'This payout transaction ID has already been used for this wallet.';
const WITHDRAWAL_NOT_FOUND = 'Withdrawal not found.';

/** Why a withdrawal that is no longer pending cannot be cancelled, by its status. */
export const CANNOT_CANCEL: Record<Exclude<WithdrawalStatus, 'pending'>, string> = {
  approved: 'This withdrawal has already been approved and sent, so it cannot be cancelled.',
  rejected: 'This withdrawal has already been rejected. Its amount is back in your balance.',
  cancelled: 'This withdrawal has already been cancelled.',
};

export interface WithdrawalSubmission {
  /** Normalised by the contract: two decimals. */
  amount: string;
  paymentMethod: PaymentMethod;
  /** Normalised by the contract: 11 digits. */
  phoneNumber: string;
}

/** Which withdrawals a list or the admin's export holds. */
export interface WithdrawalFilter {
  status?: WithdrawalStatus;
}

export interface WithdrawalPage extends WithdrawalFilter {
  beforeId?: number;
  limit: number;
}

export interface WithdrawalsService {
  /**
   * Records a pending withdrawal (201); with an Idempotency-Key, once per key: the same request
   * again answers the first one's withdrawal.
   */
  request(
    influencerId: number,
    submission: WithdrawalSubmission,
    idempotency?: IdempotentRequest,
  ): Promise<Answer<Withdrawal>>;
  /** The influencer takes back a pending withdrawal: its amount returns to the balance. */
  cancel(influencerId: number, id: number): Promise<Withdrawal>;
  /** One influencer's withdrawals, newest first. */
  listOwn(influencerId: number, page: WithdrawalPage): Promise<Withdrawal[]>;
  /** Everyone's withdrawals, newest first, as the admin sees them. */
  list(page: WithdrawalPage): Promise<AdminWithdrawal[]>;
  /** Every withdrawal matching `filter`, newest first, read from the database page by page. */
  exportAll(filter: WithdrawalFilter): AsyncIterable<AdminWithdrawal>;
  decide(adminId: number, id: number, decision: WithdrawalDecision): Promise<AdminWithdrawal>;
}

/** What the audit log keeps of a withdrawal before and after a decision. */
const auditState = auditColumns<WithdrawalRow>(
  'status',
  'amount',
  'paymentMethod',
  'phoneNumber',
  'payoutTransactionId',
  'rejectionReason',
  'decidedAt',
  'decidedBy',
);

/** Influencers taking money out of their balance, and the admin's decision (see docs/money.md). */
export function createWithdrawalsService(
  db: Database,
  config: Pick<AppConfig, 'minWithdrawal' | 'idempotencyKeyHours'>,
  transaction: TransactionWithEvents,
  clock: Clock,
): WithdrawalsService {
  const minimum = configuredTaka(config.minWithdrawal);
  const belowMinimum = `The minimum withdrawal is ৳${minimum}.`;
  const created = { status: 201, schema: withdrawalSchema, ttlHours: config.idempotencyKeyHours };

  function request(
    influencerId: number,
    submission: WithdrawalSubmission,
    idempotency?: IdempotentRequest,
  ): Promise<Answer<Withdrawal>> {
    const amount = toPaisa(submission.amount);
    if (amount < toPaisa(minimum)) throw badRequest({ amount: [belowMinimum] }, belowMinimum);
    return transaction((tx, events) =>
      answerOnce(tx, idempotency, created, async () => {
        // Every balance check-then-write of this influencer waits here for the one before it.
        await lockInfluencer(tx, influencerId);
        const { balance } = await ledgerTotals(tx, influencerId);
        if (amount > toPaisa(balance)) throw badRequest(INSUFFICIENT_BALANCE);
        const withdrawal = await insertWithdrawal(tx, {
          influencerId,
          ...submission,
          createdAt: clock(),
        });
        await transferWithdrawalRequested(tx, withdrawal);
        const view = await readBack(tx, 'withdrawal', withdrawal.id, findWithdrawalView);
        await notifyAdmins(tx, events, {
          kind: 'withdrawal_pending',
          params: {
            influencer: view.influencer_name,
            amount: view.amount,
            payment_method: view.payment_method,
          },
          link: adminLink('withdrawals', view.id),
        });
        return view;
      }),
    );
  }

  function cancel(influencerId: number, id: number): Promise<Withdrawal> {
    return decidePending(transaction, influencerId, id, {
      objectType: 'withdrawal',
      action: 'withdrawal.cancel',
      // The row lock an admin's decision takes too: of a cancel and a decision, one goes first
      // and the other finds the withdrawal no longer pending.
      lock: async (tx) => {
        const withdrawal = await lockWithdrawal(tx, id);
        return withdrawal?.influencerId === influencerId ? withdrawal : undefined;
      },
      notFound: WITHDRAWAL_NOT_FOUND,
      conflict: (withdrawal) =>
        withdrawal.status === 'pending' ? undefined : CANNOT_CANCEL[withdrawal.status],
      auditState,
      async decide(tx) {
        const after = await cancelWithdrawal(tx, id, clock());
        await transferWithdrawalDecided(tx, after);
        return { after };
      },
      async tell(tx, events) {
        const view = await readBack(tx, 'withdrawal', id, findWithdrawalView);
        await notifyAdmins(tx, events, {
          kind: 'withdrawal_cancelled',
          params: {
            influencer: view.influencer_name,
            amount: view.amount,
            payment_method: view.payment_method,
          },
          link: adminLink('withdrawals', id, 'cancelled'),
        });
        return view;
      },
    });
  }

  function list({ beforeId, limit, ...filter }: WithdrawalPage): Promise<AdminWithdrawal[]> {
    return listAdminWithdrawalViews(db, filter, { beforeId, limit });
  }

  function decide(
    adminId: number,
    id: number,
    decision: WithdrawalDecision,
  ): Promise<AdminWithdrawal> {
    return decidePending(transaction, adminId, id, {
      objectType: 'withdrawal',
      action: decision.status === 'approved' ? 'withdrawal.approve' : 'withdrawal.reject',
      lock: lockWithdrawal,
      notFound: WITHDRAWAL_NOT_FOUND,
      conflict: (withdrawal) => {
        if (withdrawal.status === 'cancelled') return CANCELLED_BY_INFLUENCER;
        return withdrawal.status === 'pending' ? undefined : WITHDRAWAL_DECIDED;
      },
      auditState,
      async decide(tx, _events, before) {
        if (
          decision.status === 'approved' &&
          (await isPayoutClaimed(tx, before.paymentMethod, decision.transaction_id))
        ) {
          throw conflict(PAYOUT_USED);
        }
        const after = await decideWithdrawal(tx, id, decision, adminId, clock());
        await transferWithdrawalDecided(tx, after);
        if (decision.status === 'approved' && after.decidedAt !== null) {
          await issueReceipt(tx, { kind: 'payout', withdrawalId: id }, after.decidedAt);
        }
        return { after };
      },
      async tell(tx, events, { after }) {
        await notify(tx, events, {
          userId: after.influencerId,
          kind: 'withdrawal_decided',
          params:
            decision.status === 'approved'
              ? {
                  status: 'approved',
                  amount: after.amount,
                  phone_number: after.phoneNumber,
                  transaction_id: decision.transaction_id,
                }
              : { status: 'rejected', amount: after.amount, reason: decision.reason },
          link: '/withdrawals',
        });
        return readBack(tx, 'withdrawal', id, findAdminWithdrawalView);
      },
      // Two approvals racing past the check with the same payout ID: the unique index decides.
      raced: { index: 'withdrawals_method_payout_key', conflict: PAYOUT_USED },
    });
  }

  return {
    request,
    cancel,
    listOwn: (influencerId, { beforeId, limit, ...filter }) =>
      listWithdrawalViews(db, influencerId, filter, { beforeId, limit }),
    list,
    exportAll: (filter) => everyRow((keyset) => list({ ...filter, ...keyset })),
    decide,
  };
}
