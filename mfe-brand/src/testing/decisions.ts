import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Answers yes to the confirmation an application's Accept or Reject asks first. */
export async function confirmDecision(user: UserEvent, decision: 'Accept' | 'Reject') {
  const dialog = await screen.findByRole('dialog', { name: `${decision} application` });
  await user.click(within(dialog).getByRole('button', { name: decision }));
}
