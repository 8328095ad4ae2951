import type { Refund } from '@portal/shared/contract/collaborations';
import type { PaymentMethod } from '@portal/shared/contract/common';
import { recordAudit } from '../audit/audit-log';
import type { Clock } from '../clock';
import { announceState } from '../collaborations/escrow';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import {
  findCollaborationRecord,
  findRefund,
  isRefundTransactionClaimed,
  listRefunds,
  lockRefund,
  markRefundSent,
  type RefundRow,
} from '../db/queries/collaborations';
import type { KeysetPage } from '../db/queries/keyset-page';
import { issueReceipt } from '../db/queries/receipts';
import { activeAdminIds } from '../db/queries/users';
import { conflict, notFound } from '../http/errors';
import { collaborationLink, notify } from '../notifications/notify';
import type { TransactionWithEvents } from '../realtime/after-commit';
import { TRANSACTION_USED } from '../payments/service';

export const REFUND_NOT_FOUND = 'Refund not found.';
export const REFUND_SENT = 'This refund has already been sent.';

export interface RefundTransfer {
  /** Normalised by the contract: trimmed, upper-cased. */
  transactionId: string;
  /** Normalised by the contract: 11 digits. */
  phoneNumber: string;
  paymentMethod: PaymentMethod;
}

export interface RefundService {
  list(filter: { status?: 'pending' | 'sent' }, page: KeysetPage): Promise<Refund[]>;
  /** The admin records the transfer that paid the refund back to the brand. */
  record(adminId: number, refundId: number, transfer: RefundTransfer): Promise<Refund>;
}

function auditState(refund: RefundRow): Record<string, unknown> {
  return {
    status: refund.status,
    amount: refund.amount,
    payment_method: refund.paymentMethod,
    phone_number: refund.phoneNumber,
    transaction_id: refund.transactionId,
    sent_at: refund.sentAt?.toISOString() ?? null,
  };
}

/**
 * Refunds the platform owes brands, and the admin's record of each transfer (see docs/money.md).
 */
export function createRefundService(
  db: Database,
  transaction: TransactionWithEvents,
  clock: Clock,
): RefundService {
  return {
    list(filter, page) {
      return listRefunds(db, {
        status: filter.status,
        beforeId: page.beforeId,
        take: page.limit + 1,
      });
    },

    async record(adminId, refundId, transfer) {
      try {
        return await transaction(async (tx, events) => {
          const before = await lockRefund(tx, refundId);
          if (before === undefined) throw notFound(REFUND_NOT_FOUND);
          if (before.status !== 'pending') throw conflict(REFUND_SENT);
          if (
            await isRefundTransactionClaimed(tx, transfer.paymentMethod, transfer.transactionId)
          ) {
            throw conflict(TRANSACTION_USED);
          }
          const sentAt = clock();
          const after = await markRefundSent(tx, refundId, {
            paymentMethod: transfer.paymentMethod,
            phoneNumber: transfer.phoneNumber,
            transactionId: transfer.transactionId,
            sentAt,
            sentBy: adminId,
          });
          await issueReceipt(tx, { kind: 'refund', refundId }, sentAt);
          await recordAudit(tx, {
            actorId: adminId,
            action: 'refund.send',
            objectType: 'refund',
            objectId: refundId,
            before: auditState(before),
            after: auditState(after),
          });
          const view = await findRefund(tx, refundId);
          if (view === undefined) throw new Error(`refund ${refundId} vanished`);
          await notify(tx, events, {
            userId: before.brandId,
            kind: 'refund_sent',
            params: {
              campaign: view.campaign_title,
              amount: view.amount,
              transaction_id: transfer.transactionId,
            },
            link: collaborationLink(before.applicationId),
          });
          // Only read: recording a transfer changes no state of the collaboration, so no lock.
          const { escrow } = (await findCollaborationRecord(tx, before.applicationId)) ?? {};
          if (escrow) announceState(events, escrow, escrow.status, await activeAdminIds(tx));
          return view;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'refunds_method_transaction_key')) {
          throw conflict(TRANSACTION_USED);
        }
        throw error;
      }
    },
  };
}
