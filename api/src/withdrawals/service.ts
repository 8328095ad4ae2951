import type { PaymentMethod } from '@portal/shared/contract/common';
import type {
  Withdrawal,
  WithdrawalDecision,
  WithdrawalStatus,
} from '@portal/shared/contract/withdrawals';
import { toPaisa } from '@portal/shared/money';
import { recordAudit } from '../audit/audit-log';
import type { AppConfig } from '../config';
import type { Database, Transaction } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { everyRow } from '../db/queries/keyset-page';
import { ledgerTotals, lockInfluencer } from '../db/queries/ledger';
import { issueReceipt } from '../db/queries/receipts';
import {
  decideWithdrawal,
  findWithdrawalView,
  insertWithdrawal,
  isPayoutClaimed,
  listWithdrawalViews,
  lockWithdrawal,
  type WithdrawalRow,
} from '../db/queries/withdrawals';
import { badRequest, conflict, notFound } from '../http/errors';
import { configuredTaka } from '../ledger/money';
import { adminLink, notify, notifyAdmins } from '../notifications/notify';
import type { TransactionWithEvents } from '../realtime/after-commit';

export const INSUFFICIENT_BALANCE = 'Insufficient balance.';
export const ALREADY_DECIDED = 'This withdrawal has already been decided.';
export const PAYOUT_USED = 'This payout transaction ID has already been used for this wallet.';
const WITHDRAWAL_NOT_FOUND = 'Withdrawal not found.';

export interface WithdrawalSubmission {
  /** Normalised by the contract: two decimals. */
  amount: string;
  paymentMethod: PaymentMethod;
  /** Normalised by the contract: 11 digits. */
  phoneNumber: string;
}

/** Which withdrawals a list or the admin's export holds. */
export interface WithdrawalFilter {
  /** Only this influencer's; undefined for everyone's (the admin's). */
  influencerId?: number;
  status?: WithdrawalStatus;
}

export interface WithdrawalPage extends WithdrawalFilter {
  beforeId?: number;
  limit: number;
}

export interface WithdrawalsService {
  request(influencerId: number, submission: WithdrawalSubmission): Promise<Withdrawal>;
  list(page: WithdrawalPage): Promise<Withdrawal[]>;
  /** Every withdrawal matching `filter`, newest first, read from the database page by page. */
  exportAll(filter: WithdrawalFilter): AsyncIterable<Withdrawal>;
  decide(adminId: number, id: number, decision: WithdrawalDecision): Promise<Withdrawal>;
}

async function viewOf(tx: Transaction, id: number): Promise<Withdrawal> {
  const view = await findWithdrawalView(tx, id);
  if (view === undefined) throw new Error(`withdrawal ${id} vanished inside its transaction`);
  return view;
}

/** What the audit log keeps of a withdrawal before and after a decision. */
function auditState(withdrawal: WithdrawalRow): Record<string, unknown> {
  return {
    status: withdrawal.status,
    amount: withdrawal.amount,
    payment_method: withdrawal.paymentMethod,
    phone_number: withdrawal.phoneNumber,
    payout_transaction_id: withdrawal.payoutTransactionId,
    rejection_reason: withdrawal.rejectionReason,
    decided_at: withdrawal.decidedAt?.toISOString() ?? null,
    decided_by: withdrawal.decidedBy,
  };
}

/** Influencers taking money out of their balance, and the admin's decision (design §2). */
export function createWithdrawalsService(
  db: Database,
  config: Pick<AppConfig, 'minWithdrawal'>,
  transaction: TransactionWithEvents,
): WithdrawalsService {
  const minimum = configuredTaka(config.minWithdrawal);
  const belowMinimum = `The minimum withdrawal is ৳${minimum}.`;

  function request(influencerId: number, submission: WithdrawalSubmission): Promise<Withdrawal> {
    const amount = toPaisa(submission.amount);
    if (amount < toPaisa(minimum)) throw badRequest({ amount: [belowMinimum] }, belowMinimum);
    return transaction(async (tx, events) => {
      // Every balance check-then-write of this influencer waits here for the one before it.
      await lockInfluencer(tx, influencerId);
      const { balance } = await ledgerTotals(tx, influencerId);
      if (amount > toPaisa(balance)) throw badRequest(INSUFFICIENT_BALANCE);
      const withdrawal = await insertWithdrawal(tx, { influencerId, ...submission });
      const view = await viewOf(tx, withdrawal.id);
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
    });
  }

  function list(page: WithdrawalPage): Promise<Withdrawal[]> {
    return listWithdrawalViews(db, {
      influencerId: page.influencerId,
      status: page.status,
      beforeId: page.beforeId,
      take: page.limit + 1,
    });
  }

  async function decide(
    adminId: number,
    id: number,
    decision: WithdrawalDecision,
  ): Promise<Withdrawal> {
    try {
      return await transaction(async (tx, events) => {
        const before = await lockWithdrawal(tx, id);
        if (before === undefined) throw notFound(WITHDRAWAL_NOT_FOUND);
        if (before.status !== 'pending') throw conflict(ALREADY_DECIDED);
        if (
          decision.status === 'approved' &&
          (await isPayoutClaimed(tx, before.paymentMethod, decision.transaction_id))
        ) {
          throw conflict(PAYOUT_USED);
        }
        const after = await decideWithdrawal(tx, id, decision, adminId);
        if (decision.status === 'approved' && after.decidedAt !== null) {
          await issueReceipt(tx, { kind: 'payout', withdrawalId: id }, after.decidedAt);
        }
        await recordAudit(tx, {
          actorId: adminId,
          action: decision.status === 'approved' ? 'withdrawal.approve' : 'withdrawal.reject',
          objectType: 'withdrawal',
          objectId: id,
          before: auditState(before),
          after: auditState(after),
        });
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
        return viewOf(tx, id);
      });
    } catch (error) {
      // Two approvals racing past the check with the same payout ID: the unique index decides.
      if (isUniqueViolation(error, 'withdrawals_method_payout_key')) throw conflict(PAYOUT_USED);
      throw error;
    }
  }

  return {
    request,
    list,
    exportAll: (filter) => everyRow((page) => list({ ...filter, ...page })),
    decide,
  };
}
