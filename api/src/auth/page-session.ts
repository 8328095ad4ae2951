import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '@portal/shared/contract/common';
import type { Database } from '../db/client';
import { findUserById } from '../db/queries/users';
import { activeUser } from './authenticate';
import { hmacKey, ISSUER, REFRESH_TOKEN_MS, type AccessClaims } from './tokens';
import type { SessionUser } from '@portal/shared/contract/auth';

/**
 * The page cookie (docs/rendering.md): lets the server render a signed-in user's pages. Set with
 * the tokens at sign-in, registration and refresh; HttpOnly, so no script reads it; SameSite=Lax,
 * Path=/. Only a GET for a page reads it (api/src/portal/render.ts): the API is bearer-token only
 * and never looks at it, so it adds nothing a cross-site request could use against the API.
 */
export const PAGE_SESSION_COOKIE = 'portal_page_session';

/** Another audience than the access tokens': a page token is never accepted by the API. */
const AUDIENCE = 'influencer-portal-pages';
const TOKEN_VERSION_CLAIM = 'tv';
const SESSION_CLAIM = 'sid';
const COOKIE_SECONDS = Math.floor(REFRESH_TOKEN_MS / 1000);

export interface PageSessions {
  /** The Set-Cookie value for a session's claims (those of its new access token). */
  cookieFor(claims: AccessClaims): Promise<string>;
  /** The Set-Cookie value that removes the cookie. */
  readonly cleared: string;
  /**
   * The user a page cookie's value names while its session lives: signature and expiry checked,
   * then the user active, the token version current and the session not ended (a logout, a
   * password reset, a deactivation, a session ended from another device end it at once). Null
   * for anything else.
   */
  userOf(db: Database, token: string): Promise<PageSessionUser | null>;
}

/** The user of a live page cookie, and the claims of its session. */
export interface PageSessionUser {
  user: SessionUser;
  claims: AccessClaims;
}

export function createPageSessions(secret: string, secure: boolean): PageSessions {
  const key = hmacKey(secret);
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return {
    async cookieFor({ userId, role, tokenVersion, sessionId }) {
      const token = await new SignJWT({
        role,
        [TOKEN_VERSION_CLAIM]: tokenVersion,
        ...(sessionId === null ? {} : { [SESSION_CLAIM]: sessionId }),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${COOKIE_SECONDS}s`)
        .sign(await key);
      return `${PAGE_SESSION_COOKIE}=${token}; Max-Age=${COOKIE_SECONDS}; ${attributes}`;
    },
    cleared: `${PAGE_SESSION_COOKIE}=; Max-Age=0; ${attributes}`,
    async userOf(db, token) {
      let claims: AccessClaims & { expiresAt: Date };
      // Checked as an access token is, by the same rules (authenticate.ts).
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const userId = Number(payload.sub);
        const tokenVersion = payload[TOKEN_VERSION_CLAIM];
        const sessionId = payload[SESSION_CLAIM] ?? null;
        if (!Number.isInteger(userId) || userId <= 0 || payload.exp === undefined) return null;
        if (typeof tokenVersion !== 'number' || !Number.isInteger(tokenVersion)) return null;
        if (sessionId !== null && typeof sessionId !== 'string') return null;
        claims = {
          userId,
          role: payload.role as Role,
          tokenVersion,
          sessionId,
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch {
        return null;
      }
      try {
        await activeUser(db, claims);
      } catch {
        return null;
      }
      const user = await findUserById(db, claims.userId);
      if (user === undefined) return null;
      return {
        user: {
          id: user.id,
          username: user.username,
          email: user.email,
          role: user.role,
          language: user.language,
        },
        claims: {
          userId: user.id,
          role: user.role,
          tokenVersion: claims.tokenVersion,
          sessionId: claims.sessionId,
        },
      };
    },
  };
}
