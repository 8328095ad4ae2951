import { useQuery } from '@tanstack/react-query';
import {
  adminWithdrawalSchema,
  balanceSchema,
  withdrawalSchema,
  type DecideWithdrawalRequest,
  type Withdrawal,
  type WithdrawalRequest,
  type WithdrawalStatus,
} from '../contract/withdrawals';
import { useIdempotencyKey } from '../data/idempotency-key';
import {
  filteredListOptions,
  keysetListOptions,
  useKeysetList,
  type ListOptions,
} from '../data/keyset-pages';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { parsedQueryOptions, sendParsed } from '../data/request';

/** Filters of the admin's withdrawal list; empty ones are not sent. */
export interface WithdrawalFilters {
  [name: string]: string | undefined;
  status?: WithdrawalStatus | '';
}

/** The balance's and withdrawals' queries: the cache key of each, its fetcher and its data's type. */
export const withdrawalQueries = {
  balance: () => parsedQueryOptions(queryKeys.balance, '/influencer/balance/', balanceSchema),
  own: () => keysetListOptions(queryKeys.withdrawals.own, '/withdrawals/', withdrawalSchema),
  adminList: filteredListOptions(
    queryKeys.withdrawals.adminList,
    '/admin/withdrawals/',
    adminWithdrawalSchema,
  ),
};

/** An influencer's balance and earnings, derived from the ledger on the server. */
export function useBalance() {
  return useQuery(withdrawalQueries.balance());
}

/** The influencer's own withdrawals, newest first. */
export function useWithdrawals() {
  return useKeysetList(withdrawalQueries.own());
}

/** What a withdrawal's request or cancellation changes: the lists, the balance, the figures. */
const WITHDRAWAL_KEYS = [
  queryKeys.withdrawals.all,
  queryKeys.balance,
  queryKeys.dashboards.all,
  queryKeys.statement,
];

/**
 * Asks for a withdrawal, with an Idempotency-Key per submission: sending the same values again
 * (a retry after a failure) never asks twice.
 */
export function useRequestWithdrawal() {
  const keys = useIdempotencyKey();
  return useApiMutation({
    mutationFn: (input: WithdrawalRequest) =>
      sendParsed('post', '/withdrawals/', input, withdrawalSchema, {
        idempotencyKey: keys.keyFor(input),
      }),
    invalidates: WITHDRAWAL_KEYS,
    onSuccess: () => keys.done(),
  });
}

/** The influencer takes back a pending withdrawal; its amount returns to the balance. */
export function useCancelWithdrawal() {
  return useApiMutation({
    mutationFn: ({ id }: Pick<Withdrawal, 'id'>) =>
      sendParsed('post', `/withdrawals/${id}/cancel/`, {}, withdrawalSchema),
    invalidates: WITHDRAWAL_KEYS,
  });
}

export function useAdminWithdrawals(filters: WithdrawalFilters = {}, options: ListOptions = {}) {
  return useKeysetList(withdrawalQueries.adminList(filters), options);
}

export function useDecideWithdrawal() {
  return useApiMutation({
    mutationFn: ({ id, ...decision }: Pick<Withdrawal, 'id'> & DecideWithdrawalRequest) =>
      sendParsed('put', `/admin/withdrawals/${id}/`, decision, adminWithdrawalSchema),
    invalidates: [queryKeys.withdrawals.all, queryKeys.balance, queryKeys.dashboards.all],
  });
}
