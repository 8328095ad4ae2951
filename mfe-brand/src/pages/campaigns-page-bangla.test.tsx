import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { aCampaign } from '@portal/shared/testing/contract-fixtures';
import { serveApi } from '@portal/shared/testing/fake-api';
import { renderPage } from '@portal/shared/testing/render-page';
import CampaignsPage from './campaigns-page';

afterEach(() => chooseLanguage('en'));

const created = aCampaign({
  id: 9,
  title: 'Pohela Boishakh Looks',
  budget: '25000.50',
  category: 'fashion',
  deadline: null,
  applications_count: 0,
});

/** The brand's campaigns, which a created one joins. */
function serveCampaigns() {
  let campaigns: Campaign[] = [aCampaign({ applications_count: 1 })];
  return serveApi({
    'GET /campaigns/': () => ({ status: 200, data: campaigns }),
    'POST /campaigns/': () => {
      campaigns = [created, ...campaigns];
      return { status: 201, data: created };
    },
  });
}

async function showFormInBangla() {
  await chooseLanguage('bn');
  renderPage(<CampaignsPage />, { user: 'brand', url: '/campaigns?create=1', path: '/campaigns' });
  return screen.getByRole('region', { name: 'নতুন ক্যাম্পেইন' });
}

test('in Bangla the Create Campaign form and its own checks speak Bangla', async () => {
  serveCampaigns();
  const user = userEvent.setup();
  const form = await showFormInBangla();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('আমার ক্যাম্পেইন');
  expect(within(form).getByRole('textbox', { name: 'শিরোনাম' })).toHaveFocus();
  expect(within(form).getByRole('textbox', { name: 'বিবরণ' })).toHaveAccessibleDescription(
    expect.stringContaining('ইনফ্লুয়েন্সাররা কী তৈরি করবেন, কাদের জন্য, আর আপনি কী আশা করেন।'),
  );
  const budget = within(form).getByRole('textbox', { name: 'বাজেট (৳)' });
  expect(budget).toHaveAccessibleDescription(expect.stringContaining('টাকায়'));
  const deadline = within(form).getByLabelText('শেষ তারিখ (ঐচ্ছিক)');
  expect(screen.getByRole('button', { name: 'বাতিল' })).toHaveAttribute('aria-expanded', 'true');

  // The form's own checks, in Bangla.
  await user.type(deadline, '2020-01-01');
  await user.click(within(form).getByRole('button', { name: 'ক্যাম্পেইন তৈরি করুন' }));
  expect(budget).toHaveAccessibleDescription(expect.stringContaining('বাজেট দিতে হবে।'));
  expect(deadline).toHaveAccessibleDescription(
    expect.stringContaining('শেষ তারিখ অতীতের কোনো দিন হতে পারবে না।'),
  );
});

test('in Bangla a budget typed in Bengali digits is accepted; English returns', async () => {
  const requests = serveCampaigns();
  const user = userEvent.setup();
  const form = await showFormInBangla();

  await user.click(within(form).getByLabelText('শিরোনাম'));
  await user.paste('Pohela Boishakh Looks');
  await user.click(within(form).getByLabelText('বিবরণ'));
  await user.paste('Three looks.');
  await user.type(within(form).getByLabelText('বাজেট (৳)'), '২৫০০০.৫০');
  await user.selectOptions(within(form).getByRole('combobox'), 'fashion');
  await user.click(within(form).getByRole('button', { name: 'ক্যাম্পেইন তৈরি করুন' }));

  expect(await screen.findByRole('status')).toHaveTextContent('ক্যাম্পেইন সফলভাবে তৈরি হয়েছে!');
  expect(requests.filter((request) => request.method === 'POST')).toEqual([
    expect.objectContaining({
      body: expect.objectContaining({ budget: '25000.50', category: 'fashion', deadline: null }),
    }),
  ]);
  const card = await screen.findByRole('article', { name: 'Eid Collection Launch' });
  expect(card).toHaveTextContent('১টি আবেদন');
  expect(within(card).getByRole('button', { name: 'ক্যাম্পেইন মুছে ফেলুন' })).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Pohela Boishakh Looks' })).toHaveTextContent(
    '০টি আবেদন',
  );

  await act(() => chooseLanguage('en'));

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Campaigns');
  expect(screen.getByRole('article', { name: 'Eid Collection Launch' })).toHaveTextContent(
    '1 application',
  );
  expect(screen.getByRole('article', { name: 'Pohela Boishakh Looks' })).toHaveTextContent(
    '0 applications',
  );
  expect(screen.getByRole('button', { name: 'Create Campaign' })).toBeInTheDocument();
});
