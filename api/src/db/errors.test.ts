import { isDatabaseUnavailable, isUniqueViolation } from './errors';

/** A driver error as Drizzle hands it on: wrapped, with the driver's error as its cause. */
function wrapped(cause: object): Error {
  return new Error('Failed query: select 1', { cause });
}
const pgError = (code: string, message = 'error') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['terminated by an administrator (57P01)', pgError('57P01')],
    ['a server in crash shutdown (57P02)', pgError('57P02')],
    ['a server still starting (57P03)', pgError('57P03')],
    ['a connection failure (08006)', pgError('08006')],
    ['a refused connection', pgError('ECONNREFUSED')],
    ['a reset connection', pgError('ECONNRESET')],
    ['a connection ended under a query', new Error('Connection terminated unexpectedly')],
    ['no connection in time', new Error('timeout exceeded when trying to connect')],
  ])('is true for %s, also wrapped by Drizzle', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['a syntax error', pgError('42601')],
    ['a prepared statement that already exists', pgError('42P05')],
    ['a missing file', pgError('ENOENT')],
    ['an error of the code', new TypeError('x is undefined')],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  it('is false for what is not an error, and stops on a cause that points back', () => {
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
    const loop = new Error('outer') as Error & { cause?: unknown };
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  it('finds 23505 under Drizzle, on any or on the named constraint', () => {
    const violation = Object.assign(pgError('23505'), { constraint: 'users_email_key' });
    expect(isUniqueViolation(wrapped(violation))).toBe(true);
    expect(isUniqueViolation(wrapped(violation), 'users_email_key')).toBe(true);
    expect(isUniqueViolation(wrapped(violation), 'users_username_key')).toBe(false);
    expect(isUniqueViolation(wrapped(pgError('57P01')))).toBe(false);
  });
});
