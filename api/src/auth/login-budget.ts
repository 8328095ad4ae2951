import { createHash } from 'node:crypto';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import {
  claimLoginAttempt,
  clearLoginFailures,
  forgetOldLoginFailures,
  type LockPolicy,
} from '../db/queries/login-failures';
import { HttpError } from '../http/errors';

/**
 * The per-account sign-in budget: 5 failures in a row are let through, then each further attempt
 * waits out a lock of 1 s, 2 s, 4 s ... doubling with every failure up to 15 minutes, whichever
 * address it comes from. A success forgets the failures, and so does a day without one.
 * A device that has signed in to the account before (a valid device token) has the same budget of
 * its own instead, so strangers locking the account never lock its owner out (OWASP's "device
 * cookies").
 */
export const LOGIN_LOCK_POLICY: LockPolicy = {
  freeFailures: 5,
  firstLockMs: 1000,
  maxLockMs: 15 * 60 * 1000,
  memoryMs: 24 * 60 * 60 * 1000,
};

/** Old rows deleted on each failed sign-in. */
const FORGET_PER_FAILURE = 20;

function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The 429 sentence for an account locked for another `ms` milliseconds. */
export function tooManyFailedSignIns(ms: number): string {
  return (
    'Too many failed sign-in attempts for this account. ' +
    `Please wait ${waitText(ms)} and try again.`
  );
}

/** The budget an attempt was counted on (the account's, or a trusted device's own). */
export interface ClaimedAttempt {
  readonly key: string;
}

export interface LoginBudget {
  /**
   * Claims an attempt for the (lower-cased) email: on the own budget of the trusted device
   * `deviceId` when one is given and that device is not locked, else on the account's; a 429
   * while the account is locked.
   */
  claim(email: string, deviceId?: string): Promise<ClaimedAttempt>;
  /** The password was right: the failures on the budget the attempt was counted on are forgotten. */
  succeeded(attempt: ClaimedAttempt): Promise<void>;
  /** The password was wrong (the attempt was already counted): old rows are cleaned up. */
  failed(): Promise<void>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The budgets, kept in the database so that every API instance shares them: an account's under
 * the SHA-256 of its email, a device's under `device:` and the SHA-256 of its id (never the
 * 64 hex digits of an email's key).
 */
export function createLoginBudget(
  db: Database,
  clock: Clock,
  policy: LockPolicy = LOGIN_LOCK_POLICY,
): LoginBudget {
  return {
    async claim(email, deviceId) {
      const now = clock();
      if (deviceId !== undefined) {
        const device = { key: `device:${sha256(deviceId)}` };
        // A device locked by its own failures is not trusted until its lock ends.
        if ((await claimLoginAttempt(db, device.key, now, policy)) === undefined) return device;
      }
      const account = { key: sha256(email) };
      const lockedUntil = await claimLoginAttempt(db, account.key, now, policy);
      if (lockedUntil === undefined) return account;
      const waitMs = lockedUntil.getTime() - now.getTime();
      throw new HttpError(429, tooManyFailedSignIns(waitMs), undefined, {
        'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
      });
    },
    succeeded: (attempt) => clearLoginFailures(db, attempt.key),
    failed: () => forgetOldLoginFailures(db, clock(), policy, FORGET_PER_FAILURE),
  };
}
