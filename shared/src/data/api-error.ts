import { errorBodySchema } from '../contract/common';
import { isHttpError } from './http-error';

export { errorStatus, isHttpError } from './http-error';

/** Field name -> the server's messages for it (docs/api-conventions.md `fields`). */
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

/**
 * The portal page where the user can do what a refusal asks (`link`, e.g. '/settings/security' for
 * a payment refused until the address is verified), if the answer names one. Only a path of the
 * portal itself is taken, so an answer can never send the user elsewhere.
 */
export function serverErrorLink(error: unknown): string | undefined {
  const link = errorBody(error)?.link;
  return link?.startsWith('/') && !link.startsWith('//') ? link : undefined;
}
