import type * as z from '@portal/shared/contract/zod';
import {
  disputeCaseSchema,
  disputeListQuerySchema,
  disputeSchema,
  type DecideDisputeRequest,
  type Dispute,
} from '../contract/collaborations';
import { messageSchema } from '../contract/messages';
import {
  filteredListOptions,
  keysetListOptions,
  useKeysetList,
  type ListOptions,
} from '../data/keyset-pages';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { sendParsed } from '../data/request';

export type DisputeStatusFilter = NonNullable<z.output<typeof disputeListQuerySchema>['status']>;

/** Filters of the admin's dispute queue; empty ones are not sent. */
export interface DisputeFilters {
  [name: string]: string | undefined;
  status?: DisputeStatusFilter | '';
}

/** The admin's dispute queries: the cache key of each, its fetcher and so the type of its data. */
export const disputeQueries = {
  list: filteredListOptions(queryKeys.disputes.list, '/admin/disputes/', disputeCaseSchema),
  messages: (disputeId: number) =>
    keysetListOptions(
      queryKeys.disputes.messages(disputeId),
      `/admin/disputes/${disputeId}/messages/`,
      messageSchema,
    ),
};

/**
 * The admin's dispute queue (see docs/money.md): each dispute with its collaboration, newest first.
 */
export function useAdminDisputes(filters: DisputeFilters = {}, options: ListOptions = {}) {
  return useKeysetList(disputeQueries.list(filters), options);
}

/**
 * The messages between a dispute's brand and influencer, newest first, older pages through
 * `loadMore`. The server writes each reading to the audit log, so it is fetched only when shown.
 */
export function useDisputeMessages(disputeId: number) {
  return useKeysetList(disputeQueries.messages(disputeId));
}

/** The admin decides a dispute: release all, refund all, or split (see docs/money.md). */
export function useDecideDispute() {
  return useApiMutation({
    mutationFn: ({ id, ...decision }: Pick<Dispute, 'id'> & DecideDisputeRequest) =>
      sendParsed('put', `/admin/disputes/${id}/`, decision, disputeSchema),
    invalidates: [
      queryKeys.disputes.all,
      queryKeys.refunds.all,
      queryKeys.dashboards.all,
      queryKeys.collaborations.all,
      queryKeys.auditLog.all,
    ],
  });
}
