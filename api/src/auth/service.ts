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
import { endSessions, insertSession, isFirstSessionOf, touchSession } from '../db/queries/sessions';
import {
  findUserByEmail,
  findUserById,
  insertUserWithProfile,
  type UserRow,
} from '../db/queries/users';
import { deactivationReason } from '../db/queries/audit-log';
import { forbidden, unauthorized } from '../http/errors';
import type { AccountMail, Delivery } from '../accounts/account-mail';
import type { Clock } from '../clock';
import type { PendingEvents, TransactionWithEvents } from '../realtime/after-commit';
import type { DeviceTokens } from './device-tokens';
import type { LoginBudget } from './login-budget';
import { hashPassword, verifyAgainstDummy, verifyPassword, type ScryptCost } from './passwords';
import { refuseTakenIdentifiers, rethrowIdentifierViolation } from './identifiers';
import {
  hashOpaqueToken,
  newOpaqueToken,
  REFRESH_TOKEN_MS,
  type AccessClaims,
  type AccessTokens,
} from './tokens';

export const INVALID_LOGIN = 'Invalid email or password.';
export const DEACTIVATED = 'Your account has been deactivated.';
/** The refusal of a login to an account deactivated with a reason (see docs/accounts.md). */
export const deactivatedBecause = (reason: string) =>
  `Your account has been deactivated. Reason: ${reason}`;
const INVALID_REFRESH = 'Your session has expired. Please log in again.';

export interface Registration {
  username: string;
  email: string;
  password: string;
  role: Role;
  /** The language chosen before registering; the column's default (English) when not given. */
  language?: Language;
}

/** The device a session is signed in from, as the request shows it. */
export interface SessionClient {
  /** The User-Agent header, if any. */
  userAgent: string | undefined;
  /** The client address (request.ip). */
  ipAddress: string;
}

/** The User-Agent kept of a login: enough to name the browser and the system. */
const USER_AGENT_KEPT = 512;

export interface AuthService {
  register(input: Registration, client: SessionClient): Promise<AuthResponse>;
  login(
    email: string,
    password: string,
    client: SessionClient,
    deviceToken?: string,
  ): Promise<AuthResponse>;
  refresh(token: string, client: SessionClient): Promise<RefreshResponse>;
  logout(token: string): Promise<void>;
}

/** The signed-in user as the browser keeps it; `firstSession`: signed in with their first one. */
export function sessionUser(
  user: Pick<UserRow, 'id' | 'username' | 'email' | 'role' | 'language'>,
  firstSession: boolean,
): SessionUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    language: user.language,
    first_session: firstSession,
  };
}

function accessClaimsOf(user: UserRow, sessionId: string): AccessClaims {
  return { userId: user.id, role: user.role, tokenVersion: user.tokenVersion, sessionId };
}

/** The bus signal of ended sessions: each socket of the user checks its access token again. */
const SESSIONS_ENDED = { type: 'sessions_ended' } as const;

/**
 * Ends sessions of the user (`endSessions`) and, once the transaction commits, closes their
 * real-time sockets on every instance: each socket of the user checks its access token again and
 * closes (4401) when it no longer works, as HTTP refuses it.
 */
export async function endSessionsOf(
  tx: Queryable,
  events: PendingEvents,
  userId: number,
  which: { only?: string; except?: string },
  now: Date,
): Promise<string[]> {
  const ended = await endSessions(tx, userId, which, now);
  if (ended.length > 0) events.add(userId, SESSIONS_ENDED);
  return ended;
}

/**
 * Ends every session of a user and revokes their refresh tokens: on deactivation, when a used
 * token is replayed, and when the password is reset. Their sockets close (4401) on every instance
 * once the transaction commits, those of access tokens retired with the change too.
 */
export async function revokeAllSessions(
  tx: Queryable,
  events: PendingEvents,
  userId: number,
  now: Date,
): Promise<void> {
  await endSessions(tx, userId, {}, now);
  await revokeAllRefreshTokensOf(tx, userId);
  events.add(userId, SESSIONS_ENDED);
}

/**
 * Registration, login (within the per-account budget of `loginBudget`, or a trusted device's own
 * budget), the device tokens that make a device trusted, and the refresh-token rotation of
 * docs/accounts.md.
 */
