/**
 * What a page that sends the user to /login tells the login form through the router's state:
 * the reset page says the password was changed.
 */
export interface LoginNotice {
  notice: 'passwordReset';
}

export function isLoginNotice(state: unknown): state is LoginNotice {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<LoginNotice>).notice === 'passwordReset'
  );
}
