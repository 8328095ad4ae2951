import { useState } from 'react';
import {
  errorStatus,
  serverErrorSentence,
  serverFieldErrors,
  type FieldErrors,
} from '@portal/shared/data/api-error';

/**
 * A dialog's refused submission: a 409 (the collaboration changed meanwhile) goes to `onConflict`,
 * which closes the dialog and refetches; any other failure stays in the dialog, the server's
 * sentence in its message line (`fallback` without one) and its `fields` beside the fields.
 */
export function useFormFailure(onConflict: (error: unknown) => void, fallback: string) {
  const [failure, setFailure] = useState('');

  function fail(error: unknown, showErrors: (errors: FieldErrors) => void) {
    if (errorStatus(error) === 409) {
      onConflict(error);
      return;
    }
    showErrors(serverFieldErrors(error));
    setFailure(serverErrorSentence(error) ?? fallback);
  }

  return { failure, clear: () => setFailure(''), fail };
}
