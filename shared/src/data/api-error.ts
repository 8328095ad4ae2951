import { isAxiosError } from 'axios';
import { errorBodySchema } from '../contract/common';

/** Field name -> the server's messages for it (design §2 `fields`). */
export type FieldErrors = Record<string, string[]>;

/** The HTTP status of a failed API call; undefined when no answer came (offline, aborted). */
export function errorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

function errorBody(error: unknown) {
  if (!isAxiosError(error)) return undefined;
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
