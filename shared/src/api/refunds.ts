import {
  adminRefundSchema,
  type RecordRefundRequest,
  type Refund,
} from '../contract/collaborations';
import { filteredListOptions, useKeysetList, type ListOptions } from '../data/keyset-pages';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { sendParsed } from '../data/request';

/** Filters of the admin's refund queue; empty ones are not sent. */
export interface RefundFilters {
  [name: string]: string | undefined;
  status?: Refund['status'] | '';
}

/** The admin's refund queue: its cache key, its fetcher and so the type of its data. */
export const refundQueries = {
  list: filteredListOptions(queryKeys.refunds.list, '/admin/refunds/', adminRefundSchema),
};

/** The refunds the platform owes brands (see docs/money.md), newest first. */
export function useAdminRefunds(filters: RefundFilters = {}, options: ListOptions = {}) {
  return useKeysetList(refundQueries.list(filters), options);
}

/** The admin records the transfer that paid a refund back to the brand's wallet. */
export function useRecordRefund() {
  return useApiMutation({
    mutationFn: ({ id, ...transfer }: Pick<Refund, 'id'> & RecordRefundRequest) =>
      sendParsed('put', `/admin/refunds/${id}/`, transfer, adminRefundSchema),
    invalidates: [
      queryKeys.refunds.all,
      queryKeys.dashboards.all,
      queryKeys.collaborations.all,
      queryKeys.auditLog.all,
    ],
  });
}

/**
 * The admin sends a refund back through bKash's refund call (docs/payment-gateways.md): the
 * server sends it once however often it is asked.
 */
export function useRefundThroughBkash() {
  return useApiMutation({
    mutationFn: ({ id }: Pick<Refund, 'id'>) =>
      sendParsed('post', `/admin/refunds/${id}/gateway/`, undefined, adminRefundSchema),
    invalidates: [
      queryKeys.refunds.all,
      queryKeys.dashboards.all,
      queryKeys.collaborations.all,
      queryKeys.auditLog.all,
    ],
  });
}
