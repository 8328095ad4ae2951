import { randomUUID } from 'node:crypto';
import type { AuthResponse, RefreshResponse, SessionUser } from '@portal/shared/contract/auth';
import type { Role } from '@portal/shared/contract/common';
import type { Language } from '@portal/shared/language';
import type { Database, Queryable } from '../db/client';
import {
  insertRefreshToken,
  lockRefreshTokenByHash,
  markRefreshTokenUsed,
  revokeAllRefreshTokensOf,
  revokeRefreshToken,
} from '../db/queries/refresh-tokens';
import { insertSession } from '../db/queries/sessions';
import {
  findUserByEmail,
  findUserById,
  insertUserWithProfile,
  type UserRow,
} from '../db/queries/users';
import { forbidden, unauthorized } from '../http/errors';
import type { DeviceTokens } from './device-tokens';
import type { LoginBudget } from './login-budget';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { refuseTakenIdentifiers, rethrowIdentifierViolation } from './identifiers';
import {
  hashRefreshToken,
  newRefreshToken,
  REFRESH_TOKEN_MS,
  type AccessClaims,
  type AccessTokens,
} from './tokens';

export const INVALID_LOGIN = 'Invalid email or password.';
export const DEACTIVATED = 'Your account has been deactivated.';
const INVALID_REFRESH = 'Your session has expired. Please log in again.';

export interface Registration {
  username: string;
  email: string;
  password: string;
  role: Role;
  /** The language chosen before registering; the column's default (English) when not given. */
  language?: Language;
}

export interface AuthService {
  register(input: Registration): Promise<AuthResponse>;
  login(email: string, password: string, deviceToken?: string): Promise<AuthResponse>;
  refresh(token: string): Promise<RefreshResponse>;
  logout(token: string): Promise<void>;
}

function sessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    language: user.language,
  };
}

function accessClaimsOf(user: UserRow): AccessClaims {
  return { userId: user.id, role: user.role, tokenVersion: user.tokenVersion };
}

/** Revokes every refresh token of a user: on deactivation and when a used token is replayed. */
export function revokeAllSessions(tx: Queryable, userId: number): Promise<void> {
  return revokeAllRefreshTokensOf(tx, userId);
}

/**
 * Registration, login (within the per-account budget of `loginBudget`, or a trusted device's own
 * budget), the device tokens that make a device trusted, and the refresh-token rotation of
 * design §2.
 */
export function createAuthService(
  db: Database,
  accessTokens: AccessTokens,
  deviceTokens: DeviceTokens,
  loginBudget: LoginBudget,
): AuthService {
  async function issueRefreshToken(tx: Queryable, userId: number, familyId: string) {
    const { token, hash } = newRefreshToken();
    const id = randomUUID();
    await insertRefreshToken(tx, {
      id,
      userId,
      tokenHash: hash,
      familyId,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_MS),
    });
    return { id, token };
  }

  /** A new session on a device, trusted from now on (`deviceId`: the one it already has). */
  async function startSession(
    tx: Queryable,
    user: UserRow,
    deviceId?: string,
  ): Promise<AuthResponse> {
    const sessionId = randomUUID();
    await insertSession(tx, { id: sessionId, userId: user.id });
    const { token } = await issueRefreshToken(tx, user.id, sessionId);
    const access = await accessTokens.sign(accessClaimsOf(user));
    const deviceToken = await deviceTokens.issue(user.id, deviceId);
    return { user: sessionUser(user), access, refresh: token, device_token: deviceToken };
  }

  async function register(input: Registration): Promise<AuthResponse> {
    const passwordHash = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        await refuseTakenIdentifiers(tx, { ...input, chosen: true });
        const user = await insertUserWithProfile(tx, {
          username: input.username,
          email: input.email,
          passwordHash,
          role: input.role,
          language: input.language,
        });
        return startSession(tx, user);
      });
    } catch (error) {
      return rethrowIdentifierViolation(error);
    }
  }

  /** `email` lower-cased, as the login contract gives it. */
  async function login(
    email: string,
    password: string,
    deviceToken?: string,
  ): Promise<AuthResponse> {
    const user = await findUserByEmail(db, email);
    // A device token counts only for the account it was issued for; an unknown email has none.
    const deviceId = await deviceTokens.verify(deviceToken, user?.id);
    // Unknown emails spend a budget too, and as slowly: the answers never tell whether one exists.
    const attempt = await loginBudget.claim(email, deviceId);
    let passwordMatches = false;
    if (user === undefined) await verifyAgainstDummy(password);
    else passwordMatches = await verifyPassword(password, user.passwordHash);
    if (user === undefined || !passwordMatches) {
      await loginBudget.failed();
      throw unauthorized(INVALID_LOGIN);
    }
    await loginBudget.succeeded(attempt);
    if (!user.isActive) throw forbidden(DEACTIVATED);
    return db.transaction((tx) => startSession(tx, user, deviceId));
  }

  async function refresh(token: string): Promise<RefreshResponse> {
    const outcome = await db.transaction(async (tx) => {
      const stored = await lockRefreshTokenByHash(tx, hashRefreshToken(token));
      if (stored === undefined) return { kind: 'invalid' } as const;
      if (stored.replacedBy !== null) {
        // A token that was already rotated is being used again: it was stolen or leaked.
        await revokeAllSessions(tx, stored.userId);
        return { kind: 'invalid' } as const;
      }
      if (stored.revokedAt !== null || stored.expiresAt.getTime() <= Date.now()) {
        return { kind: 'invalid' } as const;
      }
      const user = await findUserById(tx, stored.userId);
      if (user === undefined || !user.isActive) {
        await revokeAllSessions(tx, stored.userId);
        return { kind: 'deactivated' } as const;
      }
      const next = await issueRefreshToken(tx, user.id, stored.familyId);
      await markRefreshTokenUsed(tx, stored.id, next.id);
      return { kind: 'rotated', user, refresh: next.token } as const;
    });
    if (outcome.kind === 'invalid') throw unauthorized(INVALID_REFRESH);
    if (outcome.kind === 'deactivated') throw unauthorized(DEACTIVATED);
    // The version read in the transaction: a deactivation committed since then refuses this token.
    const access = await accessTokens.sign(accessClaimsOf(outcome.user));
    return { access, refresh: outcome.refresh };
  }

  async function logout(token: string): Promise<void> {
    await db.transaction(async (tx) => {
      const stored = await lockRefreshTokenByHash(tx, hashRefreshToken(token));
      if (stored !== undefined) await revokeRefreshToken(tx, stored.id);
    });
  }

  return { register, login, refresh, logout };
}
