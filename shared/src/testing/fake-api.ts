import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { api } from '../api-client';

/** A request as the fake server saw it. */
export interface FakeRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

export interface FakeReply {
  status: number;
  data?: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

function toResponse(config: InternalAxiosRequestConfig, reply: FakeReply): AxiosResponse {
  return {
    status: reply.status,
    statusText: String(reply.status),
    data: reply.data ?? null,
    headers: {},
    config,
    request: {},
  };
}

/**
 * Points the portal's real `api` client (with its real interceptors) at an in-memory server: an
 * axios adapter, so no module is mocked. Returns the log of requests the server received.
 */
export function serveApiWith(handler: FakeHandler): FakeRequest[] {
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const authorization = AxiosHeaders.from(config.headers).get('Authorization');
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      authorization: typeof authorization === 'string' ? authorization : undefined,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    requests.push(request);
    const response = toResponse(config, await handler(request));
    if (response.status >= 200 && response.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${response.status}`,
      response.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  api.defaults.adapter = adapter;
  return requests;
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
