import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, readIdempotencyKey } from '@portal/shared/contract/idempotency';
import { signedInUser } from '../auth/authenticate';
import { badRequest } from '../http/errors';
import type { Answer } from './answer-once';

export const MALFORMED_KEY =
  'The Idempotency-Key header must be 1-255 visible ASCII characters, such as a UUID in double quotes.';

/** The request an Idempotency-Key stands for: whose key it is, the key, and what was asked. */
export interface IdempotentRequest {
  userId: number;
  key: string;
  /** SHA-256 (hex) of the method, the path and the validated body. */
  fingerprint: string;
}

/** The header as a route that honours it documents it (`schema.headers`). */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'Makes the request safe to send again (draft-ietf-httpapi-idempotency-key-header): ' +
        '1-255 visible ASCII characters, such as a UUID, preferably in double quotes. The first ' +
        'request with a key is done once; the same key with the same method, path and body ' +
        'answers its result again (with `Idempotent-Replayed: true`) for IDEMPOTENCY_KEY_HOURS ' +
        '(24 by default). 409 while that first request is still being processed; 422 when the ' +
        'key was used with another request. A refused request is not remembered: sent again, it ' +
        'is done again.',
    ),
});

/** The answers a route that honours the header adds to its own. */
export const idempotencyErrors = (errorBody: z.core.$ZodType) => ({
  409: errorBody,
  422: errorBody,
});

/**
 * The signed-in user's Idempotency-Key request, undefined when the header is absent (the request
 * is then done as any other). Read it in the handler: the body is the validated one, so two bodies
 * that mean the same (`"250.5"` and `250.50`) are the same request.
 */
export function idempotentRequestOf(request: FastifyRequest): IdempotentRequest | undefined {
  const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (header === undefined) return undefined;
  // A header sent twice arrives joined by ", ", which no key holds.
  const key = typeof header === 'string' ? readIdempotencyKey(header) : undefined;
  if (key === undefined) throw badRequest(MALFORMED_KEY);
  const path = (request.url.split('?')[0] ?? '').replace(/\/+$/, '');
  const fingerprint = createHash('sha256')
    .update(`${request.method} ${path}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
  return { userId: signedInUser(request).id, key, fingerprint };
}

/** Sends an answer with its status; a remembered one says so with `Idempotent-Replayed: true`. */
export function sendAnswer<T>(reply: FastifyReply, answer: Answer<T>): FastifyReply {
  if (answer.replayed) reply.header('Idempotent-Replayed', 'true');
  return reply.code(answer.status).send(answer.body);
}
