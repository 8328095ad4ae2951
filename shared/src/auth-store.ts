import { create } from 'zustand';
import type { Role } from './contract/common';
import type { AuthResponse, SessionUser } from './contract/auth';

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
  clearSession: () => void;
}

const ROLES: readonly Role[] = ['brand', 'influencer', 'admin'];

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'number' &&
    typeof user.username === 'string' &&
    typeof user.email === 'string' &&
    ROLES.includes(user.role as Role)
  );
}

function readStoredUser(): SessionUser | null {
  const text = localStorage.getItem(SESSION_KEYS.user);
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function removeStoredSession(): void {
  for (const key of Object.values(SESSION_KEYS)) localStorage.removeItem(key);
}

const SIGNED_OUT = { user: null, accessToken: null, refreshToken: null } as const;

export const useAuthStore = create<AuthState>()((set) => ({
  ...SIGNED_OUT,
  hydrated: false,

  restoreSession: () => {
    const accessToken = localStorage.getItem(SESSION_KEYS.accessToken);
    const user = readStoredUser();
    if (accessToken && user) {
      const refreshToken = localStorage.getItem(SESSION_KEYS.refreshToken);
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

  clearSession: () => {
    removeStoredSession();
    set({ ...SIGNED_OUT, hydrated: true });
  },
}));
