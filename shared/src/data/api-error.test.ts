import { AxiosError, AxiosHeaders } from 'axios';
import {
  errorStatus,
  isHttpError,
  serverErrorLink,
  serverErrorSentence,
  serverFieldErrors,
} from './api-error';

function answered(status: number, data: unknown) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(
    'failed',
    'ERR_BAD_REQUEST',
    config,
    {},
    {
      status,
      statusText: '',
      data,
      headers: {},
      config,
    },
  );
}

test("reads the server's sentence and field messages", () => {
  const error = answered(400, {
    error: 'Check the highlighted fields.',
    fields: { budget: ['The amount must be greater than 0.'] },
  });
  expect(errorStatus(error)).toBe(400);
  expect(serverErrorSentence(error)).toBe('Check the highlighted fields.');
  expect(serverFieldErrors(error)).toEqual({ budget: ['The amount must be greater than 0.'] });
});

test('an answer without a readable body, or no answer at all, gives nothing to show', () => {
  expect(serverErrorSentence(answered(502, '<html>Bad gateway</html>'))).toBeUndefined();
  expect(serverFieldErrors(answered(409, { error: 'Taken.' }))).toEqual({});
  expect(errorStatus(new Error('offline'))).toBeUndefined();
  expect(serverErrorSentence(new Error('offline'))).toBeUndefined();
});

test('tells errors of HTTP calls from others, as axios does', () => {
  expect(isHttpError(answered(404, {}))).toBe(true);
  expect(isHttpError(new AxiosError('offline', 'ERR_NETWORK'))).toBe(true);
  expect(isHttpError(new Error('boom'))).toBe(false);
  expect(isHttpError({ isAxiosError: 'yes' })).toBe(false);
  expect(isHttpError(null)).toBe(false);
  expect(errorStatus(new Error('boom'))).toBeUndefined();
});

test("an answer's link to a portal page is read; anything else is not", () => {
  const refusal = (link: unknown) =>
    answered(403, { error: 'Verify your email address before you pay.', link });
  expect(serverErrorLink(refusal('/settings/security'))).toBe('/settings/security');
  expect(serverErrorLink(refusal('https://evil.example/'))).toBeUndefined();
  expect(serverErrorLink(refusal('//evil.example/'))).toBeUndefined();
  expect(serverErrorLink(refusal(undefined))).toBeUndefined();
  expect(serverErrorLink(new Error('offline'))).toBeUndefined();
});
