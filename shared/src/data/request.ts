import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type * as z from '@portal/shared/contract/zod';
import { api } from '@portal/shared/api-client';
import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyHeaderValue,
} from '@portal/shared/contract/idempotency';

/** Query parameters of a list or search; empty values are dropped before sending. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * Only non-empty filters are sent (see docs/api-conventions.md): '', null and undefined are left
 * out.
 */
export function compactParams(params: QueryParams = {}): Record<string, string | number | boolean> {
  const sent: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    sent[name] = typeof value === 'string' ? value.trim() : value;
  }
  return sent;
}

/** GET `path` (under /api) and parse the answer with its contract schema. */
export async function getParsed<S extends z.ZodType>(
  path: string,
  schema: S,
  params?: QueryParams,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const { data } = await api.get<unknown>(path, { params: compactParams(params), signal });
  return schema.parse(data);
}

/**
 * The query of one answer (a detail, a dashboard, a short list): its cache key, and a fetcher that
 * GETs `path` with `params` and parses the answer with `schema`. A keyset list has
 * `keysetListOptions` instead.
 */
export function parsedQueryOptions<S extends z.ZodType, K extends QueryKey>(
  queryKey: K,
  path: string,
  schema: S,
  params?: QueryParams,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => getParsed(path, schema, params, signal),
  });
}

export type WriteMethod = 'post' | 'put' | 'patch' | 'delete';

export interface WriteOptions {
  /** Sent as the Idempotency-Key header: the server does a request with this key once. */
  idempotencyKey?: string;
}

/** A write call whose answer is parsed with its contract schema. */
export async function sendParsed<S extends z.ZodType>(
  method: WriteMethod,
  path: string,
  body: unknown,
  schema: S,
  { idempotencyKey }: WriteOptions = {},
): Promise<z.output<S>> {
  const headers =
    idempotencyKey === undefined
      ? undefined
      : { [IDEMPOTENCY_KEY_HEADER]: idempotencyKeyHeaderValue(idempotencyKey) };
  const { data } = await api.request<unknown>({ method, url: path, data: body, headers });
  return schema.parse(data);
}

/** A write call answered with 204 No Content. */
export async function sendNoContent(method: WriteMethod, path: string, body?: unknown) {
  await api.request({ method, url: path, data: body });
}

/** A file the API answered with, e.g. a CSV export, under the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** The file name of a `Content-Disposition: attachment; filename="..."` header, if any. */
export function filenameFromDisposition(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  return /filename="?([^";]+)"?/i.exec(header)?.[1];
}

/**
 * GET a file through the API client, so the bearer token travels in the header (and is refreshed
 * as for any call) and never in a URL.
 */
export async function getFile(
  path: string,
  params: QueryParams | undefined,
  fallbackName: string,
): Promise<DownloadedFile> {
  const response = await api.get<Blob>(path, {
    params: compactParams(params),
    responseType: 'blob',
  });
  return {
    blob: response.data,
    filename: filenameFromDisposition(response.headers['content-disposition']) ?? fallbackName,
  };
}
