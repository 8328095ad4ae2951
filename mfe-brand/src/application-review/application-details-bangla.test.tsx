import { act, render, screen, within } from '@testing-library/react';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { MemoryRouter } from '@portal/shared/router';
import { anApplication } from '@portal/shared/testing/contract-fixtures';
import { ApplicationDetailsModal } from './application-details-modal';

afterEach(() => chooseLanguage('en'));

test('Application Details in Bangla: labels, the budget as the fee, the status; then English', async () => {
  await chooseLanguage('bn');
  render(
    <MemoryRouter>
      <ApplicationDetailsModal
        application={anApplication({
          expected_fee: null,
          campaign_budget: '15000.00',
          proposal: '',
          status: 'pending',
        })}
        busy={false}
        failure=""
        onDecide={() => undefined}
        onClose={() => undefined}
      />
    </MemoryRouter>,
  );

  const dialog = screen.getByRole('dialog', { name: 'আবেদনের বিস্তারিত' });
  expect(dialog).toHaveTextContent('প্রস্তাবিত ফি৳১৫,০০০.০০ (বাজেট)');
  expect(dialog).toHaveTextContent('অবস্থাঅপেক্ষমাণ');
  expect(dialog).toHaveTextContent('প্রস্তাবকোনো প্রস্তাব দেওয়া হয়নি।');
  expect(within(dialog).getByRole('button', { name: 'আবেদন গ্রহণ করুন' })).toBeEnabled();
  expect(within(dialog).getByRole('button', { name: 'আবেদন প্রত্যাখ্যান করুন' })).toBeEnabled();

  await act(() => chooseLanguage('en'));

  expect(screen.getByRole('dialog', { name: 'Application Details' })).toHaveTextContent(
    'Proposed Fee৳15,000.00 (budget)',
  );
  expect(screen.getByRole('button', { name: 'Accept Application' })).toBeInTheDocument();
  expect(screen.getByText('Pending')).toBeInTheDocument();
});
