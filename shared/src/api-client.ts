import axios, { AxiosHeaders, isAxiosError, type AxiosError } from 'axios';
import type { RefreshResponse } from './contract/auth';
import { useAuthStore } from './auth-store';

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

/** The API base: an optional runtime-configured origin plus /api (spec §7). */
export function apiBaseUrl(): string {
  return `${globalThis.__PORTAL_API_ORIGIN__ ?? ''}/api`;
}

/** The one HTTP client of the portal. */
export const api = axios.create({ baseURL: apiBaseUrl() });

let onSessionExpired: () => void = () => window.location.assign('/login');

/** The shell routes to /login through the router instead of reloading the page. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

api.interceptors.request.use((config) => {
  const { accessToken } = useAuthStore.getState();
  if (accessToken && !config.skipAuthRefresh) {
    config.headers.set('Authorization', `Bearer ${accessToken}`);
  }
  return config;
});

let refreshInFlight: Promise<string> | null = null;

/** Concurrent 401s share one refresh call. */
function refreshAccessToken(refreshToken: string): Promise<string> {
  refreshInFlight ??= api
    .post<RefreshResponse>(REFRESH_PATH, { refresh: refreshToken }, { skipAuthRefresh: true })
    .then(({ data }) => {
      useAuthStore.getState().setTokens(data.access, data.refresh);
      return data.access;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

async function replayAfterRefresh(error: AxiosError): Promise<unknown> {
  const request = error.config;
  if (
    error.response?.status !== 401 ||
    !request ||
    request.authRetried ||
    request.skipAuthRefresh
  ) {
    throw error;
  }
  const { accessToken, refreshToken, clearSession } = useAuthStore.getState();
  const sentToken = AxiosHeaders.from(request.headers).get('Authorization');
  let freshToken: string;
  if (accessToken && refreshInFlight === null && sentToken !== `Bearer ${accessToken}`) {
    // Another request already refreshed while this one was on its way: just replay it.
    freshToken = accessToken;
  } else if (!refreshToken) {
    clearSession();
    throw error;
  } else {
    try {
      freshToken = await refreshAccessToken(refreshToken);
    } catch {
      clearSession();
      onSessionExpired();
      throw error;
    }
  }
  const headers = AxiosHeaders.from(request.headers);
  headers.set('Authorization', `Bearer ${freshToken}`);
  return api.request({ ...request, headers, authRetried: true });
}

api.interceptors.response.use(undefined, (error: unknown) => {
  if (!isAxiosError(error)) throw error;
  return replayAfterRefresh(error);
});
