import {
  QueryClient,
  type DefaultError,
  type DefaultedQueryObserverOptions,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';

/**
 * A page render's query cache (docs/rendering.md, "How a page is rendered"): a query the page asks
 * for suspends its component until the query's data is in, React renders that part again then,
 * and the page is rendered once with its data instead of once to find its queries and again with
 * them. A disabled query never suspends (it is not fetched, as in the browser; `enabled` a
 * boolean or a function of the query), nor one that
 * failed: it is asked for once, never again after a pause, and the browser asks for it again
 * after hydration (the page state carries only data).
 */
export class RenderQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    const query = this.getQueryCache().get<TQueryFnData, TError, TQueryData, TQueryKey>(
      defaulted.queryHash,
    );
    const { enabled } = defaulted;
    // `enabled` as a function reads the query, which exists once an observer has built it: before
    // that the query is left to the browser rather than fetched against its own condition.
    const wanted =
      typeof enabled === 'function' ? query !== undefined && enabled(query) : enabled !== false;
    const failed = query?.state.status === 'error';
    return { ...defaulted, suspense: wanted && !failed, retry: false };
  }
}
