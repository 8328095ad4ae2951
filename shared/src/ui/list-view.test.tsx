import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../router';
import type { KeysetList } from '../data/keyset-pages';
import { DESKTOP_WIDTH, setViewportWidth } from '../testing/viewport';
import { ListTable, ListView } from './list-view';

interface Row {
  id: number;
  name: string;
}

function listOf(items: Row[], state: Partial<KeysetList<Row>> = {}): KeysetList<Row> {
  return {
    items,
    isLoading: false,
    isError: false,
    error: null,
    hasMore: false,
    isLoadingMore: false,
    loadMore: jest.fn(),
    refetch: jest.fn(),
    ...state,
  };
}

const texts = {
  loading: 'Loading campaigns...',
  loadFailed: 'Failed to fetch campaigns',
  empty: 'No campaigns yet.',
};

function renderTable(
  list: KeysetList<Row>,
  extra: { emptyAction?: { to: string; label: string } } = {},
) {
  render(
    <MemoryRouter>
      <ListTable
        list={list}
        {...texts}
        {...extra}
        caption="Campaigns"
        rowKey={(row) => row.id}
        columns={[{ header: 'Title', cell: (row) => row.name }]}
      />
    </MemoryRouter>,
  );
}

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));

test('while the first page loads it announces the loading, in grey bars', () => {
  renderTable(listOf([], { isLoading: true }));

  expect(screen.getByRole('status')).toHaveTextContent('Loading campaigns...');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a list that failed to load says so and tries again on request', async () => {
  const list = listOf([], { isError: true });
  renderTable(list);

  expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch campaigns');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(list.refetch).toHaveBeenCalledTimes(1);
});

test('an empty list shows its sentence and the link after it', () => {
  renderTable(listOf([]), { emptyAction: { to: '/create-campaign', label: 'Create one' } });

  expect(screen.getByText(/No campaigns yet\./)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute(
    'href',
    '/create-campaign',
  );
});

test('the rows show as a table, with Load more while another page follows', async () => {
  const list = listOf([{ id: 1, name: 'Eid Collection' }], { hasMore: true });
  renderTable(list);

  expect(screen.getByRole('table', { name: 'Campaigns' })).toHaveTextContent('Eid Collection');
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(list.loadMore).toHaveBeenCalledTimes(1);
});

test('a list view shows its rows as the caller draws them, and no Load more on the last page', () => {
  render(
    <ListView list={listOf([{ id: 1, name: 'Eid Collection' }])} {...texts}>
      {(items) => (
        <ul aria-label="Offers">
          {items.map((row) => (
            <li key={row.id}>{row.name}</li>
          ))}
        </ul>
      )}
    </ListView>,
  );

  expect(screen.getByRole('list', { name: 'Offers' })).toHaveTextContent('Eid Collection');
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});
