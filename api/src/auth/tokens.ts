import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '@portal/shared/contract/common';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_MS = 7 * 24 * 60 * 60 * 1000;

export const ISSUER = 'influencer-portal';
const AUDIENCE = 'influencer-portal-api';

export interface AccessClaims {
  userId: number;
  role: Role;
  /** The user's `token_version` when the token was issued; it must still be current to work. */
  tokenVersion: number;
  /**
   * The session (see docs/accounts.md) the token was issued in: it works only while that session is
   * live. Null in tokens issued before sessions existed.
   */
  sessionId: string | null;
}

export interface VerifiedClaims extends AccessClaims {
  expiresAt: Date;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid, unexpired token; undefined for anything else. */
  verify(token: string): Promise<VerifiedClaims | undefined>;
}

/** The HS256 key of `secret`, imported once: jose would import raw bytes again on every use. */
export function hmacKey(secret: string): Promise<CryptoKey> {
  return webcrypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

/**
 * Tokens whose signature has been checked, kept so that a client's next requests with the same
 * token skip the check (a WebCrypto job on libuv's thread pool, a round trip per request). The key
 * is the whole token, so only a byte-identical copy of a verified token hits; expiry is checked on
 * every hit. Oldest first out when full.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * The claim holding `tokenVersion`. A token without it was issued before versions existed, when
 * every user's version was 0.
 */
const TOKEN_VERSION_CLAIM = 'tv';

/** The claim holding `sessionId`; a token without it was issued before sessions existed. */
const SESSION_CLAIM = 'sid';

/** HS256 access tokens (JWT) that live 15 minutes. */
export function createAccessTokens(secret: string): AccessTokens {
  return createClaimTokens(secret, AUDIENCE, ACCESS_TOKEN_SECONDS);
}

/**
 * HS256 tokens (JWT) of a user's claims for one audience, living `lifetimeSeconds`: the access
 * tokens, and the page cookie's (auth/page-session.ts), which the API never accepts.
 */
export function createClaimTokens(
  secret: string,
  audience: string,
  lifetimeSeconds: number,
): AccessTokens {
  const verified = new Map<string, VerifiedClaims>();
  const key = hmacKey(secret);
  return {
    sign: async ({ userId, role, tokenVersion, sessionId }) =>
      new SignJWT({
        role,
        [TOKEN_VERSION_CLAIM]: tokenVersion,
        ...(sessionId === null ? {} : { [SESSION_CLAIM]: sessionId }),
      })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(await key),
    async verify(token) {
      const known = verified.get(token);
      if (known !== undefined) {
        if (known.expiresAt.getTime() > Date.now()) return known;
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience,
        });
        const userId = Number(payload.sub);
        const tokenVersion = payload[TOKEN_VERSION_CLAIM] ?? 0;
        const sessionId = payload[SESSION_CLAIM] ?? null;
        if (!Number.isInteger(userId) || userId <= 0 || payload.exp === undefined) return undefined;
        if (typeof tokenVersion !== 'number' || !Number.isInteger(tokenVersion)) return undefined;
        if (sessionId !== null && typeof sessionId !== 'string') return undefined;
        const claims = {
          userId,
          role: payload.role as Role,
          tokenVersion,
          sessionId,
          expiresAt: new Date(payload.exp * 1000),
        };
        if (verified.size >= VERIFIED_TOKENS_KEPT) {
          const oldest = verified.keys().next().value;
          if (oldest !== undefined) verified.delete(oldest);
        }
        verified.set(token, claims);
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}

/**
 * An opaque token (32 random bytes, base64url) and the SHA-256 that is stored in its place:
 * refresh tokens, and the single-use links of account e-mails.
 */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
