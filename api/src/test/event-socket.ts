import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { realtimeEventSchema, type RealtimeEvent } from '@portal/shared/contract/events';

const WAIT_MS = 4000;

/** The address of GET /api/events/ on an app listening on a port. */
export function eventsUrl(app: FastifyInstance): string {
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/api/events/`;
}

/** A WebSocket client of GET /api/events/ that queues the frames it receives. */
export class EventSocket {
  readonly socket: WebSocket;
  /** How the server closed the socket. */
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly frames: RealtimeEvent[] = [];
  private waiting: ((event: RealtimeEvent) => void) | undefined;

  private constructor(url: string) {
    this.socket = new WebSocket(url);
    this.socket.on('message', (data) => {
      const event = realtimeEventSchema.parse(JSON.parse(String(data)));
      const waiting = this.waiting;
      this.waiting = undefined;
      if (waiting === undefined) this.frames.push(event);
      else waiting(event);
    });
    this.closed = new Promise((resolve) => {
      this.socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    });
  }

  /** An open socket that has sent nothing yet. */
  static async open(url: string): Promise<EventSocket> {
    const client = new EventSocket(url);
    await new Promise<void>((resolve, reject) => {
      client.socket.once('open', () => resolve());
      client.socket.once('error', reject);
    });
    return client;
  }

  /** A socket authenticated as the holder of `access`, after the server's ready event. */
  static async signedIn(url: string, access: string): Promise<EventSocket> {
    const client = await EventSocket.open(url);
    client.send({ type: 'auth', token: access });
    const first = await client.next();
    if (first.type !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(first)}`);
    return client;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next event, waiting for it if none is queued. */
  next(): Promise<RealtimeEvent> {
    const queued = this.frames.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no event arrived')), WAIT_MS);
      this.waiting = (event) => {
        clearTimeout(timer);
        resolve(event);
      };
    });
  }

  async close(): Promise<void> {
    this.socket.close();
    await this.closed;
  }
}
