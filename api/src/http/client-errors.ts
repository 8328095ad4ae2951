import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { TLSSocket } from 'node:tls';
import type { ConnectionError, FastifyInstance, onRequestHookHandler } from 'fastify';
import { badRequest } from './errors';
import type { SecurityHeaders } from './security-headers';

interface Answer {
  status: number;
  error: string;
}

/** Errors of Node's HTTP parser with a status of their own; any other is a malformed request. */
const ANSWERS: Record<string, Answer> = {
  HPE_HEADER_OVERFLOW: { status: 431, error: 'The request headers are too large.' },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: { status: 413, error: 'The request is too large.' },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    error: 'The request took too long to arrive. Please try again.',
  },
};
const MALFORMED: Answer = { status: 400, error: 'The request could not be understood.' };

/** The raw socket of a connection, as Node leaves it while a response on it is being written. */
type ConnectionSocket = Socket & { _httpMessage?: { headersSent: boolean } | null };

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refused (headers too large, a
 * malformed request line or header, a timeout) never reaches Fastify, so it is answered here,
 * straight on the socket, like any other error: `{"error": "<sentence>"}` with the security
 * headers, then the connection is closed. Nothing is written when the peer is gone or a response
 * on this connection has already begun (another status line would corrupt it). The log line holds
 * the error's code only: the error carries the raw request bytes, tokens included.
 */
export function clientErrorHandler(
  headers: SecurityHeaders,
): (this: FastifyInstance, error: ConnectionError, socket: Socket) => void {
  return function answerClientError(this: FastifyInstance, error, socket) {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    this.log.debug({ code: error.code }, 'client error');
    const inFlight = (socket as ConnectionSocket)._httpMessage;
    if (socket.writable && inFlight?.headersSent !== true) {
      const { status, error: sentence } = ANSWERS[error.code] ?? MALFORMED;
      const body = JSON.stringify({ error: sentence });
      const head = {
        ...headers.forConnection(socket instanceof TLSSocket),
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(body)),
        Connection: 'close',
      };
      const lines = Object.entries(head).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`);
    }
    socket.destroy(error);
  };
}

export const MISSING_HOST = 'The request has no Host header.';

/**
 * Node's server options: an HTTP/1.1 request without a Host header is let through to the app,
 * which refuses it in its own shape (`refuseMissingHost`); Node would answer a bare 400 itself.
 */
export const NODE_SERVER_OPTIONS = { requireHostHeader: false } as const;

/**
 * onRequest: an HTTP/1.1 request needs a Host header (RFC 9112 §3.2): 400 without one, and the
 * connection closed, as for the parser's errors. A callback hook, as every request runs it: an
 * async one costs each a promise.
 */
export const refuseMissingHost: onRequestHookHandler = (request, reply, done) => {
  if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
    void reply.header('Connection', 'close');
    done(badRequest(MISSING_HOST));
    return;
  }
  done();
};
