import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { loginErrorMessage, registerErrorMessage, RoleMissingError } from './session-errors';
import { chooseLanguage } from './i18n/i18n';

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const response = { status, data, headers: {}, config, statusText: '' } as AxiosResponse;
  return new AxiosError('Request failed', AxiosError.ERR_BAD_REQUEST, config, {}, response);
}

describe('loginErrorMessage', () => {
  test("shows the server's error sentence", () => {
    expect(loginErrorMessage(httpError(401, { error: 'Invalid email or password.' }))).toBe(
      'Invalid email or password.',
    );
  });
  test("falls back to 'Login failed' for an HTTP error without one", () => {
    expect(loginErrorMessage(httpError(502, '<html>'))).toBe('Login failed');
  });
  test("falls back to 'Failed to login' for anything else", () => {
    expect(loginErrorMessage(new TypeError('x'))).toBe('Failed to login');
  });
  test('reports a missing role', () => {
    expect(loginErrorMessage(new RoleMissingError())).toBe('Role missing in API response');
  });
});

describe('registerErrorMessage', () => {
  test("formats the API's field errors as 'field: messages' joined by ' | '", () => {
    const error = httpError(400, {
      error: 'Check the highlighted fields.',
      fields: {
        username: ['Username must be 3-30 characters.', 'Username is taken.'],
        email: ['Enter a valid email address.'],
      },
    });
    expect(registerErrorMessage(error)).toBe(
      'username: Username must be 3-30 characters. Username is taken. | email: Enter a valid email address.',
    );
  });
  test('formats a bare field-to-messages object the same way', () => {
    expect(registerErrorMessage(httpError(400, { password: ['Too short.'] }))).toBe(
      'password: Too short.',
    );
  });
  test('shows raw text', () => {
    expect(registerErrorMessage(httpError(500, 'Service unavailable'))).toBe('Service unavailable');
  });
  test("shows the server's sentence when there are no field errors", () => {
    expect(registerErrorMessage(httpError(429, { error: 'Too many attempts.' }))).toBe(
      'Too many attempts.',
    );
  });
  test("falls back to 'Registration failed'", () => {
    expect(registerErrorMessage(httpError(500, null))).toBe('Registration failed');
  });
  test("falls back to 'Failed to create account' for anything else", () => {
    expect(registerErrorMessage(new TypeError('x'))).toBe('Failed to create account');
  });
});

describe('in Bangla', () => {
  afterEach(() => chooseLanguage('en'));

  test("the portal's own sentences are in Bangla; the server's sentence is shown as it came", async () => {
    await chooseLanguage('bn');
    expect(loginErrorMessage(new TypeError('x'))).toBe(
      'লগইন করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    );
    expect(loginErrorMessage(httpError(502, '<html>'))).toBe('লগইন করা যায়নি');
    expect(registerErrorMessage(new RoleMissingError())).toBe(
      'সার্ভারের উত্তরে ব্যবহারকারীর ভূমিকা নেই',
    );
    expect(registerErrorMessage(httpError(500, null))).toBe('নিবন্ধন করা যায়নি');
    expect(loginErrorMessage(httpError(401, { error: 'ইমেইল বা পাসওয়ার্ড ভুল।' }))).toBe(
      'ইমেইল বা পাসওয়ার্ড ভুল।',
    );

    await chooseLanguage('en');
    expect(loginErrorMessage(new TypeError('x'))).toBe('Failed to login');
  });
});
