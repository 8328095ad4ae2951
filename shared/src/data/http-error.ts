import type { AxiosError } from 'axios';

/**
 * True for an error of an HTTP call: axios marks its errors with `isAxiosError`, the same test
 * axios's own isAxiosError makes. Checked here by the mark, so that a page reading an error (the
 * query cache's retry rule is on every page) does not load axios before its first request; and
 * apart from ./api-error, whose schema would bring zod onto the landing page.
 */
export function isHttpError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** The HTTP status of a failed API call; undefined when no answer came (offline, aborted). */
export function errorStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}
