import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AuthResponse, SessionUser } from './contract/auth';
import { pageState } from './page-state';

/** Browser-storage keys of the session (see docs/accounts.md); logout removes them. */
export const SESSION_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  user: 'user',
} as const;

/** What a sign-in answers that makes the session (its device token is kept apart: device-tokens). */
export type Session = Pick<AuthResponse, 'user' | 'access' | 'refresh'>;

export interface AuthState {
  user: SessionUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** False until restoreSession() has checked storage; the shell renders nothing before. */
  hydrated: boolean;
  /**
   * Reads the stored session: restored only if both an access token and a user exist (see
   * docs/accounts.md). Without a stored access token it settles at once; otherwise once the user
   * has been checked.
   */
  restoreSession: () => Promise<void>;
  signIn: (session: Session) => void;
  setTokens: (accessToken: string, refreshToken: string) => void;
  /**
   * After a profile edit (the navigation bar shows the new username) or a language switch saved
   * on the account.
   */
  updateUser: (changes: Partial<Pick<SessionUser, 'username' | 'email' | 'language'>>) => void;
  clearSession: () => void;
}

/**
 * The stored user, checked against the contract's schema. The schema (and with it zod, 26 KB
 * gzip) is imported only when a user is stored: a visitor's landing page never downloads it.
 */
async function readStoredUser(): Promise<SessionUser | null> {
  const text = localStorage.getItem(SESSION_KEYS.user);
  if (!text) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  const { sessionUserSchema } = await import('./contract/auth');
  const parsed = sessionUserSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

/** The tokens as stored now: another tab may have rotated them since this tab read them. */
export function readStoredTokens(): { accessToken: string | null; refreshToken: string | null } {
  return {
    accessToken: localStorage.getItem(SESSION_KEYS.accessToken),
    refreshToken: localStorage.getItem(SESSION_KEYS.refreshToken),
  };
}

function removeStoredSession(): void {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
}

const SIGNED_OUT = { user: null, accessToken: null, refreshToken: null } as const;

/**
 * This tab's session as the page was sent: a page the server rendered for a signed-in user starts
 * signed in (with the tokens in storage), so the first render in the browser is the server's.
 */
function firstState(): Pick<AuthState, 'user' | 'accessToken' | 'refreshToken' | 'hydrated'> {
  const rendered = pageState();
  if (rendered === null) return { ...SIGNED_OUT, hydrated: false };
  return {
    ...SIGNED_OUT,
    ...(rendered.user ? readStoredTokens() : {}),
    user: rendered.user,
    hydrated: true,
  };
}

/** True for the very user object the server rendered this page for (see firstState). */
function isRenderedUser(user: SessionUser | null): user is SessionUser {
  return user !== null && user === pageState()?.user;
}

const browserStore = createStore<AuthState>()((set, get) => ({
  ...firstState(),

  restoreSession: async () => {
    const { accessToken, refreshToken } = readStoredTokens();
    const shown = get();
    if (accessToken && localStorage.getItem(SESSION_KEYS.user) && isRenderedUser(shown.user)) {
      // The server checked this session (its page cookie) and rendered the page for this user,
      // fresher than the stored copy: the page keeps it, so nothing re-renders and no schema is
      // loaded to check the stored copy, which takes the server's user instead.
      localStorage.setItem(SESSION_KEYS.user, JSON.stringify(shown.user));
      if (shown.accessToken !== accessToken || shown.refreshToken !== refreshToken) {
        set({ accessToken, refreshToken });
      }
      return;
    }
    // No await without an access token: a visitor's shell renders in the same task.
    const user = accessToken ? await readStoredUser() : null;
    if (accessToken && user) {
      set({ user, accessToken, refreshToken, hydrated: true });
    } else {
      removeStoredSession();
      set({ ...SIGNED_OUT, hydrated: true });
    }
  },

  signIn: ({ user, access, refresh }) => {
    localStorage.setItem(SESSION_KEYS.accessToken, access);
    localStorage.setItem(SESSION_KEYS.refreshToken, refresh);
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
    set({ user, accessToken: access, refreshToken: refresh, hydrated: true });
  },

  setTokens: (accessToken, refreshToken) => {
    localStorage.setItem(SESSION_KEYS.accessToken, accessToken);
    localStorage.setItem(SESSION_KEYS.refreshToken, refreshToken);
    set({ accessToken, refreshToken });
  },

  updateUser: (changes) => {
    const { user } = get();
    if (!user) return;
    const updated = { ...user, ...changes };
    localStorage.setItem(SESSION_KEYS.user, JSON.stringify(updated));
    set({ user: updated });
  },

  clearSession: () => {
    removeStoredSession();
    set({ ...SIGNED_OUT, hydrated: true });
  },
}));

/**
 * The session a server render reads: one store per request (createRenderedAuthStore), never the
 * process's own. In the browser no provider is needed: the tab's one store is the default.
 */
export const AuthStoreContext = createContext<StoreApi<AuthState> | null>(null);

function useAuthState<T>(selector: (state: AuthState) => T): T {
  return useStore(useContext(AuthStoreContext) ?? browserStore, selector);
}

/**
 * The session: `useAuthStore(selector)` in a component (the request's session on the server, the
 * tab's in the browser), `useAuthStore.getState()` and the like in event handlers and services,
 * which run in the browser only.
 */
export const useAuthStore = Object.assign(useAuthState, browserStore);

/** A server render's session: the user the page cookie names, or nobody; it never changes. */
export function createRenderedAuthStore(user: SessionUser | null): StoreApi<AuthState> {
  const ignore = () => undefined;
  return createStore<AuthState>()(() => ({
    user,
    accessToken: null,
    refreshToken: null,
    hydrated: true,
    restoreSession: () => Promise.resolve(),
    signIn: ignore,
    setTokens: ignore,
    updateUser: ignore,
    clearSession: ignore,
  }));
}

/**
 * Keeps this tab's session in step with the others sharing its storage: tokens another tab
 * rotated are taken over, and a logout (or expired session) in one tab signs out every tab.
 * Returns the function that stops listening.
 */
export function followSessionInOtherTabs(): () => void {
  const keys: readonly string[] = Object.values(SESSION_KEYS);
  async function onStorage(event: StorageEvent) {
    if (event.storageArea !== localStorage || (event.key !== null && !keys.includes(event.key))) {
      return;
    }
    const { accessToken, refreshToken } = readStoredTokens();
    const user = accessToken ? await readStoredUser() : null;
    if (accessToken && user) {
      useAuthStore.setState({ user, accessToken, refreshToken });
    } else if (useAuthStore.getState().user) {
      useAuthStore.setState({ ...SIGNED_OUT, hydrated: true });
    }
  }
  const listener = (event: StorageEvent) => void onStorage(event);
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
