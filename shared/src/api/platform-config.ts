import { useQuery } from '@tanstack/react-query';
import { platformConfigSchema } from '../contract/platform-config';
import { queryKeys } from '../data/query-keys';
import { getParsed } from '../data/request';

/** The platform's public settings: where to pay, the fee, the escrow's timers. */
export function usePlatformConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => getParsed('/config/', platformConfigSchema, undefined, signal),
  });
}
