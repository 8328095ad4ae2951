import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../clock';
import { hmacKey, ISSUER } from './tokens';

/** How long a device stays trusted after its last sign-in. */
export const DEVICE_TOKEN_MS = 365 * 24 * 60 * 60 * 1000;

/** Its own audience: a device token is never an access token, nor the other way round. */
const AUDIENCE = 'influencer-portal-device';

export interface DeviceTokens {
  /**
   * A token saying that device `deviceId` (a new random one when undefined) signed in to the
   * account of `userId`, valid for a year from now.
   */
  issue(userId: number, deviceId?: string): Promise<string>;
  /**
   * The device id of `token` when it is a valid, unexpired device token issued for `userId`;
   * undefined for anything else (no token, no such account, forged, expired, another account's).
   */
  verify(token: string | undefined, userId: number | undefined): Promise<string | undefined>;
}

/**
 * The device tokens of OWASP's "device cookies": HS256 JWTs signed with the server's secret,
 * binding an account (`sub`, the user id) to a random device id (`jti`). They hold no secret;
 * a device that has one may keep signing in to that account while strangers have locked it.
 */
export function createDeviceTokens(secret: string, clock: Clock): DeviceTokens {
  const key = hmacKey(secret);
  return {
    async issue(userId, deviceId = randomBytes(16).toString('base64url')) {
      const now = clock();
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setJti(deviceId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(new Date(now.getTime() + DEVICE_TOKEN_MS))
        .sign(await key);
    },
    async verify(token, userId) {
      if (token === undefined) return undefined;
      try {
        // Checked even for an unknown email, so that both take as long.
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'jti', 'sub'],
          currentDate: clock(),
        });
        return userId !== undefined && payload.sub === String(userId) ? payload.jti : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
