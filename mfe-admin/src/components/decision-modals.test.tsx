import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@portal/shared/testing/render-page';
import { PayoutModal } from './decision-modals';

/** The payout dialog on its own: what the admin pastes is what the wallet's statement shows. */
function showPayout() {
  const sent: string[] = [];
  renderPage(
    <PayoutModal
      title="Approve withdrawal"
      summary="Send exactly ৳1,500.00."
      onSubmit={async (transactionId) => {
        sent.push(transactionId);
      }}
      failure={{ fallback: 'Error processing withdrawal' }}
      onClose={() => undefined}
    />,
    { user: 'admin' },
  );
  return sent;
}

test('a transaction ID pasted with spaces, dashes or Bengali digits is sent as the wallet writes it', async () => {
  const sent = showPayout();
  const user = userEvent.setup();

  const field = screen.getByRole('textbox', { name: 'Transaction ID of your transfer' });
  await user.click(field);
  await user.paste(' 9ab 3cd-4ef৫ ');
  await user.click(screen.getByRole('button', { name: 'Approve' }));

  expect(field).toBeValid();
  expect(sent).toEqual(['9AB3CD4EF5']);
});

test('what is still no transaction ID once normalised is refused beside the field', async () => {
  const sent = showPayout();
  const user = userEvent.setup();

  const field = screen.getByRole('textbox', { name: 'Transaction ID of your transfer' });
  await user.click(field);
  await user.paste('9AB 3CD');
  await user.click(screen.getByRole('button', { name: 'Approve' }));

  expect(field).toHaveAccessibleDescription(
    expect.stringContaining('A transaction ID is 8-20 letters and digits.'),
  );
  expect(sent).toEqual([]);
});
