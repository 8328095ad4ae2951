import { isHttpError, type FieldErrors } from './data/api-error';
import { uiText } from './ui/ui-messages';
import { failureSentence } from './submit-failure';

/** The answer to a login or register lacks the user's role (as the error names it). */
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

/**
 * Login failure: the server's `error`, else 'Login failed' (form fallback 'Failed to
 * login'); the portal's own sentences in the language shown.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof RoleMissingError) return uiText('session.roleMissing');
  if (isHttpError(error))
    return failureSentence(error, { fallback: uiText('session.loginFailed') });
  return uiText('session.loginError');
}

/** 'username: Taken. Too short. | email: Invalid.' */
export function formatFieldErrors(fields: FieldErrors): string {
  return Object.entries(fields)
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
    .join(' | ');
}

/**
 * Registration failure: field errors as 'field: messages joined by spaces' separated by
 * ' | '; otherwise the raw text; otherwise 'Registration failed' (form fallback 'Failed to create
 * account'), the portal's own sentences in the language shown. Reads both the API's `{error, fields}` body and a bare field-to-messages object.
 */
export function registerErrorMessage(error: unknown): string {
  if (error instanceof RoleMissingError) return uiText('session.roleMissing');
  if (!isHttpError(error)) return uiText('session.registerError');
  const data: unknown = error.response?.data;
  const fields = (data as { fields?: unknown } | null)?.fields ?? data;
  if (isFieldErrors(fields)) return formatFieldErrors(fields);
  if (typeof data === 'string' && data.trim() !== '') return data;
  return failureSentence(error, { fallback: uiText('session.registerFailed') });
}
