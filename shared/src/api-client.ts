import type {
  AxiosAdapter,
  AxiosError,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  InternalAxiosRequestConfig,
} from 'axios';
import { readStoredTokens, useAuthStore } from '@portal/shared/auth-store';
import { isHttpError } from './data/http-error';
import { pageLanguage } from './language';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on a request replayed after a token refresh, so it is never refreshed twice. */
    authRetried?: boolean;
    /** Set on calls whose 401 means bad credentials, not an expired token: login, refresh... */
    skipAuthRefresh?: boolean;
  }
}

declare global {
  /** Optional origin of the API (e.g. 'https://api.example.com'), set before the shell starts. */
  var __PORTAL_API_ORIGIN__: string | undefined;
}

export const REFRESH_PATH = '/token/refresh/';

/** The API base: an optional runtime-configured origin plus /api (see docs/api-conventions.md). */
export function apiBaseUrl(): string {
  return `${globalThis.__PORTAL_API_ORIGIN__ ?? ''}/api`;
}

/** What the portal asks of its HTTP client: axios's calls, and where they go. */
export interface ApiClient {
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown>(
    url: string,
    data?: unknown,
    config?: AxiosRequestConfig,
  ): Promise<AxiosResponse<T>>;
  put<T = unknown>(
    url: string,
    data?: unknown,
    config?: AxiosRequestConfig,
  ): Promise<AxiosResponse<T>>;
  request<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  /**
   * Sends every call through `adapter` instead of the network: the server's page render sends
   * them into its own API, a test to its fake server.
   */
  setTransport(adapter: AxiosAdapter): void;
}

let client: Promise<AxiosInstance> | null = null;
let transport: AxiosAdapter | undefined;

/**
 * axios, loaded with the first call and set up once: a page hydrates from the data the server
 * embedded and calls nothing, so axios stays off its first load until the first refetch or
 * form (docs/rendering.md). A load that failed (the connection was lost) is tried again by the
 * next call.
 */
function loadClient(): Promise<AxiosInstance> {
  client ??= import('axios').then(
    ({ default: axios }) => {
      const instance = axios.create({ baseURL: apiBaseUrl() });
      if (transport) instance.defaults.adapter = transport;
      instance.interceptors.request.use(withSessionHeaders);
      instance.interceptors.response.use(undefined, (error: unknown) => {
        if (!isHttpError(error)) throw error;
        return replayAfterRefresh(instance, error);
      });
      return instance;
    },
    (error: unknown) => {
      client = null;
      throw error;
    },
  );
  return client;
}

/** The one HTTP client of the portal. */
export const api: ApiClient = {
  get: async (url, config) => (await loadClient()).get(url, config),
  post: async (url, data, config) => (await loadClient()).post(url, data, config),
  put: async (url, data, config) => (await loadClient()).put(url, data, config),
  request: async (config) => (await loadClient()).request(config),
  setTransport(adapter) {
    transport = adapter;
    void client?.then((instance) => {
      instance.defaults.adapter = adapter;
    });
  },
};

let onSessionExpired: () => void = () => window.location.assign('/login');

/** The shell routes to /login through the router instead of reloading the page. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

/** Every call says the page's language, and a signed-in one carries the access token. */
function withSessionHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  // The language the page is shown in (<html lang>, which i18n sets on every switch): the API
  // words its answers in it (see docs/i18n.md), whatever the account's profile says.
  config.headers.set('Accept-Language', pageLanguage());
  const { accessToken } = useAuthStore.getState();
  if (accessToken && !config.skipAuthRefresh) {
    config.headers.set('Authorization', `Bearer ${accessToken}`);
  }
  return config;
}

let refreshInFlight: Promise<string> | null = null;

/** The Web Locks name under which one tab at a time refreshes the shared session. */
export const REFRESH_LOCK = 'portal-token-refresh';

/** Runs `task` while holding the cross-tab refresh lock (Web Locks), or directly without them. */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

/**
 * Exchanges `refreshToken` for new tokens. Concurrent 401s in this tab share one call, and tabs
 * take turns: a tab that waited for the lock finds the tokens another tab already rotated in
 * storage and uses them, instead of replaying the spent refresh token (which the server treats
 * as theft and answers by revoking the whole session).
 */
function refreshAccessToken(refreshToken: string): Promise<string> {
  refreshInFlight ??= withRefreshLock(async () => {
    const stored = readStoredTokens();
    if (stored.accessToken && stored.refreshToken && stored.refreshToken !== refreshToken) {
      useAuthStore.getState().setTokens(stored.accessToken, stored.refreshToken);
      return stored.accessToken;
    }
    const [{ data }, { refreshResponseSchema }] = await Promise.all([
      api.post<unknown>(REFRESH_PATH, { refresh: refreshToken }, { skipAuthRefresh: true }),
      import('./contract/auth'),
    ]);
    const tokens = refreshResponseSchema.parse(data);
    useAuthStore.getState().setTokens(tokens.access, tokens.refresh);
    return tokens.access;
  }).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * A fresh access token for a caller outside HTTP (the real-time socket after a 4401). Clears the
 * session and reports it expired when the refresh fails.
 */
export async function refreshSession(): Promise<string | null> {
  const { refreshToken, clearSession } = useAuthStore.getState();
  if (!refreshToken) {
    clearSession();
    return null;
  }
  try {
    return await refreshAccessToken(refreshToken);
  } catch {
    clearSession();
    onSessionExpired();
    return null;
  }
}

async function replayAfterRefresh(instance: AxiosInstance, error: AxiosError): Promise<unknown> {
  const request = error.config;
  if (
    error.response?.status !== 401 ||
    !request ||
    request.authRetried ||
    request.skipAuthRefresh
  ) {
    throw error;
  }
  const { accessToken } = useAuthStore.getState();
  const sentToken = request.headers.get('Authorization');
  // Another request may have refreshed while this one was on its way: then just replay it.
  const alreadyRefreshed =
    accessToken !== null && refreshInFlight === null && sentToken !== `Bearer ${accessToken}`;
  const freshToken = alreadyRefreshed ? accessToken : await refreshSession();
  if (freshToken === null) throw error;
  const headers = request.headers.concat({ Authorization: `Bearer ${freshToken}` });
  return instance.request({ ...request, headers, authRetried: true });
}
