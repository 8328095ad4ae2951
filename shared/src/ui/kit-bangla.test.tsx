import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Campaign } from '../contract/campaigns';
import type { KeysetList } from '../data/keyset-pages';
import { chooseLanguage } from '../i18n/i18n';
import { MemoryRouter } from '../router';
import { DESKTOP_WIDTH, setViewportWidth } from '../testing/viewport';
import { CampaignFacts } from './campaign-facts';
import { CharacterCounter } from './character-counter';
import { DashboardIntro } from './dashboard-layout';
import { DecisionList } from './decision-list';
import { MonthlyBarChart } from './monthly-bar-chart';
import { StatusBadge } from './status-badge';

beforeEach(() => setViewportWidth(DESKTOP_WIDTH));
afterEach(() => chooseLanguage('en'));

interface Claim {
  id: number;
  who: string;
  decided_at: string | null;
}

function claims(items: Claim[]): KeysetList<Claim> {
  return {
    items,
    isLoading: false,
    isError: false,
    error: null,
    hasMore: true,
    isLoadingMore: false,
    loadMore: () => undefined,
    refetch: () => undefined,
  };
}

/** The admin's texts as a remote gives them, in Bangla. */
function ClaimList({ items }: { items: Claim[] }) {
  return (
    <DecisionList
      list={claims(items)}
      texts={{
        caption: 'দাবি',
        noun: 'পেমেন্ট',
        loading: 'লোড হচ্ছে...',
        loadFailure: 'লোড করা যায়নি',
        empty: 'এখনো কোনো দাবি নেই।',
      }}
      rowKey={(claim) => claim.id}
      columns={[{ header: 'নাম', cell: (claim) => claim.who }]}
      isPending={(claim) => claim.decided_at === null}
      decidedAt={(claim) => claim.decided_at}
      nameOf={(claim) => claim.who}
      question={(claim) => `${claim.who}-এর দাবি?`}
      onDecide={() => undefined}
      isDeciding={() => false}
    />
  );
}

test('a decision list in Bangla: its actions, Load more, the dialog and the decided date; then English', async () => {
  await chooseLanguage('bn');
  render(
    <ClaimList
      items={[
        { id: 1, who: 'Nusrat', decided_at: null },
        { id: 2, who: 'Rafi', decided_at: '2026-03-02T10:00:00Z' },
      ]}
    />,
  );

  const table = screen.getByRole('table', { name: 'দাবি' });
  expect(within(table).getByRole('columnheader', { name: 'পদক্ষেপ' })).toBeInTheDocument();
  expect(within(table).getByText('সিদ্ধান্ত: ২ মার্চ ২০২৬')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'আরও দেখুন' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Nusrat অনুমোদন করুন' }));
  const dialog = screen.getByRole('dialog', { name: 'পেমেন্ট অনুমোদন' });
  expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'বন্ধ করুন' })).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'বাতিল' }));

  await act(() => chooseLanguage('en'));

  expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  expect(screen.getByText('Decided 2 Mar 2026')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Approve Nusrat' })).toHaveTextContent('Approve');
});

test('an empty decision list shows its sentence and no table', async () => {
  await chooseLanguage('bn');
  render(<ClaimList items={[]} />);
  expect(screen.getByText('এখনো কোনো দাবি নেই।')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('the character counter counts in Bengali digits, without grouping, and back in English', async () => {
  await chooseLanguage('bn');
  const { rerender } = render(<CharacterCounter length={12} limit={200} />);
  expect(screen.getByText('১২ / ২০০')).toHaveAttribute('aria-live', 'off');
  rerender(<CharacterCounter length={2001} limit={2000} />);
  expect(screen.getByText('২০০১ / ২০০০')).toHaveAttribute('aria-live', 'polite');

  await act(() => chooseLanguage('en'));
  expect(screen.getByText('2001 / 2000')).toBeInTheDocument();
});

test('the monthly chart names the months in Bangla, with ৳ amounts in Bengali digits', async () => {
  await chooseLanguage('bn');
  render(
    <MonthlyBarChart
      title="মাসিক খরচ"
      data={[
        { month: '2026-06', amount: '0.00' },
        { month: '2026-07', amount: '1500.00' },
      ]}
      emptyNote="এখনো কিছু নেই।"
    />,
  );
  expect(screen.getByRole('img')).toHaveAccessibleName(
    'মাসিক খরচ। জুন ২০২৬: ৳০.০০, জুলাই ২০২৬: ৳১,৫০০.০০',
  );
  expect(screen.getByText('জুলাই ২০২৬')).toBeInTheDocument();
  expect(screen.getByText('৳১,৫০০')).toBeInTheDocument();

  await act(() => chooseLanguage('en'));
  expect(screen.getByText('Jul 2026')).toBeInTheDocument();
  expect(screen.getByText('৳1,500')).toBeInTheDocument();
});

test('status labels, categories and campaign facts in Bangla, then in English', async () => {
  const campaign = {
    budget: '25000.00',
    category: 'fashion',
    deadline: '2026-12-31',
    applications_count: 14,
  } as Campaign;
  await chooseLanguage('bn');
  const { container } = render(
    <>
      <StatusBadge status="pending" />
      <StatusBadge status="approved" />
      <CampaignFacts campaign={campaign} detail />
    </>,
  );
  expect(screen.getByText('অপেক্ষমাণ')).toBeInTheDocument();
  expect(screen.getByText('অনুমোদিত')).toBeInTheDocument();
  const facts = container.querySelector('dl');
  expect(facts).toHaveTextContent('বাজেট৳২৫,০০০.০০');
  expect(facts).toHaveTextContent('ক্যাটাগরিফ্যাশন');
  expect(facts).toHaveTextContent('শেষ তারিখ৩১ ডিসেম্বর ২০২৬');
  expect(facts).toHaveTextContent('আবেদন১৪');

  await act(() => chooseLanguage('en'));
  expect(screen.getByText('Pending')).toBeInTheDocument();
  expect(facts).toHaveTextContent('Budget৳25,000.00');
  expect(facts).toHaveTextContent('CategoryFashion');
  expect(facts).toHaveTextContent('Deadline31 Dec 2026');
  expect(facts).toHaveTextContent('Applications14');
});

test('the dashboard greeting keeps the name in bold where Bangla puts it', async () => {
  await chooseLanguage('bn');
  const { container } = render(
    <MemoryRouter>
      <DashboardIntro
        username="aarong_style"
        action={{ to: '/create-campaign', label: 'ক্যাম্পেইন তৈরি করুন' }}
        failed
        onRetry={() => undefined}
      />
    </MemoryRouter>,
  );
  expect(container).toHaveTextContent('আবার স্বাগতম, aarong_style!');
  expect([...container.querySelectorAll('strong')].map((bold) => bold.textContent)).toEqual([
    'aarong_style',
  ]);
  expect(screen.getByRole('alert')).toHaveTextContent('আপনার ড্যাশবোর্ড লোড করা যায়নি।');
  expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();

  await act(() => chooseLanguage('en'));
  expect(container).toHaveTextContent('Welcome back, aarong_style!');
});
