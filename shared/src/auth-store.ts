import { create } from 'zustand';
import { sessionUserSchema, type AuthResponse, type SessionUser } from './contract/auth';

/** Browser-storage keys of the session (spec §3). */
export const SESSION_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  user: 'user',
} as const;

export interface AuthState {
  user: SessionUser | null;
  accessToken: string | null;
  refreshToken: string | null;
  /** False until restoreSession() has checked storage; the shell renders nothing before. */
  hydrated: boolean;
  /** Reads the stored session: restored only if both an access token and a user exist (spec §4). */
  restoreSession: () => void;
  signIn: (auth: AuthResponse) => void;
  setTokens: (accessToken: string, refreshToken: string) => void;
  /** After a profile edit: the navigation bar shows the new username. */
  updateUser: (changes: Pick<SessionUser, 'username' | 'email'>) => void;
  clearSession: () => void;
}

function readStoredUser(): SessionUser | null {
  const text = localStorage.getItem(SESSION_KEYS.user);
  if (!text) return null;
  try {
    const parsed = sessionUserSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
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

export const useAuthStore = create<AuthState>()((set, get) => ({
  ...SIGNED_OUT,
  hydrated: false,

  restoreSession: () => {
    const { accessToken, refreshToken } = readStoredTokens();
    const user = readStoredUser();
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
 * Keeps this tab's session in step with the others sharing its storage: tokens another tab
 * rotated are taken over, and a logout (or expired session) in one tab signs out every tab.
 * Returns the function that stops listening.
 */
export function followSessionInOtherTabs(): () => void {
  const keys: readonly string[] = Object.values(SESSION_KEYS);
  function onStorage(event: StorageEvent) {
    if (event.storageArea !== localStorage || (event.key !== null && !keys.includes(event.key))) {
      return;
    }
    const { accessToken, refreshToken } = readStoredTokens();
    const user = readStoredUser();
    if (accessToken && user) {
      useAuthStore.setState({ user, accessToken, refreshToken });
    } else if (useAuthStore.getState().user) {
      useAuthStore.setState({ ...SIGNED_OUT, hydrated: true });
    }
  }
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
