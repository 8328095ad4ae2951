import { verifyAccessToken, type CurrentUser } from '../auth/authenticate';
import type { AccessTokens } from '../auth/tokens';
import type { Database } from '../db/client';
import type { BusEventListener, EventBus, Subscription } from './event-bus';

export interface RealtimeService {
  /**
   * The active user an access token belongs to, and when the token expires; otherwise a 401
   * HttpError whose message is the sentence to close the socket with.
   */
  authenticate(token: string): Promise<{ user: CurrentUser; expiresAt: Date }>;
  /** The user's events, from every API instance, until unsubscribed. */
  subscribe(userId: number, listener: BusEventListener): Subscription;
}

export function createRealtimeService(
  db: Database,
  accessTokens: AccessTokens,
  events: EventBus,
): RealtimeService {
  return {
    authenticate: (token) => verifyAccessToken(db, accessTokens, token),
    subscribe: (userId, listener) => events.subscribe(userId, listener),
  };
}
