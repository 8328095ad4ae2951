import type { Role } from '../contract/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  userMoneySchema,
  userSummarySchema,
  type UserActionRequest,
  type UserSummary,
} from '../contract/users';
import { filteredListOptions, useKeysetList, type ListOptions } from '../data/keyset-pages';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { getParsed, sendParsed } from '../data/request';

/** Filters of the admin's user list; empty ones are not sent. */
export interface UserFilters {
  [name: string]: string | undefined;
  role?: Role | '';
  search?: string;
}

/** The admin's user list: its cache key, its fetcher and so the type of its data. */
export const userQueries = {
  list: filteredListOptions(queryKeys.users.list, '/users/all/', userSummarySchema),
  /** The money a user holds, asked for when the admin is about to deactivate them. */
  money: (id: number) =>
    queryOptions({
      queryKey: queryKeys.users.money(id),
      queryFn: ({ signal }) =>
        getParsed(`/admin/users/${id}/money/`, userMoneySchema, undefined, signal),
      staleTime: 0,
    }),
};

export function useUserMoney(id: number) {
  return useQuery(userQueries.money(id));
}

export function useAllUsers(filters: UserFilters = {}, options: ListOptions = {}) {
  return useKeysetList(userQueries.list(filters), options);
}

/** The admin activates or deactivates a user. */
export function useUserAction() {
  return useApiMutation({
    mutationFn: ({ id, ...request }: Pick<UserSummary, 'id'> & UserActionRequest) =>
      sendParsed('put', `/admin/users/${id}/`, request, userSummarySchema),
    invalidates: [queryKeys.users.all, queryKeys.dashboards.all],
  });
}
