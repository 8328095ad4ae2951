import { useQuery } from '@tanstack/react-query';
import * as z from '@portal/shared/contract/zod';
import {
  packageOrderSchema,
  packageSchema,
  type Package,
  type PackageOrderRequest,
  type PackageRequest,
} from '../contract/packages';
import { useIdempotencyKey } from '../data/idempotency-key';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { parsedQueryOptions, sendNoContent, sendParsed } from '../data/request';

/** The packages' queries (see docs/packages.md): an influencer's, as her public profile lists them. */
export const packageQueries = {
  ofProfile: (username: string) =>
    parsedQueryOptions(
      queryKeys.packages.ofProfile(username),
      `/profile/${encodeURIComponent(username)}/packages/`,
      z.array(packageSchema),
    ),
};

/** An influencer's packages, oldest first; open to visitors. */
export function usePackages(username: string) {
  return useQuery(packageQueries.ofProfile(username));
}

/** The influencer lists a new package. */
export function useAddPackage() {
  return useApiMutation({
    mutationFn: (input: PackageRequest) => sendParsed('post', '/packages/', input, packageSchema),
    invalidates: [queryKeys.packages.all],
  });
}

/** The influencer rewrites one of her packages. */
export function useEditPackage() {
  return useApiMutation({
    mutationFn: ({ id, ...input }: PackageRequest & Pick<Package, 'id'>) =>
      sendParsed('put', `/packages/${id}/`, input, packageSchema),
    invalidates: [queryKeys.packages.all],
  });
}

/** The influencer deletes one of her packages. */
export function useDeletePackage() {
  return useApiMutation({
    mutationFn: ({ id }: Pick<Package, 'id'>) => sendNoContent('delete', `/packages/${id}/`),
    invalidates: [queryKeys.packages.all],
  });
}

/**
 * A brand buys a package at the price it saw: a collaboration awaiting payment begins. Each order
 * carries an Idempotency-Key: confirming it again after a failure (or a lost answer) buys once.
 */
export function useOrderPackage() {
  const keys = useIdempotencyKey();
  return useApiMutation({
    mutationFn: ({ id, ...order }: PackageOrderRequest & Pick<Package, 'id'>) =>
      sendParsed('post', `/packages/${id}/orders/`, order, packageOrderSchema, {
        idempotencyKey: keys.keyFor({ id, ...order }),
      }),
    invalidates: [
      queryKeys.applications.all,
      queryKeys.collaborations.all,
      queryKeys.dashboards.all,
    ],
    onSuccess: () => keys.done(),
  });
}
