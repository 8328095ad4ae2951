import {
  authResponseSchema,
  type AuthResponse,
  type LoginRequest,
  type RegisterRequest,
} from './contract/auth';
import { api } from '@portal/shared/api-client';
import { useAuthStore } from '@portal/shared/auth-store';
import { RoleMissingError } from './session-errors';

/** Spec §5: an answer without the user's role is refused; the rest is read with the contract. */
function readAuthResponse(data: unknown): AuthResponse {
  const parsed = authResponseSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const role = (data as { user?: { role?: unknown } } | null)?.user?.role;
  if (!role) throw new RoleMissingError();
  throw parsed.error;
}

/** Signs in (spec §7 POST /login/) and stores the session. Throws on failure. */
export async function login(credentials: LoginRequest): Promise<AuthResponse> {
  const { data } = await api.post<unknown>('/login/', credentials, { skipAuthRefresh: true });
  const auth = readAuthResponse(data);
  useAuthStore.getState().signIn(auth);
  return auth;
}

/** Creates an account (spec §7 POST /register/) and stores the session. Throws on failure. */
export async function register(details: RegisterRequest): Promise<AuthResponse> {
  const { data } = await api.post<unknown>('/register/', details, { skipAuthRefresh: true });
  const auth = readAuthResponse(data);
  useAuthStore.getState().signIn(auth);
  return auth;
}

/** Revokes the refresh token on the server when it can, then always clears the session. */
export async function logout(): Promise<void> {
  const { refreshToken, clearSession } = useAuthStore.getState();
  try {
    if (refreshToken) {
      await api.post('/logout/', { refresh: refreshToken }, { skipAuthRefresh: true });
    }
  } catch {
    // Best effort: the session ends on this device whatever the server answered.
  } finally {
    clearSession();
  }
}
