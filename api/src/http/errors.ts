/** An error whose status and sentence are meant for the client (see docs/api-conventions.md). */
export class HttpError extends Error {
  constructor(
    /** 502 when a payment gateway did not answer (docs/payment-gateways.md). */
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** Response headers that go with the answer, such as `Retry-After` on a 429. */
    readonly headers?: Record<string, string>,
    /** A page of the portal where the user can do what the refusal asks (the body's `link`). */
    readonly link?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const VALIDATION_SENTENCE = 'Please correct the highlighted fields.';

/**
 * The one way to answer 400: a sentence alone (`badRequest('Insufficient balance.')`), or the
 * messages of each field at fault under a sentence (VALIDATION_SENTENCE unless given).
 */
export function badRequest(message: string): HttpError;
export function badRequest(fields: Record<string, string[]>, message?: string): HttpError;
export function badRequest(
  fieldsOrMessage: Record<string, string[]> | string,
  message = VALIDATION_SENTENCE,
): HttpError {
  return typeof fieldsOrMessage === 'string'
    ? new HttpError(400, fieldsOrMessage)
    : new HttpError(400, message, fieldsOrMessage);
}

/** A field a schema refused: its dotted path (empty for the whole part) and the message. */
export interface FieldIssue {
  field: string;
  message: string;
}

/** The 400 of a schema's refusal: `{field: [messages]}`, an issue about the whole under `part`. */
export function invalidFields(issues: readonly FieldIssue[], part: string): HttpError {
  const fields: Record<string, string[]> = {};
  for (const { field, message } of issues) (fields[field || part] ??= []).push(message);
  return badRequest(fields);
}
export const unauthorized = (message = 'Please log in.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that.', link?: string) =>
  new HttpError(403, message, undefined, undefined, link);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** 422: the request is well formed but cannot be processed as sent (e.g. a reused Idempotency-Key). */
export const unprocessable = (message: string) => new HttpError(422, message);
/** 429 with the seconds to wait in `Retry-After`. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
