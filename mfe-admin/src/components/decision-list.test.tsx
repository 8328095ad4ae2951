import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KeysetList } from '@portal/shared/data/keyset-pages';
import { formatDate } from '@portal/shared/dates';
import { DESKTOP_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import { DecisionList, type Decision, type DecisionListProps } from './decision-list';

interface Claim {
  id: number;
  who: string;
  decided_at: string | null;
}

const pending: Claim = { id: 1, who: 'Nusrat', decided_at: null };
const decided: Claim = { id: 2, who: 'Rafi', decided_at: '2026-03-02T10:00:00Z' };

function aList(overrides: Partial<KeysetList<Claim>> = {}): KeysetList<Claim> {
  return {
    items: [pending, decided],
    isLoading: false,
    isError: false,
    error: null,
    hasMore: false,
    isLoadingMore: false,
    loadMore: () => undefined,
    refetch: () => undefined,
    ...overrides,
  };
}

function showClaims(props: Partial<DecisionListProps<Claim>> = {}) {
  const onDecide = jest.fn<void, [Claim, Decision]>();
  render(
    <DecisionList
      list={aList()}
      texts={{
        caption: 'Claims',
        noun: 'claim',
        loading: 'Loading claims...',
        loadFailure: 'Error loading claims',
        empty: 'No claims yet.',
      }}
      rowKey={(claim) => claim.id}
      columns={[{ header: 'Who', cell: (claim) => claim.who }]}
      isPending={(claim) => claim.decided_at === null}
      decidedAt={(claim) => claim.decided_at}
      nameOf={(claim) => `claim of ${claim.who}`}
      question={(claim, decision) => `${decision} the claim of ${claim.who}?`}
      onDecide={onDecide}
      isDeciding={() => false}
      {...props}
    />,
  );
  return onDecide;
}

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

test('pending rows offer Approve and Reject named after the row; decided rows say when', () => {
  showClaims();
  const table = screen.getByRole('table', { name: 'Claims' });

  const [, nusrat, rafi] = within(table).getAllByRole('row');
  expect(within(nusrat!).getByRole('button', { name: 'Approve claim of Nusrat' })).toBeEnabled();
  expect(within(nusrat!).getByRole('button', { name: 'Reject claim of Nusrat' })).toBeEnabled();
  expect(within(rafi!).queryByRole('button')).not.toBeInTheDocument();
  expect(rafi).toHaveTextContent(`Decided ${formatDate('2026-03-02T10:00:00Z')}`);
});

test.each([
  ['Approve', 'approve'],
  ['Reject', 'reject'],
] as const)('%s asks first and decides only when confirmed', async (label, decision) => {
  const onDecide = showClaims();

  await userEvent.click(screen.getByRole('button', { name: `${label} claim of Nusrat` }));
  const question = screen.getByRole('dialog', { name: `${label} claim` });
  expect(question).toHaveTextContent(`${decision} the claim of Nusrat?`);
  await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(onDecide).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: `${label} claim of Nusrat` }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: label }));
  expect(onDecide).toHaveBeenCalledWith(pending, decision);
});

test('the buttons of a row being decided are disabled', () => {
  showClaims({ isDeciding: (claim) => claim.id === pending.id });
  expect(screen.getByRole('button', { name: 'Approve claim of Nusrat' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Reject claim of Nusrat' })).toBeDisabled();
});

test('while loading it says so, under the toolbar', () => {
  showClaims({ list: aList({ isLoading: true }), toolbar: <button type="button">Export</button> });
  expect(screen.getByText('Loading claims...')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
});

test('a failed load offers Try again', async () => {
  const refetch = jest.fn();
  showClaims({ list: aList({ isError: true, refetch }) });
  expect(screen.getByText('Error loading claims')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(refetch).toHaveBeenCalled();
});

test('an empty list says so', () => {
  showClaims({ list: aList({ items: [] }) });
  expect(screen.getByText('No claims yet.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
