import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RawData, WebSocket } from 'ws';
import { errorBodySchema } from '@portal/shared/contract/common';
import {
  AUTH_TIMEOUT_MS,
  authMessageSchema,
  realtimeEventSchema,
  UNAUTHENTICATED_CLOSE_CODE,
  type RealtimeEvent,
} from '@portal/shared/contract/events';
import { SESSION_EXPIRED } from '../auth/authenticate';
import { HttpError } from '../http/errors';
import type { BusEvent, Subscription } from './event-bus';
import type { RealtimeService } from './service';

export interface EventRoutesOptions {
  realtime: RealtimeService;
}

export const UPGRADE_REQUIRED = 'This address speaks WebSocket: connect with a WebSocket client.';
export const AUTH_EXPECTED = 'Send {"type":"auth","token":"<access token>"} first.';
export const AUTH_TIMED_OUT = 'Please authenticate within 5 seconds.';
export const FELL_BEHIND = 'Too many unread events. Please reconnect.';
/** Every socket is pinged this often; one that did not answer the previous ping is dropped. */
const PING_INTERVAL_MS = 30_000;
/** Events not yet written to a slow client, beyond which it is dropped (it reconnects). */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** "Try again later": the client should reconnect. */
const TRY_AGAIN_CLOSE_CODE = 1013;

/**
 * One socket: waits for the auth message, then sends the user's events until the socket closes,
 * stops answering pings, falls behind, its access token expires, or its token stops working (its
 * session ended, the password was reset, the user was deactivated).
 */
function serve(socket: WebSocket, realtime: RealtimeService, log: FastifyBaseLogger): void {
  let subscription: Subscription | undefined;
  let answeredPing = true;
  let expiry: NodeJS.Timeout | undefined;
  /** The access token the socket authenticated with, once it sent one. */
  let token: string | undefined;
  const refuse = (reason: string) => socket.close(UNAUTHENTICATED_CLOSE_CODE, reason);
  const deadline = setTimeout(() => refuse(AUTH_TIMED_OUT), AUTH_TIMEOUT_MS);
  const pings = setInterval(() => {
    if (!answeredPing) {
      socket.terminate();
      return;
    }
    answeredPing = false;
    socket.ping();
  }, PING_INTERVAL_MS);

  /** A token refused closes with its sentence; anything else asks the client to come back. */
  const failed = (error: unknown) => {
    if (error instanceof HttpError) {
      refuse(error.message);
      return;
    }
    log.error({ err: error }, 'real-time authentication failed');
    socket.close(TRY_AGAIN_CLOSE_CODE, 'Please try again.');
  };

  const send = (event: RealtimeEvent) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.close(TRY_AGAIN_CLOSE_CODE, FELL_BEHIND);
      return;
    }
    socket.send(JSON.stringify(event));
  };
  /** Sessions of the user ended: the socket stays only while its token works, as over HTTP. */
  const checkAgain = () => {
    if (token === undefined || socket.readyState !== socket.OPEN) return;
    realtime.authenticate(token).catch(failed);
  };
  const deliver = (event: BusEvent) => {
    if (event.type === 'sessions_ended') checkAgain();
    else send(event);
  };

  async function authenticate(data: RawData, isBinary: boolean): Promise<void> {
    let parsed: unknown;
    try {
      parsed = isBinary ? undefined : JSON.parse(data.toString());
    } catch {
      parsed = undefined;
    }
    const message = authMessageSchema.safeParse(parsed);
    if (!message.success) {
      refuse(AUTH_EXPECTED);
      return;
    }
    const { user, expiresAt } = await realtime.authenticate(message.data.token);
    if (socket.readyState !== socket.OPEN) return;
    clearTimeout(deadline);
    expiry = setTimeout(() => refuse(SESSION_EXPIRED), expiresAt.getTime() - Date.now());
    token = message.data.token;
    subscription = realtime.subscribe(user.id, deliver);
    await subscription.ready;
    // A session that ended (or a deactivation) after the token was checked, before the
    // subscription listened, published its signal to nobody: check the token once more.
    await realtime.authenticate(token);
    send({ type: 'ready' });
  }

  socket.on('pong', () => {
    answeredPing = true;
  });
  // Only the first message counts; later ones (at most maxPayload bytes each) are ignored.
  socket.once('message', (data, isBinary) => {
    authenticate(data, isBinary).catch(failed);
  });
  socket.on('close', () => {
    clearTimeout(deadline);
    clearTimeout(expiry);
    clearInterval(pings);
    subscription?.unsubscribe();
  });
}

/** GET /events/: the signed-in user's real-time events over a WebSocket. */
export const eventRoutes: FastifyPluginAsyncZod<EventRoutesOptions> = async (app, { realtime }) => {
  app.route({
    method: 'GET',
    url: '/events/',
    // The socket authenticates with its first message, not with a header.
    config: { public: true },
    schema: {
      summary: 'WebSocket: the signed-in user’s new messages and notifications as they happen.',
      description:
        'Open a WebSocket here and send `{"type":"auth","token":"<access token>"}` as the first ' +
        `message within ${AUTH_TIMEOUT_MS / 1000} s. A missing, malformed or expired token or a ` +
        `deactivated account closes the socket with code ${UNAUTHENTICATED_CLOSE_CODE} and a ` +
        'reason sentence; so do, later, the token’s expiry (reconnect with a fresh one), the end ' +
        'of its session (signed out, ended from another device, the password changed or reset) ' +
        'and the deactivation of the account, at once. After ' +
        '`{"type":"ready"}` the server sends `{"type":"message","message":...}` and ' +
        '`{"type":"notification","notification":...}` frames. A plain HTTP request answers 426.',
      response: {
        101: realtimeEventSchema.clone().register(z.globalRegistry, {
          description: 'The frames the server sends after the upgrade.',
        }),
        426: errorBodySchema,
      },
    },
    handler: async (_request, reply) =>
      reply.code(426).header('upgrade', 'websocket').send({ error: UPGRADE_REQUIRED }),
    wsHandler: (socket, request) => serve(socket, realtime, request.log),
  });
};
