import { useQuery } from '@tanstack/react-query';
import {
  type AddDisputeStatementRequest,
  collaborationSchema,
  deliverySchema,
  disputeSchema,
  type OpenDisputeRequest,
  type ReviewDeliveryRequest,
  type SubmitDeliveryRequest,
} from '../contract/collaborations';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { parsedQueryOptions, sendParsed } from '../data/request';

/** What every move of a collaboration changes: its page, the lists, the dashboards and the money. */
const MONEY_VIEWS = [
  queryKeys.collaborations.all,
  queryKeys.applications.all,
  queryKeys.dashboards.all,
  queryKeys.balance,
  queryKeys.statement,
] as const;

/** The collaborations' query: its cache key, its fetcher and so the type of its data. */
export const collaborationQueries = {
  detail: (id: number) =>
    parsedQueryOptions(
      queryKeys.collaborations.detail(id),
      `/applications/${id}/`,
      collaborationSchema,
    ),
};

/**
 * The collaboration of an accepted application (see docs/money.md), for its brand, its influencer
 * and admins.
 */
export function useCollaboration(id: number) {
  return useQuery(collaborationQueries.detail(id));
}

/** The influencer delivers the work: 1-10 links and a note. */
export function useSubmitDelivery() {
  return useApiMutation({
    mutationFn: ({ id, ...delivery }: { id: number } & SubmitDeliveryRequest) =>
      sendParsed('post', `/applications/${id}/deliveries/`, delivery, deliverySchema),
    invalidates: MONEY_VIEWS,
  });
}

/** The brand approves the latest delivery (the money is released) or asks for changes. */
export function useReviewDelivery() {
  return useApiMutation({
    mutationFn: ({ id, ...review }: { id: number } & ReviewDeliveryRequest) =>
      sendParsed('put', `/applications/${id}/delivery/`, review, collaborationSchema),
    invalidates: MONEY_VIEWS,
  });
}

/** Either party asks an admin to decide; the money stays held. */
export function useOpenDispute() {
  return useApiMutation({
    mutationFn: ({ id, ...dispute }: { id: number } & OpenDisputeRequest) =>
      sendParsed('post', `/applications/${id}/dispute/`, dispute, disputeSchema),
    invalidates: MONEY_VIEWS,
  });
}

/** A party adds to their case in an open dispute: text and links as evidence. */
export function useAddDisputeStatement() {
  return useApiMutation({
    mutationFn: ({ disputeId, ...statement }: { disputeId: number } & AddDisputeStatementRequest) =>
      sendParsed('post', `/disputes/${disputeId}/statements/`, statement, disputeSchema),
    invalidates: [queryKeys.collaborations.all],
  });
}

/** A party agrees to cancel a disputed collaboration; once both have, the brand is refunded. */
export function useAgreeToCancel() {
  return useApiMutation({
    mutationFn: (disputeId: number) =>
      sendParsed('post', `/disputes/${disputeId}/agree-to-cancel/`, undefined, disputeSchema),
    invalidates: MONEY_VIEWS,
  });
}

/** The influencer steps back from the collaboration; the money goes back to the brand. */
export function useStepBack() {
  return useApiMutation({
    mutationFn: (id: number) =>
      sendParsed('post', `/applications/${id}/withdraw/`, undefined, collaborationSchema),
    invalidates: MONEY_VIEWS,
  });
}

/** The brand cancels an undelivered collaboration after its deadline; the money comes back. */
export function useCancelCollaboration() {
  return useApiMutation({
    mutationFn: (id: number) =>
      sendParsed('post', `/applications/${id}/cancel/`, undefined, collaborationSchema),
    invalidates: MONEY_VIEWS,
  });
}
