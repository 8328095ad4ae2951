import {
  adminRefundSchema,
  type ConfirmRefundSent,
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
    invalidates: REFUND_WRITES,
  });
}

/** What a write about a refund changes besides the refund: its figures, its collaboration, the audit. */
const REFUND_WRITES = [
  queryKeys.refunds.all,
  queryKeys.dashboards.all,
  queryKeys.collaborations.all,
  queryKeys.auditLog.all,
];

/**
 * The admin sends a refund back through the refund call of the wallet the brand paid through,
 * bKash's or Nagad's (docs/payment-gateways.md): the server sends it once however often it is
 * asked.
 */
export function useRefundThroughGateway() {
  return useApiMutation({
    mutationFn: ({ id }: Pick<Refund, 'id'>) =>
      sendParsed('post', `/admin/refunds/${id}/gateway/`, undefined, adminRefundSchema),
    invalidates: REFUND_WRITES,
  });
}

/**
 * Nagad's answer to a refund was lost: the admin confirms the refund Nagad's merchant panel shows,
 * by its transaction ID.
 */
export function useConfirmRefundSent() {
  return useApiMutation({
    mutationFn: ({ id, ...confirmed }: Pick<Refund, 'id'> & ConfirmRefundSent) =>
      sendParsed('post', `/admin/refunds/${id}/gateway/confirm/`, confirmed, adminRefundSchema),
    invalidates: REFUND_WRITES,
  });
}

/** Nagad's answer to a refund was lost and Nagad did not refund it: it can be sent again. */
export function useReleaseRefundClaim() {
  return useApiMutation({
    mutationFn: ({ id }: Pick<Refund, 'id'>) =>
      sendParsed('post', `/admin/refunds/${id}/gateway/release/`, undefined, adminRefundSchema),
    invalidates: REFUND_WRITES,
  });
}
