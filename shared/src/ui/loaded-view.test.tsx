import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadedView } from './loaded-view';

interface Wallets {
  bkash_number: string;
}

function query(state: { isPending?: boolean; isError?: boolean; data?: Wallets }) {
  return {
    isPending: false,
    isError: false,
    error: null,
    data: undefined,
    refetch: jest.fn(),
    ...state,
  };
}

function renderView(loaded: ReturnType<typeof query>) {
  render(
    <LoadedView query={loaded} loading="Loading wallets..." loadFailed="Failed to fetch wallets">
      {(wallets) => <p>bKash {wallets.bkash_number}</p>}
    </LoadedView>,
  );
}

test('while it loads it announces the loading, in grey bars', () => {
  renderView(query({ isPending: true }));

  expect(screen.getByRole('status')).toHaveTextContent('Loading wallets...');
});

test('a failure says so and tries again on request', async () => {
  const failed = query({ isError: true });
  renderView(failed);

  expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch wallets');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(failed.refetch).toHaveBeenCalledTimes(1);
});

test('the data shows as the caller draws it', () => {
  renderView(query({ data: { bkash_number: '01712345678' } }));

  expect(screen.getByText('bKash 01712345678')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
