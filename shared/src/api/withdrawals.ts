import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  balanceSchema,
  withdrawalSchema,
  type DecideWithdrawalRequest,
  type Withdrawal,
  type WithdrawalRequest,
  type WithdrawalStatus,
} from '../contract/withdrawals';
import { keysetListOptions, useKeysetList, type ListOptions } from '../data/keyset-pages';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { getParsed, sendParsed } from '../data/request';

/** Filters of the admin's withdrawal list; empty ones are not sent. */
export interface WithdrawalFilters {
  [name: string]: string | undefined;
  status?: WithdrawalStatus | '';
}

/** The balance's and withdrawals' queries: the cache key of each, its fetcher and its data's type. */
export const withdrawalQueries = {
  balance: () =>
    queryOptions({
      queryKey: queryKeys.balance,
      queryFn: ({ signal }) => getParsed('/influencer/balance/', balanceSchema, undefined, signal),
    }),
  own: () => keysetListOptions(queryKeys.withdrawals.own, '/withdrawals/', withdrawalSchema),
  adminList: (filters: WithdrawalFilters) =>
    keysetListOptions(
      queryKeys.withdrawals.adminList(filters),
      '/admin/withdrawals/',
      withdrawalSchema,
      filters,
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

export function useRequestWithdrawal() {
  return useApiMutation({
    mutationFn: (input: WithdrawalRequest) =>
      sendParsed('post', '/withdrawals/', input, withdrawalSchema),
    invalidates: [queryKeys.withdrawals.all, queryKeys.balance, queryKeys.dashboards.all],
  });
}

export function useAdminWithdrawals(filters: WithdrawalFilters = {}, options: ListOptions = {}) {
  return useKeysetList(withdrawalQueries.adminList(filters), options);
}

export function useDecideWithdrawal() {
  return useApiMutation({
    mutationFn: ({ id, ...decision }: Pick<Withdrawal, 'id'> & DecideWithdrawalRequest) =>
      sendParsed('put', `/admin/withdrawals/${id}/`, decision, withdrawalSchema),
    invalidates: [queryKeys.withdrawals.all, queryKeys.balance, queryKeys.dashboards.all],
  });
}
