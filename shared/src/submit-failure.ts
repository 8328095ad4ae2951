import { useState } from 'react';
import {
  errorStatus,
  serverErrorSentence,
  serverFieldErrors,
  type FieldErrors,
} from './data/api-error';

/** How a form words a refused submit. */
export interface FailureWording {
  /** What it says when the server gave no sentence of its own. */
  fallback: string;
  /**
   * The server's sentence in the form's own words ('Error updating payment: {{reason}}'); without
   * it the server's sentence is said alone.
   */
  because?: (reason: string) => string;
}

/**
 * The line a failed submit shows: the server's one readable sentence (`{"error": "..."}`), in the
 * form's words when it has some, else the form's fallback. The one way the portal tells a refusal.
 */
export function failureSentence(
  error: unknown,
  { fallback, because = (reason) => reason }: FailureWording,
): string {
  const reason = serverErrorSentence(error);
  return reason === undefined ? fallback : because(reason);
}

/**
 * A form's failed submit: `fail(error, showErrors)` puts the server's `fields` beside the fields
 * and keeps the refusal, which `failure` tells (`failureSentence`, worded as this render's
 * `wording` says, so a language switch re-words it) until `clear()`; `error` is the refusal itself.
 * With `onConflict`, a 409 (what the form changes was changed meanwhile) goes there instead.
 */
export function useSubmitFailure(
  wording: FailureWording,
  { onConflict }: { onConflict?: (error: unknown) => void } = {},
) {
  const [refusal, setRefusal] = useState<{ error: unknown } | null>(null);

  function fail(error: unknown, showErrors?: (errors: FieldErrors) => void) {
    if (onConflict && errorStatus(error) === 409) {
      onConflict(error);
      return;
    }
    showErrors?.(serverFieldErrors(error));
    setRefusal({ error });
  }

  return {
    failure: refusal ? failureSentence(refusal.error, wording) : '',
    error: refusal?.error,
    fail,
    clear: () => setRefusal(null),
  };
}
