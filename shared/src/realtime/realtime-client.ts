import {
  UNAUTHENTICATED_CLOSE_CODE,
  realtimeEventSchema,
  type UserEvent,
} from '../contract/events';

/** 'open' once the server said ready; 'down' between a drop and the next ready. */
export type RealtimeStatus = 'connecting' | 'open' | 'down' | 'stopped';

export interface Backoff {
  /** The first wait after a drop; it doubles with every failed attempt, up to `maxMs`. */
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { baseMs: 1000, maxMs: 30_000 };

export interface RealtimeClientOptions {
  /** ws:// or wss:// address of GET /api/events/. */
  url: string;
  /** The current access token; null ends the client (nobody is signed in). */
  getToken: () => string | null;
  /** After a 4401: a fresh access token, or null when the session is over. */
  refreshToken: () => Promise<string | null>;
  onEvent: (event: UserEvent) => void;
  onStatus: (status: RealtimeStatus) => void;
  /** After the socket came back from a drop: fetch what was missed meanwhile. */
  onReconnected: () => void;
  backoff?: Backoff;
  /** 0 <= x < 1; the jitter's source (tests pass a fixed one). */
  random?: () => number;
}

/**
 * Waits `base * 2^attempt` capped at `max`, then takes a random 50-100 % of it ("equal jitter"),
 * so a server restart is not met by every tab at the same instant.
 */
export function reconnectDelay(attempt: number, backoff: Backoff, random: () => number): number {
  const ceiling = Math.min(backoff.maxMs, backoff.baseMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/**
 * One WebSocket to /api/events/: authenticates with the first message, hands every event on,
 * reconnects with exponential backoff and jitter after a drop, and after a 4401 (expired token)
 * refreshes the token and reconnects at once.
 */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private wasOpen = false;
  private readonly backoff: Backoff;
  private readonly random: () => number;

  constructor(private readonly options: RealtimeClientOptions) {
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.random = options.random ?? Math.random;
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
    this.options.onStatus('stopped');
  }

  private connect(): void {
    const token = this.options.getToken();
    if (this.stopped || token === null) {
      this.stop();
      return;
    }
    this.options.onStatus(this.wasOpen ? 'down' : 'connecting');
    const socket = new WebSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }));
    socket.onmessage = (message) => this.receive(message.data);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      void this.afterClose(event.code);
    };
  }

  private receive(data: unknown): void {
    let parsed: ReturnType<typeof realtimeEventSchema.safeParse>;
    try {
      parsed = realtimeEventSchema.safeParse(typeof data === 'string' ? JSON.parse(data) : null);
    } catch {
      return;
    }
    if (!parsed.success) return;
    const event = parsed.data;
    if (event.type === 'ready') {
      const reconnected = this.wasOpen;
      this.wasOpen = true;
      this.attempt = 0;
      this.options.onStatus('open');
      if (reconnected) this.options.onReconnected();
      return;
    }
    this.options.onEvent(event);
  }

  private async afterClose(code: number): Promise<void> {
    if (this.stopped) return;
    this.options.onStatus('down');
    if (code === UNAUTHENTICATED_CLOSE_CODE && this.attempt === 0) {
      // The token expired (or the user was signed out): one refresh, then straight back.
      this.attempt += 1;
      const token = await this.options.refreshToken();
      if (token === null) {
        this.stop();
        return;
      }
      this.connect();
      return;
    }
    const delay = reconnectDelay(this.attempt, this.backoff, this.random);
    this.attempt += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }
}
