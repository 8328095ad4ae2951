import {
  paymentSchema,
  type DecidePaymentRequest,
  type Payment,
  type PaymentStatus,
  type SubmitPaymentRequest,
} from '../contract/payments';
import { useIdempotencyKey } from '../data/idempotency-key';
import { filteredListOptions, useKeysetList, type ListOptions } from '../data/keyset-pages';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { sendParsed } from '../data/request';

/**
 * Records the brand's transfer, with an Idempotency-Key per submission: sending the same values
 * again (a retry after a lost answer) records it once.
 */
export function useSubmitPayment() {
  const keys = useIdempotencyKey();
  return useApiMutation({
    mutationFn: (input: SubmitPaymentRequest) =>
      sendParsed('post', '/payments/submit/', input, paymentSchema, {
        idempotencyKey: keys.keyFor(input),
      }),
    invalidates: [queryKeys.applications.all, queryKeys.payments.all, queryKeys.dashboards.all],
    onSuccess: () => keys.done(),
  });
}

/** Filters of the admin's payment list; empty ones are not sent. */
export interface PaymentFilters {
  [name: string]: string | undefined;
  status?: PaymentStatus | '';
  transaction_id?: string;
}

/** The admin's payment list: its cache key, its fetcher and so the type of its data. */
export const paymentQueries = {
  adminList: filteredListOptions(queryKeys.payments.adminList, '/admin/payments/', paymentSchema),
};

export function useAdminPayments(filters: PaymentFilters = {}, options: ListOptions = {}) {
  return useKeysetList(paymentQueries.adminList(filters), options);
}

/** The admin confirms or rejects a pending payment; the influencer's money changes with it. */
export function useDecidePayment() {
  return useApiMutation({
    mutationFn: ({ id, ...decision }: Pick<Payment, 'id'> & DecidePaymentRequest) =>
      sendParsed('put', `/admin/payments/${id}/`, decision, paymentSchema),
    invalidates: [
      queryKeys.payments.all,
      queryKeys.applications.all,
      queryKeys.dashboards.all,
      queryKeys.balance,
    ],
  });
}
