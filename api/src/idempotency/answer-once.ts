import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { startDueWork, type AutoReleaseRunner } from '../collaborations/auto-release';
import type { Database, Queryable, Transaction } from '../db/client';
import {
  deleteExpiredIdempotencyKeys,
  findLiveIdempotencyKey,
  rememberIdempotencyKey,
  tryLockIdempotencyKey,
} from '../db/queries/idempotency-keys';
import { conflict, unprocessable } from '../http/errors';
import type { IdempotentRequest } from './request-key';

export const STILL_PROCESSING = 'A request with this Idempotency-Key is still being processed.';
export const KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send a new key with each new request.';

/** What a write answers: its status and body, and whether they are a remembered first answer. */
export interface Answer<T> {
  status: number;
  body: T;
  replayed: boolean;
}

export interface AnswerOnceOptions<T> {
  /** The status the work's result is answered with, e.g. 201 for what it created. */
  status: number;
  /** The answer's contract schema, which reads a remembered body back. */
  schema: z.core.$ZodType<T>;
  /** How long the key is remembered (IDEMPOTENCY_KEY_HOURS). */
  ttlHours: number;
}

/**
 * Does `work` once per Idempotency-Key, in the caller's transaction `tx`, so the key is remembered
 * exactly when the change is: a crash or a refusal (an HttpError thrown by `work`) leaves neither,
 * and the same request sent again is simply done again. Without a key, `work` runs as any write.
 *
 * With a key: while another transaction holds it (its first request is under way, on any
 * instance) the answer is 409; a remembered key answers its first answer again when the request
 * is the same (method, path, body), and 422 when it is not.
 */
export async function answerOnce<T>(
  tx: Transaction,
  request: IdempotentRequest | undefined,
  options: AnswerOnceOptions<T>,
  work: () => Promise<T>,
): Promise<Answer<T>> {
  if (request === undefined) return { status: options.status, body: await work(), replayed: false };
  const { userId, key, fingerprint } = request;
  if (!(await tryLockIdempotencyKey(tx, userId, key))) throw conflict(STILL_PROCESSING);
  const remembered = await rememberedAnswer(tx, request, options);
  if (remembered !== undefined) return remembered;
  const body = await work();
  await rememberIdempotencyKey(tx, {
    userId,
    key,
    fingerprint,
    responseStatus: options.status,
    responseBody: body,
    ttlHours: options.ttlHours,
  });
  return { status: options.status, body, replayed: false };
}

/**
 * The first answer remembered for this request's Idempotency-Key, if any (422 when the key came
 * with another request). A write that must call out before its transaction (a gateway, see
 * docs/payment-gateways.md) asks first, so a request sent again calls out no second time.
 */
export async function rememberedAnswer<T>(
  db: Queryable,
  request: IdempotentRequest,
  options: Pick<AnswerOnceOptions<T>, 'schema'>,
): Promise<Answer<T> | undefined> {
  const remembered = await findLiveIdempotencyKey(db, request.userId, request.key);
  if (remembered === undefined) return undefined;
  if (remembered.fingerprint !== request.fingerprint) throw unprocessable(KEY_REUSED);
  return {
    status: remembered.responseStatus,
    body: z.parse(options.schema, remembered.responseBody),
    replayed: true,
  };
}

/** Expired keys deleted per statement: a round repeats until fewer are left. */
const CLEAN_UP_BATCH = 1000;

/** A quarter of the keys' life between clean-ups, from half a second to 15 minutes. */
export function cleanUpInterval(ttlHours: number): number {
  return Math.min(15 * 60_000, Math.max(500, (ttlHours * 60 * 60 * 1000) / 4));
}

/**
 * Deletes expired Idempotency-Keys on every API instance, every `cleanUpInterval`; instances
 * share the work (each batch skips the rows another is deleting).
 */
export function startIdempotencyKeyCleanUp(
  db: Database,
  ttlHours: number,
  log: FastifyBaseLogger,
): AutoReleaseRunner {
  return startDueWork(
    {
      name: 'expired idempotency keys deleted',
      async run() {
        let total = 0;
        for (;;) {
          const deleted = await deleteExpiredIdempotencyKeys(db, CLEAN_UP_BATCH);
          total += deleted;
          if (deleted < CLEAN_UP_BATCH) return total;
        }
      },
      intervalMs: cleanUpInterval(ttlHours),
    },
    log,
  );
}