export function createAuthService(
  db: Database,
  transaction: TransactionWithEvents,
  accessTokens: AccessTokens,
  deviceTokens: DeviceTokens,
  loginBudget: LoginBudget,
  accountMail: AccountMail,
  clock: Clock,
  passwordCost: ScryptCost,
): AuthService {
  async function issueRefreshToken(tx: Queryable, userId: number, familyId: string) {
    const { token, hash } = newOpaqueToken();
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
    client: SessionClient,
    deviceId?: string,
  ): Promise<AuthResponse> {
    const sessionId = randomUUID();
    const now = clock();
    await insertSession(tx, {
      id: sessionId,
      userId: user.id,
      userAgent: client.userAgent?.slice(0, USER_AGENT_KEPT) ?? null,
      ipAddress: client.ipAddress,
      createdAt: now,
      lastUsedAt: now,
    });
    const { token } = await issueRefreshToken(tx, user.id, sessionId);
    const access = await accessTokens.sign(accessClaimsOf(user, sessionId));
    const deviceToken = await deviceTokens.issue(user.id, deviceId);
    const firstSession = await isFirstSessionOf(tx, user.id, sessionId);
    return {
      user: sessionUser(user, firstSession),
      access,
      refresh: token,
      device_token: deviceToken,
    };
  }

  /** Registers and signs in; unless EMAIL_VERIFICATION=none, the address gets its link. */
  async function register(input: Registration, client: SessionClient): Promise<AuthResponse> {
    const passwordHash = await hashPassword(input.password, passwordCost);
    let registered: { response: AuthResponse; verification: Delivery | undefined };
    try {
      registered = await db.transaction(async (tx) => {
        await refuseTakenIdentifiers(tx, { ...input, chosen: true });
        const user = await insertUserWithProfile(tx, {
          username: input.username,
          email: input.email,
          passwordHash,
          role: input.role,
          language: input.language,
        });
        const verification =
          accountMail.emailVerification === 'none'
            ? undefined
            : await accountMail.verification(tx, user, user.email);
        return { response: await startSession(tx, user, client), verification };
      });
    } catch (error) {
      return rethrowIdentifierViolation(error);
    }
    await registered.verification?.();
    return registered.response;
  }

  /** `email` lower-cased, as the login contract gives it. */
  async function login(
    email: string,
    password: string,
    client: SessionClient,
    deviceToken?: string,
  ): Promise<AuthResponse> {
    const user = await findUserByEmail(db, email);
    // A device token counts only for the account it was issued for; an unknown email has none.
    const deviceId = await deviceTokens.verify(deviceToken, user?.id);
    // Unknown emails spend a budget too, and as slowly: the answers never tell whether one exists.
    const attempt = await loginBudget.claim(email, deviceId);
    let passwordMatches = false;
    if (user === undefined) await verifyAgainstDummy(password, passwordCost);
    else passwordMatches = await verifyPassword(password, user.passwordHash);
    if (user === undefined || !passwordMatches) {
      await loginBudget.failed();
      throw unauthorized(INVALID_LOGIN);
    }
    await loginBudget.succeeded(attempt);
    if (!user.isActive) {
      const reason = await deactivationReason(db, user.id);
      throw forbidden(reason === undefined ? DEACTIVATED : deactivatedBecause(reason));
    }
    return db.transaction((tx) => startSession(tx, user, client, deviceId));
  }

  async function refresh(token: string, client: SessionClient): Promise<RefreshResponse> {
    const outcome = await transaction(async (tx, events) => {
      const stored = await lockRefreshTokenByHash(tx, hashOpaqueToken(token));
      if (stored === undefined) return { kind: 'invalid' } as const;
      if (stored.replacedBy !== null) {
        // A token that was already rotated is being used again: it was stolen or leaked.
        await revokeAllSessions(tx, events, stored.userId, clock());
        return { kind: 'invalid' } as const;
      }
      if (stored.revokedAt !== null || stored.expiresAt.getTime() <= Date.now()) {
        return { kind: 'invalid' } as const;
      }
      const user = await findUserById(tx, stored.userId);
      if (user === undefined || !user.isActive) {
        await revokeAllSessions(tx, events, stored.userId, clock());
        return { kind: 'deactivated' } as const;
      }
      const next = await issueRefreshToken(tx, user.id, stored.familyId);
      await markRefreshTokenUsed(tx, stored.id, next.id);
      await touchSession(tx, stored.familyId, { lastUsedAt: clock(), ipAddress: client.ipAddress });
      return { kind: 'rotated', user, sessionId: stored.familyId, refresh: next.token } as const;
    });
    if (outcome.kind === 'invalid') throw unauthorized(INVALID_REFRESH);
    if (outcome.kind === 'deactivated') throw unauthorized(DEACTIVATED);
    // The version read in the transaction: a deactivation committed since then refuses this token.
    const access = await accessTokens.sign(accessClaimsOf(outcome.user, outcome.sessionId));
    return { access, refresh: outcome.refresh };
  }

  async function logout(token: string): Promise<void> {
    await transaction(async (tx, events) => {
      const stored = await lockRefreshTokenByHash(tx, hashOpaqueToken(token));
      if (stored === undefined) return;
      await revokeRefreshToken(tx, stored.id);
      // Signing out ends the session: its access token and its sockets stop working too.
      await endSessionsOf(tx, events, stored.userId, { only: stored.familyId }, clock());
    });
  }

  return { register, login, refresh, logout };
}
