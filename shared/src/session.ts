import {
  authResponseSchema,
  type AuthResponse,
  type LoginRequest,
  type RegisterRequest,
} from './contract/auth';
import { api } from '@portal/shared/api-client';
import { useAuthStore } from '@portal/shared/auth-store';
import { readDeviceToken, storeDeviceToken } from './device-tokens';
import { pageLanguage } from './language';
import { RoleMissingError } from './session-errors';

/**
 * docs/api-conventions.md: an answer without the user's role is refused; the rest is read with the
 * contract.
 */
function readAuthResponse(data: unknown): AuthResponse {
  const parsed = authResponseSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  const role = (data as { user?: { role?: unknown } } | null)?.user?.role;
  if (!role) throw new RoleMissingError();
  throw parsed.error;
}

/**
 * Signs in (POST /login/, see docs/accounts.md) with this browser's device token for the account,
 * if it has one, and stores the session and the renewed device token. Throws on failure.
 */
export async function login(
  credentials: Pick<LoginRequest, 'email' | 'password'>,
): Promise<AuthResponse> {
  const request: LoginRequest = {
    ...credentials,
    device_token: readDeviceToken(credentials.email),
  };
  const { data } = await api.post<unknown>('/login/', request, { skipAuthRefresh: true });
  const auth = readAuthResponse(data);
  storeDeviceToken(credentials.email, auth.device_token);
  useAuthStore.getState().signIn(auth);
  return auth;
}

/**
 * Creates an account (POST /register/, see docs/accounts.md) in the language the page is shown in
 * (the one chosen on the landing page, unless `details` names one) and stores the session and the
 * device token. Throws on failure.
 */
export async function register(details: RegisterRequest): Promise<AuthResponse> {
  // English is the account's default: only another language is named.
  const language = details.language ?? pageLanguage();
  const request: RegisterRequest = language === 'en' ? details : { ...details, language };
  const { data } = await api.post<unknown>('/register/', request, { skipAuthRefresh: true });
  const auth = readAuthResponse(data);
  storeDeviceToken(details.email, auth.device_token);
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
