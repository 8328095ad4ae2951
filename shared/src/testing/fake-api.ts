import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { api, type ApiClient } from '@portal/shared/api-client';

/** A request as the fake server saw it. */
export interface FakeRequest {
  method: string;
  /** The path under /api, without the query: '/campaigns/'. */
  url: string;
  /** The query parameters as sent (empty filters are never sent). */
  params: Record<string, string>;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeReply {
  status: number;
  data?: unknown;
  /** Response headers, e.g. `{ link: '</api/campaigns/?cursor=Mg>; rel="next"' }`. */
  headers?: Record<string, string>;
}

/** Computes a reply; `headers` are the request's headers as sent (Accept-Language...). */
export type FakeHandler = (
  request: FakeRequest,
  headers: AxiosHeaders,
) => FakeReply | Promise<FakeReply>;

/** 'GET /applications/' -> the reply, or a handler computing it from the request. */
export type FakeRoutes = Record<string, FakeReply | FakeHandler>;

function toResponse(config: InternalAxiosRequestConfig, reply: FakeReply): AxiosResponse {
  return {
    status: reply.status,
    statusText: String(reply.status),
    data: reply.data ?? null,
    headers: AxiosHeaders.from(reply.headers ?? {}),
    config,
    request: {},
  };
}

function readParams(params: unknown): Record<string, string> {
  if (typeof params !== 'object' || params === null) return {};
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
}

function readBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * Points the portal's real `api` client (with its real interceptors) at an in-memory server: an
 * axios adapter, so no module is mocked. Returns the log of requests the server received.
 * `client` is another copy of the API client (a second tab in a test), when given.
 */
export function serveApiWith(handler: FakeHandler, client: ApiClient = api): FakeRequest[] {
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const headers = AxiosHeaders.from(config.headers);
    const authorization = headers.get('Authorization');
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: readParams(config.params),
      authorization: typeof authorization === 'string' ? authorization : undefined,
      body: readBody(config.data),
    };
    requests.push(request);
    const response = toResponse(config, await handler(request, headers));
    if (response.status >= 200 && response.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${response.status}`,
      response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  client.setTransport(adapter);
  return requests;
}

/**
 * A fake server from a route map: `{ 'GET /applications/': { status: 200, data: [...] } }`. A
 * request no route names is answered 404, so a test sees an unexpected call fail loudly.
 */
export function serveApi(routes: FakeRoutes): FakeRequest[] {
  return serveApiWith((request, headers) => {
    const route = routes[`${request.method} ${request.url}`];
    if (route === undefined) {
      return { status: 404, data: { error: `No fake route for ${request.method} ${request.url}` } };
    }
    return typeof route === 'function' ? route(request, headers) : route;
  });
}

/** The `Link` header of a list with a next page (see docs/api-conventions.md). */
export function nextPageLink(path: string, cursor: string): Record<string, string> {
  return { link: `</api${path}?limit=50&cursor=${cursor}>; rel="next"` };
}

/** A reply the test releases when it wants, to observe busy states. */
export function deferredReply(): {
  promise: Promise<FakeReply>;
  resolve: (reply: FakeReply) => void;
} {
  let resolve: (reply: FakeReply) => void = () => undefined;
  const promise = new Promise<FakeReply>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
