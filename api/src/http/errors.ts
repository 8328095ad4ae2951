/** An error whose status and sentence are meant for the client (design §2). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 429,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** Response headers that go with the answer, such as `Retry-After` on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const VALIDATION_SENTENCE = 'Please correct the highlighted fields.';

export function badRequest(fields: Record<string, string[]>, message = VALIDATION_SENTENCE) {
  return new HttpError(400, message, fields);
}
export const unauthorized = (message = 'Please log in.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do that.') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
