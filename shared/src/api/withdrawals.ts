import { useQuery } from '@tanstack/react-query';
import {
  balanceSchema,
  withdrawalSchema,
  type DecideWithdrawalRequest,
  type Withdrawal,
  type WithdrawalRequest,
  type WithdrawalStatus,
} from '../contract/withdrawals';
import { useKeysetList, type ListOptions } from '../data/keyset-pages';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { getParsed, sendParsed } from '../data/request';

/** An influencer's balance and earnings, derived from the ledger on the server. */
export function useBalance() {
  return useQuery({
    queryKey: queryKeys.balance,
    queryFn: ({ signal }) => getParsed('/influencer/balance/', balanceSchema, undefined, signal),
  });
}

/** The influencer's own withdrawals, newest first. */
export function useWithdrawals() {
  return useKeysetList({
    queryKey: queryKeys.withdrawals.own,
    path: '/withdrawals/',
    itemSchema: withdrawalSchema,
  });
}

export function useRequestWithdrawal() {
  return useApiMutation({
    mutationFn: (input: WithdrawalRequest) =>
      sendParsed('post', '/withdrawals/', input, withdrawalSchema),
    invalidates: [queryKeys.withdrawals.all, queryKeys.balance, queryKeys.dashboards.all],
  });
}

/** Filters of the admin's withdrawal list; empty ones are not sent. */
export interface WithdrawalFilters {
  [name: string]: string | undefined;
  status?: WithdrawalStatus | '';
}

export function useAdminWithdrawals(filters: WithdrawalFilters = {}, options: ListOptions = {}) {
  return useKeysetList({
    ...options,
    queryKey: queryKeys.withdrawals.adminList(filters),
    path: '/admin/withdrawals/',
    itemSchema: withdrawalSchema,
    params: filters,
  });
}

export function useDecideWithdrawal() {
  return useApiMutation({
    mutationFn: ({ id, ...decision }: Pick<Withdrawal, 'id'> & DecideWithdrawalRequest) =>
      sendParsed('put', `/admin/withdrawals/${id}/`, decision, withdrawalSchema),
    invalidates: [queryKeys.withdrawals.all, queryKeys.balance, queryKeys.dashboards.all],
  });
}
