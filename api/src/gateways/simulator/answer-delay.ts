import { setTimeout as sleep } from 'node:timers/promises';

/** The longest a timer waits: `'never'` waits this long, in effect until the simulator stops. */
const NEVER_MS = 2_147_483_647;

/**
 * Waits out a fault's delay before a route answers (docs/payment-gateways.md): `delayMs`, or
 * `'never'`. True when the answer is to be sent; false when `stopping` aborted the wait first, and
 * the route then sends nothing.
 */
export async function waitBeforeAnswer(
  delayMs: number | 'never',
  stopping: AbortSignal,
): Promise<boolean> {
  if (delayMs !== 'never' && delayMs <= 0) return true;
  const delay = delayMs === 'never' ? NEVER_MS : delayMs;
  return sleep(delay, true, { signal: stopping }).catch(() => false);
}
