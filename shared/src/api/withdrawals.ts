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
    itemSchema: adminWithdrawalSchema,
    params: filters,
  });
}

export function useDecideWithdrawal() {
  return useApiMutation({
    mutationFn: ({ id, ...decision }: Pick<Withdrawal, 'id'> & DecideWithdrawalRequest) =>
      sendParsed('put', `/admin/withdrawals/${id}/`, decision, adminWithdrawalSchema),
    invalidates: [queryKeys.withdrawals.all, queryKeys.balance, queryKeys.dashboards.all],
  });
}
