import { useQuery } from '@tanstack/react-query';
import { platformConfigSchema } from '../contract/platform-config';
import { queryKeys } from '../data/query-keys';
import { parsedQueryOptions } from '../data/request';

/** The platform settings' query: its cache key, its fetcher and so the type of its data. */
export const platformConfigQueries = {
  detail: () => parsedQueryOptions(queryKeys.config, '/config/', platformConfigSchema),
};

/** The platform's public settings: where to pay, the fee, the escrow's timers. */
export function usePlatformConfig() {
  return useQuery(platformConfigQueries.detail());
}
