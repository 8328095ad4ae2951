import type { SessionUser } from '@portal/shared/contract/auth';
import type { Database } from '../db/client';
import { findSignedInUser } from '../db/queries/users';
import { currentUserOf, type CurrentUser } from './authenticate';
import { sessionUser } from './service';
import { createClaimTokens, REFRESH_TOKEN_MS, type AccessClaims } from './tokens';

/**
 * The page cookie (docs/rendering.md): lets the server render a signed-in user's pages. Set with
 * the tokens at sign-in, registration and refresh; HttpOnly, so no script reads it; SameSite=Lax,
 * Path=/. Only a GET for a page reads it (api/src/portal/render.ts): the API is bearer-token only
 * and never looks at it, so it adds nothing a cross-site request could use against the API.
 */
export const PAGE_SESSION_COOKIE = 'portal_page_session';

/** Another audience than the access tokens': a page token is never accepted by the API. */
const AUDIENCE = 'influencer-portal-pages';
/** As long as the session's refresh token, which renews it at every refresh. */
const COOKIE_SECONDS = Math.floor(REFRESH_TOKEN_MS / 1000);

/** The user of a live page cookie, and the claims of its session. */
export interface PageSessionUser {
  user: SessionUser;
  /** The same user as authentication reads it, for the render's API calls (render-calls.ts). */
  apiUser: CurrentUser;
  claims: AccessClaims;
}

export interface PageSessions {
  /** The Set-Cookie value for a session's claims (those of its new access token). */
  cookieFor(claims: AccessClaims): Promise<string>;
  /** The Set-Cookie value that removes the cookie. */
  readonly cleared: string;
  /**
   * The user a page cookie's value names while its session lives: signature and expiry checked,
   * then, as for an access token, the user active, the token version current and the session not
   * ended (a logout, a password reset, a deactivation, a session ended from another device end it
   * at once). Null for anything else.
   */
  userOf(db: Database, token: string): Promise<PageSessionUser | null>;
}

export function createPageSessions(secret: string, secure: boolean): PageSessions {
  const tokens = createClaimTokens(secret, AUDIENCE, COOKIE_SECONDS);
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return {
    async cookieFor(claims) {
      const token = await tokens.sign(claims);
      return `${PAGE_SESSION_COOKIE}=${token}; Max-Age=${COOKIE_SECONDS}; ${attributes}`;
    },
    cleared: `${PAGE_SESSION_COOKIE}=; Max-Age=0; ${attributes}`,
    async userOf(db, token) {
      const claims = await tokens.verify(token);
      if (claims === undefined) return null;
      const row = await findSignedInUser(db, claims.userId, claims.sessionId, { newcomer: true });
      if (row === undefined) return null;
      let apiUser: CurrentUser;
      try {
        apiUser = currentUserOf(row, claims);
      } catch {
        return null;
      }
      return {
        user: sessionUser(row, row.newcomer),
        apiUser,
        claims: {
          userId: apiUser.id,
          role: apiUser.role,
          tokenVersion: claims.tokenVersion,
          sessionId: claims.sessionId,
        },
      };
    },
  };
}
