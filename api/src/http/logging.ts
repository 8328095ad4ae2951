import type { FastifyServerOptions } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { DatabaseError } from 'pg';

/** Request headers and body fields that must never reach a log line. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.refresh',
  '*.access',
  '*.token',
  '*.device_token',
  '*.phone_number',
  '*.phoneNumber',
];

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
    if (!VALUE_CARRIERS.has(key) && key !== 'cause' && !(key in logged)) logged[key] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    logged.cause = serialize(error.cause, depth + 1);
  }
  return logged;
}

/**
 * Errors as log lines, without the values of SQL parameters: a failed query logs its SQL (with
 * `$1` placeholders), its PostgreSQL code and constraint, never what was sent in the placeholders.
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
    redact: { paths: REDACTED, censor: '[redacted]' },
    serializers: { err: serializeError },
    ...(stream === undefined ? {} : { stream }),
  };
}
