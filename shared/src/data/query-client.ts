import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { errorStatus } from './http-error';

/** A refusal (4xx) will not change by asking again; a network failure or a 5xx may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 2;
}

/**
 * The portal's one query cache, made by the shell (or a test) and shared by every remote through
 * the @tanstack/react-query singleton; a page render on the server makes its own of the kind
 * `Client` (shell/src/server/render-query-client.ts).
 */
export function createQueryClient(
  Client: new (config: QueryClientConfig) => QueryClient = QueryClient,
): QueryClient {
  return new Client({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
