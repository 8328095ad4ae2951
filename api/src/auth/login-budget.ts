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
 * address it comes from. Short enough that nobody can lock a real user out for long; a success
 * forgets the failures, and so does a day without one.
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

export interface LoginBudget {
  /** Claims an attempt for the (lower-cased) email; a 429 while the account is locked. */
  claim(email: string): Promise<void>;
  /** The password was right: the failures are forgotten. */
  succeeded(email: string): Promise<void>;
  /** The password was wrong (the attempt was already counted): old rows are cleaned up. */
  failed(): Promise<void>;
}

/** The budget, kept in the database so that every API instance shares it. */
export function createLoginBudget(
  db: Database,
  clock: Clock,
  policy: LockPolicy = LOGIN_LOCK_POLICY,
): LoginBudget {
  const keyOf = (email: string) => createHash('sha256').update(email).digest('hex');
  return {
    async claim(email) {
      const now = clock();
      const lockedUntil = await claimLoginAttempt(db, keyOf(email), now, policy);
      if (lockedUntil === undefined) return;
      const waitMs = lockedUntil.getTime() - now.getTime();
      throw new HttpError(429, tooManyFailedSignIns(waitMs), undefined, {
        'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
      });
    },
    succeeded: (email) => clearLoginFailures(db, keyOf(email)),
    failed: () => forgetOldLoginFailures(db, clock(), policy, FORGET_PER_FAILURE),
  };
}
