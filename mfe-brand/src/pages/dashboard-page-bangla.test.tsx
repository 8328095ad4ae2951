import { act, screen, within } from '@testing-library/react';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { aCampaign, anApplication } from '@portal/shared/testing/contract-fixtures';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import { aBrandDashboard } from '../testing/fixtures';
import DashboardPage from './dashboard-page';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));
afterEach(() => chooseLanguage('en'));

function columnsAfterTitle(table: HTMLElement) {
  return within(table)
    .getAllByRole('columnheader')
    .slice(1)
    .map((cell) => cell.textContent);
}

function cellsAfterTitle(table: HTMLElement) {
  const [, row] = within(table).getAllByRole('row');
  return within(row as HTMLElement)
    .getAllByRole('cell')
    .slice(1)
    .map((cell) => cell.textContent);
}

test('in Bangla the dashboard speaks Bangla, with taka and counts in Bengali digits, and English returns', async () => {
  serveApi({
    'GET /dashboard/brand/': {
      status: 200,
      data: aBrandDashboard({
        stats: { total_campaigns: 12, total_applications: 1250, money_spent: '1234567.00' },
        recent_campaigns: [aCampaign({ applications_count: 1500 })],
        recent_applications: [],
      }),
    },
  });
  await chooseLanguage('bn');
  renderPage(<DashboardPage />, { user: 'brand', url: '/dashboard' });

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ব্র্যান্ড ড্যাশবোর্ড');
  expect(screen.getByRole('status')).toHaveTextContent('ড্যাশবোর্ড লোড হচ্ছে...');
  const figures = screen.getByRole('region', { name: 'আপনার পরিসংখ্যান' });
  // Taka grouped the Bangladeshi way (lakh), in Bengali digits.
  await within(figures).findByText('৳১২,৩৪,৫৬৭.০০');
  expect(figures).toHaveTextContent('মোট ক্যাম্পেইন১২');
  expect(figures).toHaveTextContent('প্রাপ্ত আবেদন১,২৫০');
  expect(figures).toHaveTextContent('মোট খরচ৳১২,৩৪,৫৬৭.০০নিশ্চিত হওয়া পেমেন্ট');
  expect(screen.getByRole('figure', { name: 'প্রতি মাসের খরচ (গত ৬ মাস)' })).toBeInTheDocument();

  const campaigns = await screen.findByRole('region', { name: 'সাম্প্রতিক ক্যাম্পেইন' });
  const table = within(campaigns).getByRole('table');
  expect(columnsAfterTitle(table)).toEqual(['বাজেট', 'আবেদন', 'তৈরির তারিখ']);
  expect(cellsAfterTitle(table)).toEqual(['৳১৫,০০০.০০', '১,৫০০', '১ মে ২০২৬']);
  expect(screen.getByRole('link', { name: 'ক্যাম্পেইন তৈরি করুন' })).toHaveAttribute(
    'href',
    '/create-campaign',
  );
  const applications = screen.getByRole('region', { name: 'সাম্প্রতিক আবেদন' });
  expect(applications).toHaveTextContent('এখনো কোনো আবেদন আসেনি।');

  await act(() => chooseLanguage('en'));

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Brand Dashboard');
  const english = screen.getByRole('region', { name: 'Your figures' });
  expect(english).toHaveTextContent('Total Campaigns12');
  expect(english).toHaveTextContent('Applications Received1,250');
  expect(english).toHaveTextContent('Money Spent৳12,34,567.00confirmed payments');
  const recent = within(screen.getByRole('region', { name: 'Recent Campaigns' })).getByRole(
    'table',
  );
  expect(columnsAfterTitle(recent)).toEqual(['Budget', 'Applications', 'Created']);
  expect(cellsAfterTitle(recent)).toEqual(['৳15,000.00', '1,500', '1 May 2026']);
  expect(screen.getByText('No applications yet.')).toBeInTheDocument();
});

test('in Bangla an accepted application leads to its collaboration', async () => {
  serveApi({
    'GET /dashboard/brand/': {
      status: 200,
      data: aBrandDashboard({
        recent_applications: [
          anApplication({ status: 'accepted', collaboration_status: 'awaiting_payment' }),
        ],
      }),
    },
  });
  await chooseLanguage('bn');
  renderPage(<DashboardPage />, { user: 'brand', url: '/dashboard' });

  const table = await screen.findByRole('table', { name: 'সাম্প্রতিক আবেদন' });
  const link = within(table).getByRole('link', { name: 'কোলাবরেশন দেখুন' });
  expect(link).toHaveAttribute('href', '/collaborations/31');
  expect(link).toHaveAccessibleDescription(
    'Eid Collection Launch ক্যাম্পেইনে nusrat_styles-এর আবেদন',
  );
});
