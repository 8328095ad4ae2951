import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminPaymentIntentSchema,
  checkoutAnswerSchema,
  paymentGatewaysSchema,
  paymentIntentSchema,
  type AdminPaymentIntent,
  type CheckoutRequest,
  type PaymentIntent,
  type PaymentIntentState,
} from '../contract/checkout';
import type { ConfirmRefundSent } from '../contract/collaborations';
import type { ReturnUnmatchedRequest } from '../contract/unmatched-returns';
import { filteredListOptions, useKeysetList, type ListOptions } from '../data/keyset-pages';
import { useIdempotencyKey } from '../data/idempotency-key';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { getParsed, sendParsed } from '../data/request';

/** How often, and how many times, the return page asks again while bKash's answer is awaited. */
export const INTENT_POLL_MS = 2000;
export const INTENT_POLLS = 5;

/** The states in which the payment's outcome is not known yet. */
const UNDECIDED: readonly PaymentIntent['state'][] = ['created', 'awaiting_approval', 'executing'];

/** The gateway checkout queries: cache keys, fetchers and so the types of their data. */
export const checkoutQueries = {
  gateways: () =>
    queryOptions({
      queryKey: queryKeys.payments.gateways,
      queryFn: ({ signal }) =>
        getParsed('/payments/gateways/', paymentGatewaysSchema, undefined, signal),
    }),
  intent: (id: number) =>
    queryOptions({
      queryKey: queryKeys.payments.intent(id),
      queryFn: ({ signal }) =>
        getParsed(`/payments/intents/${id}/`, paymentIntentSchema, undefined, signal),
    }),
};

/** Which gateways Pay Now offers besides the manual transfer (docs/payment-gateways.md). */
export function usePaymentGateways() {
  return useQuery(checkoutQueries.gateways());
}

/** Whether a checkout attempt's outcome is not known yet. */
export function isUndecided(intent: Pick<PaymentIntent, 'state'>): boolean {
  return UNDECIDED.includes(intent.state);
}

/**
 * A checkout attempt, asked again every INTENT_POLL_MS while its outcome is not known, at most
 * INTENT_POLLS times; `gaveUp` once they are spent with the outcome still unknown.
 */
export function usePaymentIntent(id: number) {
  const queryClient = useQueryClient();
  const options = checkoutQueries.intent(id);
  const asked = (updates: number) => updates > INTENT_POLLS;
  const query = useQuery({
    ...options,
    refetchInterval: ({ state }) =>
      state.data !== undefined && isUndecided(state.data) && !asked(state.dataUpdateCount)
        ? INTENT_POLL_MS
        : false,
  });
  // Reading dataUpdatedAt subscribes the page to every answer, the same ones included.
  const updates =
    query.dataUpdatedAt === 0
      ? 0
      : (queryClient.getQueryState(options.queryKey)?.dataUpdateCount ?? 0);
  return { query, gaveUp: asked(updates) };
}

/** Starts paying an application on the gateway's page, once per attempt (Idempotency-Key). */
export function useStartCheckout() {
  const keys = useIdempotencyKey();
  return useApiMutation({
    mutationFn: (input: CheckoutRequest) =>
      sendParsed('post', '/payments/checkout/', input, checkoutAnswerSchema, {
        idempotencyKey: keys.keyFor(input),
      }),
    // Nothing changes here until the brand comes back from the gateway's page.
    invalidates: [],
    onSuccess: () => keys.done(),
  });
}

/** Filters of the admin's gateway intents; empty ones are not sent. */
export interface PaymentIntentFilters {
  [name: string]: string | undefined;
  state?: PaymentIntentState | '';
}

export const adminIntentQueries = {
  list: filteredListOptions(
    queryKeys.payments.adminIntents,
    '/admin/payment-intents/',
    adminPaymentIntentSchema,
  ),
};

/** The admin's gateway intents, newest first, optionally in one state. */
export function useAdminPaymentIntents(
  filters: PaymentIntentFilters = {},
  options: ListOptions = {},
) {
  return useKeysetList(adminIntentQueries.list(filters), options);
}

/** What a return changes besides the intent: the figures and the audit. */
const RETURN_WRITES = [queryKeys.payments.all, queryKeys.dashboards.all, queryKeys.auditLog.all];

/**
 * The admin returns the money a gateway took for a refused intent (docs/payment-gateways.md):
 * through the refund call of the wallet it came through (bKash's or Nagad's), which the server
 * makes once however often it is asked, or by recording their own transfer; the intent comes back
 * with its receipt returned.
 */
export function useReturnUnmatched() {
  return useApiMutation({
    mutationFn: ({ id, ...request }: Pick<AdminPaymentIntent, 'id'> & ReturnUnmatchedRequest) =>
      sendParsed('post', `/admin/payment-intents/${id}/refund/`, request, adminPaymentIntentSchema),
    invalidates: RETURN_WRITES,
  });
}

/**
 * Nagad's answer to a return was lost: the admin confirms the refund Nagad's merchant panel shows,
 * by its transaction ID.
 */
export function useConfirmReturn() {
  return useApiMutation({
    mutationFn: ({ id, ...confirmed }: Pick<AdminPaymentIntent, 'id'> & ConfirmRefundSent) =>
      sendParsed(
        'post',
        `/admin/payment-intents/${id}/refund/confirm/`,
        confirmed,
        adminPaymentIntentSchema,
      ),
    invalidates: RETURN_WRITES,
  });
}

/** Nagad's answer to a return was lost and Nagad did not refund it: it can be returned again. */
export function useReleaseReturn() {
  return useApiMutation({
    mutationFn: ({ id }: Pick<AdminPaymentIntent, 'id'>) =>
      sendParsed(
        'post',
        `/admin/payment-intents/${id}/refund/release/`,
        undefined,
        adminPaymentIntentSchema,
      ),
    invalidates: RETURN_WRITES,
  });
}

/** The admin asks the gateway about an intent again; the intent comes back settled. */
export function useQueryIntentAgain() {
  return useApiMutation({
    mutationFn: (id: number) =>
      sendParsed('post', `/admin/payment-intents/${id}/query/`, {}, adminPaymentIntentSchema),
    invalidates: [queryKeys.payments.all, queryKeys.dashboards.all],
  });
}
