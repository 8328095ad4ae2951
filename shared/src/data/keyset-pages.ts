import { infiniteQueryOptions, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import * as z from '@portal/shared/contract/zod';
import { api } from '@portal/shared/api-client';
import { compactParams, type QueryParams } from './request';

/** One page of a keyset-paginated list and the cursor of the page after it, if any. */
export interface KeysetPage<T> {
  items: T[];
  nextCursor: string | undefined;
}

/**
 * The cursor of the next page from a `Link: <...?cursor=X&limit=50>; rel="next"` header
 * (see docs/api-conventions.md), or undefined when this was the last page.
 */
export function nextCursorFromLink(link: unknown): string | undefined {
  if (typeof link !== 'string') return undefined;
  for (const part of link.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/i.exec(part);
    if (!match?.[1]) continue;
    const cursor = new URL(match[1], 'http://portal.invalid').searchParams.get('cursor');
    if (cursor) return cursor;
  }
  return undefined;
}

/** GET one page of a list: `params` plus the cursor, parsed item by item with the contract. */
export async function getKeysetPage<S extends z.ZodType>(
  path: string,
  itemSchema: S,
  params: QueryParams,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<KeysetPage<z.output<S>>> {
  const response = await api.get<unknown>(path, {
    params: compactParams({ ...params, cursor }),
    signal,
  });
  return {
    items: z.array(itemSchema).parse(response.data),
    nextCursor: nextCursorFromLink(response.headers.link),
  };
}

/** How a screen wants a list kept fresh; the resource hooks pass it through. */
export interface ListOptions {
  /** 'always' refetches each time a screen showing the list opens, even within `staleTime`. */
  refetchOnMount?: boolean | 'always';
}

export interface UseKeysetListOptions extends ListOptions {
  enabled?: boolean;
  /** Polls while set (the real-time client sets it while its socket is down). */
  refetchInterval?: number | false;
}

/**
 * A keyset list's query: its cache key, and a fetcher that asks for `path` (under /api, e.g.
 * '/campaigns/') with `params` and then for the page each `Link: rel="next"` names. The key
 * carries the pages' type, so the cache's reads and writes under it are typed without naming it.
 */
export function keysetListOptions<S extends z.ZodType, K extends QueryKey>(
  queryKey: K,
  path: string,
  itemSchema: S,
  params: QueryParams = {},
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => getKeysetPage(path, itemSchema, params, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/**
 * A filtered keyset list's query maker: the filters a screen chose are both the last part of the
 * cache key (`keyOf`) and the request's parameters (empty ones not sent).
 */
export function filteredListOptions<S extends z.ZodType, K extends QueryKey>(
  keyOf: (filters: QueryParams) => K,
  path: string,
  itemSchema: S,
) {
  return (filters: QueryParams) => keysetListOptions(keyOf(filters), path, itemSchema, filters);
}

/** A keyset list's query made by `keysetListOptions`, for items of type `T`. */
export type KeysetListQuery<T, K extends QueryKey = QueryKey> = ReturnType<
  typeof keysetListOptions<z.ZodType<T>, K>
>;

/** What a page needs of a keyset list: its rows so far and a "Load more" for the next page. */
export interface KeysetList<T> {
  items: T[];
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  refetch: () => void;
}

/** A keyset-paginated list that follows the `Link: rel="next"` header page by page. */
export function useKeysetList<T, K extends QueryKey>(
  list: KeysetListQuery<T, K>,
  { enabled = true, refetchInterval = false, refetchOnMount = true }: UseKeysetListOptions = {},
): KeysetList<T> {
  const query = useInfiniteQuery({ ...list, enabled, refetchInterval, refetchOnMount });
  const { data, fetchNextPage, refetch } = query;
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  return {
    items,
    isLoading: query.isPending && enabled,
    isError: query.isError,
    error: query.error,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void fetchNextPage(),
    refetch: () => void refetch(),
  };
}
