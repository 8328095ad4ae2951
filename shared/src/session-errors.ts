import { isHttpError, serverErrorSentence, type FieldErrors } from './data/api-error';

/** Spec §8: the answer to a login or register lacks the user's role. */
export const ROLE_MISSING_MESSAGE = 'Role missing in API response';

export class RoleMissingError extends Error {
  constructor() {
    super(ROLE_MISSING_MESSAGE);
    this.name = 'RoleMissingError';
  }
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length > 0 &&
    Object.values(value).every(
      (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
    )
  );
}

/** Spec §8 login failure: the server's `error`, else 'Login failed' (form fallback 'Failed to login'). */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof RoleMissingError) return error.message;
  if (isHttpError(error)) return serverErrorSentence(error) ?? 'Login failed';
  return 'Failed to login';
}

/** 'username: Taken. Too short. | email: Invalid.' */
export function formatFieldErrors(fields: FieldErrors): string {
  return Object.entries(fields)
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
    .join(' | ');
}

/**
 * Spec §8 registration failure: field errors as 'field: messages joined by spaces' separated by
 * ' | '; otherwise the raw text; otherwise 'Registration failed' (form fallback 'Failed to create
 * account'). Reads both the API's `{error, fields}` body and a bare field-to-messages object.
 */
export function registerErrorMessage(error: unknown): string {
  if (error instanceof RoleMissingError) return error.message;
  if (!isHttpError(error)) return 'Failed to create account';
  const data: unknown = error.response?.data;
  const fields = (data as { fields?: unknown } | null)?.fields ?? data;
  if (isFieldErrors(fields)) return formatFieldErrors(fields);
  if (typeof data === 'string' && data.trim() !== '') return data;
  return serverErrorSentence(error) ?? 'Registration failed';
}
