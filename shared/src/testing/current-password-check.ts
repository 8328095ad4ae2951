import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeReply, FakeRequest } from './fake-api';

/** The password the fake server takes as the user's current one. */
const CURRENT_PASSWORD = 'my-secret-password';

/** PUT /profile/ as the server answers it: a 400 on `current_password` unless it is right. */
export function checkCurrentPassword(request: FakeRequest): FakeReply | undefined {
  if ((request.body as { current_password?: string }).current_password === CURRENT_PASSWORD) {
    return undefined;
  }
  return {
    status: 400,
    data: {
      error: 'Your current password is not correct.',
      fields: { current_password: ['Your current password is not correct.'] },
    },
  };
}

/**
 * A profile editor shown over a fake API whose PUT /profile/ answers with `checkCurrentPassword`:
 * the current password is asked for only while the email differs from `savedEmail`, a wrong one is
 * told beside the field, a right one saves `newEmail`. `requests` are the fake API's requests.
 */
export async function expectCurrentPasswordForEmailChange(
  requests: FakeRequest[],
  { savedEmail, newEmail }: { savedEmail: string; newEmail: string },
): Promise<void> {
  const user = userEvent.setup();
  const email = await screen.findByRole('textbox', { name: 'Email' });
  expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  await user.type(email, '.bd');
  const password = screen.getByLabelText('Current password');
  expect(password).toHaveAttribute('type', 'password');
  expect(password).toBeRequired();
  expect(password).toHaveAccessibleDescription('Needed to change your email.');
  await user.clear(email);
  await user.type(email, savedEmail);
  expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();

  await user.clear(email);
  await user.type(email, newEmail);
  await user.type(screen.getByLabelText('Current password'), 'a-wrong-password');
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Error updating profile');
  expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
    'Needed to change your email. Your current password is not correct.',
  );

  await user.clear(screen.getByLabelText('Current password'));
  await user.type(screen.getByLabelText('Current password'), CURRENT_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Update Profile' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
  const puts = requests.filter((request) => request.method === 'PUT');
  expect(
    puts.map((request) => (request.body as { current_password?: string }).current_password),
  ).toEqual(['a-wrong-password', CURRENT_PASSWORD]);
  expect(puts[1]?.body).toMatchObject({ email: newEmail });
  expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
}
