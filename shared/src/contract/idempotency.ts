/**
 * The request header that makes a write safe to send again, named and shaped as in the IETF HTTP
 * API working group's draft-ietf-httpapi-idempotency-key-header: the first request with a key is
 * done once, and the same key with the same request answers that first request's result.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A key: 1-255 visible ASCII characters other than `"` and `\`, such as a UUID. */
const KEY = /^[\x21\x23-\x5b\x5d-\x7e]{1,255}$/;

/**
 * The key a header value carries: a quoted string (`"8e03978e-…"`, the draft's Structured Field
 * String) or the bare key, as many clients send it; undefined when it is neither.
 */
export function readIdempotencyKey(value: string): string | undefined {
  const quoted = value.length >= 2 && value.startsWith('"') && value.endsWith('"');
  const key = quoted ? value.slice(1, -1) : value;
  return KEY.test(key) ? key : undefined;
}

/** The header's value for `key`, written as the draft writes it: a quoted string. */
export function idempotencyKeyHeaderValue(key: string): string {
  return `"${key}"`;
}
