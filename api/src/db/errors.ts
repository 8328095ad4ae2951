interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

/** The error and the causes under it: Drizzle wraps driver errors, whose cause is the original. */
function chainOf(error: unknown): DriverError[] {
  const chain: DriverError[] = [];
  let current = error;
  while (typeof current === 'object' && current !== null && !chain.includes(current)) {
    chain.push(current);
    current = (current as DriverError).cause;
  }
  return chain;
}

/** True for PostgreSQL's unique_violation (23505), optionally on one named constraint/index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return chainOf(error).some(
    (link) => link.code === '23505' && (constraint === undefined || link.constraint === constraint),
  );
}

/** SQLSTATEs of a server that is going away or not there yet: admin or crash shutdown, starting. */
const SERVER_GOING_AWAY = new Set(['57P01', '57P02', '57P03']);
/** Socket errors of a connection that could not be made or was cut. */
const CONNECTION_CUT = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** What pg says when a connection ends under a query or cannot be made in time. */
const LOST_CONNECTION_SENTENCES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /connection error and is not queryable/,
];

/**
 * True when a query failed because the database could not be reached or its connection was lost
 * (a restart, terminated backends, a network cut): the request may succeed if sent again, so it is
 * answered 503, never 500. Connection exceptions are SQLSTATE class 08.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return chainOf(error).some(({ code, message }) => {
    if (typeof code === 'string') {
      if (code.startsWith('08') || SERVER_GOING_AWAY.has(code) || CONNECTION_CUT.has(code)) {
        return true;
      }
    }
    return (
      typeof message === 'string' &&
      LOST_CONNECTION_SENTENCES.some((sentence) => sentence.test(message))
    );
  });
}
