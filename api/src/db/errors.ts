/** True for PostgreSQL's unique_violation (23505), optionally on one named constraint/index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const {
    code,
    constraint: violated,
    cause,
  } = error as {
    code?: unknown;
    constraint?: unknown;
    cause?: unknown;
  };
  if (code === '23505') return constraint === undefined || violated === constraint;
  // Drizzle wraps driver errors; the PostgreSQL error is the cause.
  return cause !== undefined && cause !== error && isUniqueViolation(cause, constraint);
}
