import type { ReactNode } from 'react';
import { LoadFailure } from './load-failure';
import type { Loaded } from './loaded';
import { LoadingSkeleton } from './loading-skeleton';

export interface LoadedViewProps<Data> {
  /** A data hook's result, passed on as it is. */
  query: Loaded<Data> & { isPending: boolean };
  /** Said to screen readers while it loads; 'Loading...' unless given. */
  loading?: string;
  /** The sentence in the red box, with Try again, when it could not be loaded. */
  loadFailed: string;
  /** How many grey bars stand for it while it loads. */
  skeletonRows?: number;
  /** What shows once the data is there. */
  children: (data: Data) => ReactNode;
}

/**
 * One answer a feature loaded (a dashboard, a profile's packages, the account's settings): grey
 * bars while it loads, the failure with Try again, or the data as the caller shows it.
 */
export function LoadedView<Data>({
  query,
  loading,
  loadFailed,
  skeletonRows,
  children,
}: LoadedViewProps<Data>) {
  if (query.isPending) return <LoadingSkeleton label={loading} rows={skeletonRows} />;
  if (query.isError || query.data === undefined) {
    return <LoadFailure message={loadFailed} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
