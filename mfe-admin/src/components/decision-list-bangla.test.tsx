import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KeysetList } from '@portal/shared/data/keyset-pages';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { DESKTOP_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import { DecisionList } from './decision-list';

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
  expect(within(table).getByRole('columnheader', { name: 'অ্যাকশন' })).toBeInTheDocument();
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
