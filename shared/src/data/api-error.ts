import type { AxiosError } from 'axios';
import { errorBodySchema } from '../contract/common';

/**
 * True for an error of an HTTP call: axios marks its errors with `isAxiosError`, the same test
 * axios's own isAxiosError makes. Checked here by the mark, so that a page reading an error (the
 * query cache's retry rule is on every page) does not load axios before its first request.
 */
export function isHttpError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** Field name -> the server's messages for it (design §2 `fields`). */
export type FieldErrors = Record<string, string[]>;

/** The HTTP status of a failed API call; undefined when no answer came (offline, aborted). */
export function errorStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

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
