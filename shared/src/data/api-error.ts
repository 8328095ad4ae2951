import { errorBodySchema } from '../contract/common';
import { isHttpError } from './http-error';

export { errorStatus, isHttpError } from './http-error';

/** Field name -> the server's messages for it (design §2 `fields`). */
export type FieldErrors = Record<string, string[]>;

function errorBody(error: unknown) {
  if (!isHttpError(error)) return undefined;
  const parsed = errorBodySchema.safeParse(error.response?.data);
  return parsed.success ? parsed.data : undefined;
}

/** The server's one readable sentence (`{"error": "..."}`), if the answer carried one. */
export function serverErrorSentence(error: unknown): string | undefined {
  const sentence = errorBody(error)?.error;
  return sentence === '' ? undefined : sentence;
}

/** The server's per-field validation messages; empty when there are none. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return errorBody(error)?.fields ?? {};
}
