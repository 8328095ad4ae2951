/**
 * The device tokens the server answered to sign-ins in this browser, one per account
 * (docs/accounts.md, OWASP's "device cookies"): sent back when signing in with that email, so that
 * strangers who lock the account by guessing never lock its owner out on this device. Not a
 * session: they stay after logout.
 */
export const DEVICE_TOKENS_KEY = 'deviceTokens';

/** The email as the server counts it (the login contract trims and lower-cases it). */
const accountOf = (email: string) => email.trim().toLowerCase();

function readAll(): Map<string, string> {
  const text = localStorage.getItem(DEVICE_TOKENS_KEY);
  if (!text) return new Map();
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return new Map();
  }
  if (typeof stored !== 'object' || stored === null) return new Map();
  return new Map(
    Object.entries(stored).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** The device token stored for the account of `email`, if this browser has signed in to it. */
export function readDeviceToken(email: string): string | undefined {
  return readAll().get(accountOf(email));
}

/** Keeps the token a sign-in to the account of `email` answered, in place of the one before. */
export function storeDeviceToken(email: string, token: string): void {
  const tokens = readAll().set(accountOf(email), token);
  localStorage.setItem(DEVICE_TOKENS_KEY, JSON.stringify(Object.fromEntries(tokens)));
}
