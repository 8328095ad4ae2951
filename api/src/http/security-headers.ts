import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock';

/** A base no real address has, to tell relative entries of remotes.json (same origin) apart. */
const SAME_ORIGIN = new URL('http://same-origin.invalid');

/** A Host header fit to appear in a policy: a name or an IP literal, and a port. */
const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** How long the remote origins are used before remotes.json is looked at again. */
const REMOTES_RECHECK_MS = 1000;

/**
 * The origins other than the portal's own that `remotes.json` (name -> entry URL) loads remotes
 * from; relative entries are the portal's own origin. Anything but http(s) is left out.
 */
export function remoteOriginsOf(remotesJson: string): string[] {
  let remotes: unknown;
  try {
    remotes = JSON.parse(remotesJson);
  } catch {
    return [];
  }
  if (typeof remotes !== 'object' || remotes === null) return [];
  const origins = new Set<string>();
  for (const entry of Object.values(remotes)) {
    if (typeof entry !== 'string') continue;
    let url: URL;
    try {
      url = new URL(entry, SAME_ORIGIN);
    } catch {
      continue;
    }
    if (url.origin !== SAME_ORIGIN.origin && /^https?:$/.test(url.protocol)) {
      origins.add(url.origin);
    }
  }
  return [...origins].sort();
}

/**
 * The remote origins of `<dist>/remotes.json`, read again when the file changes: a remote is
 * redeployed by editing that file while the server runs (see docs/architecture.md). The file is
 * looked at once a second at most, not on every response: a synchronous stat per request held up
 * every request.
 */
function remoteOriginsReader(dist: string, clock: Clock): () => string[] {
  const file = path.join(dist, 'remotes.json');
  let version = '';
  let origins: string[] = [];
  let checkedAt = -Infinity;
  return () => {
    const now = clock().getTime();
    if (now - checkedAt < REMOTES_RECHECK_MS) return origins;
    checkedAt = now;
    let stamp: string;
    try {
      const stats = statSync(file);
      stamp = `${stats.mtimeMs}:${stats.size}`;
    } catch {
      version = '';
      origins = [];
      return origins;
    }
    if (stamp !== version) {
      try {
        origins = remoteOriginsOf(readFileSync(file, 'utf8'));
        version = stamp;
      } catch {
        return origins;
      }
    }
    return origins;
  };
}

export interface PolicyOptions {
  /** Origins other than the portal's own that remotes are loaded from. */
  remoteOrigins: readonly string[];
  /** ws(s)://host of the real-time socket, when the request named a usable host. */
  socketOrigin?: string | undefined;
  /** Development builds (webpack's eval source maps) only. */
  allowEval: boolean;
}

/**
 * The portal's Content-Security-Policy: scripts, styles, pictures and calls from its own origin
 * and the remotes' origins only; no inline script or style (the stylesheets are built .css files;
 * React sets a `style` prop through the CSSOM, which the policy allows), and no eval outside
 * development; pictures also as data: and blob: URLs; the real-time socket of this origin; no plugins, no other base URL or form target, and never inside a frame.
 */
export function contentSecurityPolicy({
  remoteOrigins,
  socketOrigin,
  allowEval,
}: PolicyOptions): string {
  const remotes = remoteOrigins.map((origin) => ` ${origin}`).join('');
  const socket = socketOrigin === undefined ? '' : ` ${socketOrigin}`;
  return [
    `default-src 'self'${remotes}`,
    `script-src 'self'${allowEval ? " 'unsafe-eval'" : ''}${remotes}`,
    `style-src 'self'${remotes}`,
    `img-src 'self' data: blob:${remotes}`,
    `connect-src 'self'${socket}${remotes}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** ws(s)://host of the request, for the real-time socket; undefined for an odd Host header. */
function socketOriginOf(request: FastifyRequest): string | undefined {
  // request.host is undefined, its type notwithstanding, when a request sent no Host header.
  if (typeof request.host !== 'string' || !HOST.test(request.host)) return undefined;
  return `${request.protocol === 'https' ? 'wss' : 'ws'}://${request.host}`;
}

/** The headers of an answer, with what they were built for. */
interface ReplyHeaders {
  origins: readonly string[];
  /** The request's Host (undefined, its type notwithstanding, when it sent none). */
  host: unknown;
  https: boolean;
  policy: string;
  rest: Record<string, string>;
}

export interface SecurityHeaders {
  /**
   * Sets them on a reply: the portal's Content-Security-Policy (unless the route set a stricter
   * one, as uploaded pictures do), and the rest.
   */
  onReply(request: FastifyRequest, reply: FastifyReply): void;
  /**
   * The same headers for an answer written straight to a connection, where no request could be
   * read (a client error of Node's HTTP parser): no Host, so no socket origin in the policy.
   */
  forConnection(https: boolean): Record<string, string>;
}

/**
 * The browser security headers of every answer: the portal's Content-Security-Policy, `nosniff`,
 * the referrer policy, and Strict-Transport-Security when the request came over TLS (directly, or
 * per X-Forwarded-Proto from a trusted proxy).
 */
export function securityHeaders(
  portalDist: string,
  { allowEval, clock }: Pick<PolicyOptions, 'allowEval'> & { clock: Clock },
): SecurityHeaders {
  const remoteOrigins = remoteOriginsReader(portalDist, clock);
  const headers = (
    origins: readonly string[],
    socketOrigin: string | undefined,
    https: boolean,
  ): Record<string, string> => ({
    'Content-Security-Policy': contentSecurityPolicy({
      remoteOrigins: origins,
      socketOrigin,
      allowEval,
    }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(https ? { 'Strict-Transport-Security': `max-age=${ONE_YEAR_SECONDS}` } : {}),
  });
  // The headers of the last answer, reused while the remotes, the host and the scheme stay the
  // same (nearly every request): building the policy for each answer was a measurable part of
  // the cheapest requests. One entry only, as the Host header is the client's to choose.
  let last: ReplyHeaders | undefined;
  const replyHeaders = (request: FastifyRequest): ReplyHeaders => {
    const origins = remoteOrigins();
    const host: unknown = request.host;
    const https = request.protocol === 'https';
    if (last?.origins !== origins || last.host !== host || last.https !== https) {
      const { 'Content-Security-Policy': policy = '', ...rest } = headers(
        origins,
        socketOriginOf(request),
        https,
      );
      last = { origins, host, https, policy, rest };
    }
    return last;
  };
  return {
    onReply(request, reply) {
      const { policy, rest } = replyHeaders(request);
      if (!reply.hasHeader('content-security-policy')) {
        void reply.header('Content-Security-Policy', policy);
      }
      void reply.headers(rest);
    },
    forConnection: (https) => headers(remoteOrigins(), undefined, https),
  };
}
