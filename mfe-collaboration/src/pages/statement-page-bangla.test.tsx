import { screen, within } from '@testing-library/react';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { aStatementLine } from '@portal/shared/testing/contract-fixtures';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import StatementPage from './statement-page';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));
afterEach(() => chooseLanguage('en'));

test('in Bangla the statement, its amounts, dates and receipt numbers speak Bangla', async () => {
  await chooseLanguage('bn');
  serveApi({
    'GET /statement/': {
      status: 200,
      data: [aStatementLine()],
    },
  });
  renderPage(<StatementPage />, { user: 'influencer', url: '/statement' });

  const table = await screen.findByRole('table', { name: 'হিসাব বিবরণী' });
  expect(screen.getByRole('heading', { level: 1, name: 'হিসাব বিবরণী' })).toBeInTheDocument();
  const [, row] = within(table).getAllByRole('row');
  expect(
    within(row as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([
    '২৪ নভেম্বর ২০২৬, দুপুর ৩:৪০',
    'রিলিজ',
    'Eid Collection Launch',
    'aarong_style',
    '+৳১০,৮০০.০০',
    '৳১,২০০.০০',
    '৳১০,৮০০.০০',
    '—',
    'নং ১২',
  ]);
  expect(screen.getByRole('link', { name: 'রসিদ নং ১২' })).toHaveAttribute('href', '/receipts/12');
  expect(screen.getByRole('button', { name: 'CSV ডাউনলোড করুন' })).toBeInTheDocument();
});
