import { useMemo, useRef } from 'react';

/**
 * A new random key: a version 4 UUID from the browser's random numbers (`crypto.randomUUID` exists
 * only in secure contexts, and the portal may be served over plain http on a local network).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
}

export interface IdempotencyKeys {
  /** The key of sending `values`: the one sent before while they stay the same, else a new one. */
  keyFor(values: unknown): string;
  /** The submission went through: the next one is a new request with a new key. */
  done(): void;
}

/**
 * The Idempotency-Key of a form's submissions (the API's money POSTs honour it): every send of the
 * same values, a retry after a failure or a lost answer, carries the same key, so the server does
 * the request once; changed values, or a new submission after a success, get a new key.
 */
export function useIdempotencyKey(): IdempotencyKeys {
  const current = useRef<{ values: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(values) {
        const sent = JSON.stringify(values);
        if (current.current?.values !== sent) {
          current.current = { values: sent, key: newIdempotencyKey() };
        }
        return current.current.key;
      },
      done() {
        current.current = null;
      },
    }),
    [],
  );
}
