import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { DatabaseError } from 'pg';

const CENSOR = '[redacted]';

/**
 * Request headers that must never reach a log line, should a request's headers be logged. No
 * path starts with a wildcard: pino runs a leading-wildcard redactor on every binding of every
 * logger, so each request's child logger paid for it (4 us a request, more than the rest of
 * logging); the fields a secret travels in are censored where they can enter a line instead
 * (the error serializer, the request line without its query).
 */
const REDACTED_HEADERS = ['req.headers.authorization', 'req.headers.cookie'];

/** Names of the fields that carry passwords, tokens and wallet numbers, in bodies and errors. */
const SECRET_FIELDS = new Set([
  'password',
  'refresh',
  'access',
  'token',
  'device_token',
  'phone_number',
  'phoneNumber',
]);

/**
 * Properties of a database error that carry the values of a query: Drizzle's `params`, and
 * PostgreSQL's `detail` ("Key (email)=(a@b.cd) already exists."), `where` and `internalQuery`.
 */
const VALUE_CARRIERS = new Set(['params', 'detail', 'where', 'internalQuery']);

/** A causes chain longer than this is cut (an error may even be its own cause). */
const MAX_CAUSES = 5;

export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

/**
 * The message without the values it quotes: Drizzle appends "params: <values>" to the SQL, and
 * PostgreSQL quotes the offending value (`invalid input syntax for type integer: "..."`).
 */
function messageWithoutValues(error: Error): string {
  if (error instanceof DrizzleQueryError) return `Failed query: ${error.query}`;
  if (error instanceof DatabaseError) return error.message.replace(/"[^"]*"/g, '"[redacted]"');
  return error.message;
}

function serialize(error: unknown, depth: number): unknown {
  if (!(error instanceof Error)) return error;
  const message = messageWithoutValues(error);
  const logged: LoggedError = {
    type: error.constructor.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
  };
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_CARRIERS.has(key) || key === 'cause' || key in logged) continue;
    logged[key] = SECRET_FIELDS.has(key) ? CENSOR : value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    logged.cause = serialize(error.cause, depth + 1);
  }
  return logged;
}

/**
 * Errors as log lines, without the values of SQL parameters: a failed query logs its SQL (with
 * `$1` placeholders), its PostgreSQL code and constraint, never what was sent in the placeholders.
 * A property named like a secret field (an error that carries the `token` it refused) is censored.
 */
export function serializeError(error: Error): LoggedError {
  return serialize(error, 0) as LoggedError;
}

/** Fastify's logger settings (pino's options). */
export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Where log lines go: one JSON line per `write`. */
export interface LogStream {
  write(line: string): void;
}

/**
 * The API's logger: JSON lines at `level`, with secrets redacted and errors serialized without
 * query values; to stdout unless `stream` is given (tests read the lines).
 */
export function loggerOptions(level: string, stream?: LogStream): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_HEADERS, censor: CENSOR },
    serializers: { err: serializeError },
    ...(stream === undefined ? {} : { stream }),
  };
}

/** The path of a request's URL: its query may hold a link's token (`/verify-email?token=…`). */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Fastify's request lines, one per request instead of two (no "incoming request"), and without
 * the query of a URL: it may hold a link's token (`/verify-email?token=…`). Each line names the
 * method, the path, the status and the milliseconds, under the request's `reqId`.
 */
export class RequestLines extends LogController {
  override incomingRequest(): void {
    // The request's one line is written when it is answered (requestCompleted).
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      path: pathOf(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.info({ method: request.method, path: pathOf(request.url) }, 'route not found');
  }
}
