import { render, screen, within } from '@testing-library/react';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '../testing/viewport';
import { DataTable } from './data-table';

interface Row {
  id: number;
  name: string;
  amount: string;
}

const rows: Row[] = [
  { id: 1, name: 'Eid Collection', amount: '৳15,000.00' },
  { id: 2, name: 'Winter Launch', amount: '৳8,500.00' },
];

function renderTable() {
  render(
    <DataTable
      caption="Recent Campaigns"
      rows={rows}
      rowKey={(row) => row.id}
      columns={[
        { header: 'Title', cell: (row) => row.name },
        { header: 'Budget', cell: (row) => row.amount },
      ]}
    />,
  );
}

test('on a desktop it is a table named by its caption, with column headers', () => {
  setViewportWidth(DESKTOP_WIDTH);
  renderTable();

  const table = screen.getByRole('table', { name: 'Recent Campaigns' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Title', 'Budget']);
  const [, first] = within(table).getAllByRole('row');
  expect(
    within(first as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Eid Collection', '৳15,000.00']);
});

test('on a 360 px phone each row is a card of labelled values', () => {
  setViewportWidth(PHONE_WIDTH);
  renderTable();

  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const cards = within(screen.getByRole('list', { name: 'Recent Campaigns' })).getAllByRole(
    'listitem',
  );
  expect(cards).toHaveLength(2);
  expect(cards[1]).toHaveTextContent('TitleWinter Launch');
  expect(cards[1]).toHaveTextContent('Budget৳8,500.00');
});
