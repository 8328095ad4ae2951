import type { AdminRefund } from '@portal/shared/contract/collaborations';
import type { PaymentMethod } from '@portal/shared/contract/common';
import type { Clock } from '../clock';
import { announceState } from '../collaborations/escrow';
import type { Database } from '../db/client';
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
import { auditColumns } from '../audit/audit-log';
import { decidePending, readBack } from '../decisions/decide-pending';
import { conflict } from '../http/errors';
import { transferRefundSent } from '../ledger/transfers';
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
  list(filter: { status?: 'pending' | 'sent' }, page: KeysetPage): Promise<AdminRefund[]>;
  /** The admin records the transfer that paid the refund back to the brand. */
  record(adminId: number, refundId: number, transfer: RefundTransfer): Promise<AdminRefund>;
}

/** What the audit log keeps of a refund before and after it is recorded as sent. */
const auditState = auditColumns<RefundRow>(
  'status',
  'amount',
  'paymentMethod',
  'phoneNumber',
  'transactionId',
  'sentAt',
);

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
      return listRefunds(db, filter, page);
    },

    record(adminId, refundId, transfer) {
      return decidePending(transaction, adminId, refundId, {
        objectType: 'refund',
        action: 'refund.send',
        lock: lockRefund,
        notFound: REFUND_NOT_FOUND,
        conflict: (refund) => (refund.status === 'pending' ? undefined : REFUND_SENT),
        auditState,
        async decide(tx) {
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
          await transferRefundSent(tx, after);
          await issueReceipt(tx, { kind: 'refund', refundId }, sentAt);
          return { after };
        },
        async tell(tx, events, { after }) {
          const view = await readBack(tx, 'refund', refundId, findRefund);
          await notify(tx, events, {
            userId: after.brandId,
            kind: 'refund_sent',
            params: {
              campaign: view.campaign_title,
              amount: view.amount,
              transaction_id: transfer.transactionId,
            },
            link: collaborationLink(after.applicationId),
          });
          // Only read: recording a transfer changes no state of the collaboration, so no lock.
          const { escrow } = (await findCollaborationRecord(tx, after.applicationId)) ?? {};
          if (escrow) announceState(events, escrow, escrow.status, await activeAdminIds(tx));
          return view;
        },
        raced: { index: 'refunds_method_transaction_key', conflict: TRANSACTION_USED },
      });
    },
  };
}
