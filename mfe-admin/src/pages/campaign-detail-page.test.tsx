import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredReply, serveApi, serveApiWith } from '@portal/shared/testing/fake-api';
import { currentLocation, renderPage } from '@portal/shared/testing/render-page';
import { aCampaign } from '@portal/shared/testing/contract-fixtures';
import CampaignDetailPage from './campaign-detail-page';

function openCampaign(id = '7') {
  return renderPage(<CampaignDetailPage />, {
    user: 'admin',
    url: `/campaigns/${id}`,
    path: '/campaigns/:id',
    routes: { '/admin-panel': <p>admin panel</p> },
  });
}

test('shows the whole campaign', async () => {
  serveApi({ 'GET /campaigns/7/': { status: 200, data: aCampaign() } });
  openCampaign();

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Eid Collection Launch' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Active')).toBeInTheDocument();
  expect(screen.getByText(/^By:/)).toHaveTextContent('By: aarong_style · posted 1 May 2026');
  for (const [label, value] of [
    ['Budget', '৳15,000.00'],
    ['Category', 'Fashion'],
    ['Deadline', '30 Jun 2030'],
    ['Applications', '2'],
  ]) {
    expect(screen.getByText(label as string).nextElementSibling).toHaveTextContent(value as string);
  }
  expect(
    screen.getByText('Show our Eid collection to your followers in three posts.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'aarong_style' })).toHaveAttribute(
    'href',
    '/user/aarong_style',
  );
});

test('a campaign without a deadline says so', async () => {
  serveApi({ 'GET /campaigns/7/': { status: 200, data: aCampaign({ deadline: null }) } });
  openCampaign();
  expect(await screen.findByText('No deadline')).toBeInTheDocument();
});

test('Deactivate and Activate change it and say so', async () => {
  let campaign = aCampaign();
  const requests = serveApi({
    'GET /campaigns/7/': () => ({ status: 200, data: campaign }),
    'PUT /admin/campaigns/7/': (request) => {
      campaign = { ...campaign, ...(request.body as { is_active: boolean }) };
      return { status: 200, data: campaign };
    },
  });
  openCampaign();

  await userEvent.click(
    await screen.findByRole('button', { name: 'Deactivate Eid Collection Launch' }),
  );
  expect(await screen.findByRole('status')).toHaveTextContent('Campaign deactivated successfully');
  expect(await screen.findByText('Inactive')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Activate Eid Collection Launch' }));
  expect(await screen.findByText('Campaign activated successfully')).toBeInTheDocument();
  expect(
    requests.filter((request) => request.method === 'PUT').map((request) => request.body),
  ).toEqual([{ is_active: false }, { is_active: true }]);
});

test('Back to Campaigns opens the Campaigns tab', async () => {
  serveApi({ 'GET /campaigns/7/': { status: 200, data: aCampaign() } });
  openCampaign();

  await userEvent.click(await screen.findByRole('link', { name: '← Back to Campaigns' }));
  expect(currentLocation()).toBe('/admin-panel?tab=campaigns');
});

test('shows a skeleton while loading', async () => {
  const reply = deferredReply();
  serveApiWith(() => reply.promise);
  openCampaign();

  expect(screen.getByRole('status')).toHaveTextContent('Loading campaign...');
  reply.resolve({ status: 200, data: aCampaign() });
  expect(await screen.findByText('Eid Collection Launch')).toBeInTheDocument();
});

test('an unknown campaign is not found', async () => {
  serveApi({ 'GET /campaigns/99/': { status: 404, data: { error: 'Campaign not found.' } } });
  openCampaign('99');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Campaign not found' }),
  ).toBeInTheDocument();
  expect(screen.getByText('This campaign does not exist or is not open to you.')).toBeVisible();
  expect(screen.getByRole('link', { name: '← Back to Campaigns' })).toHaveAttribute(
    'href',
    '/admin-panel?tab=campaigns',
  );
});

test('an id that is not a number asks the server nothing', () => {
  const requests = serveApi({});
  openCampaign('abc');
  expect(screen.getByRole('heading', { level: 1, name: 'Campaign not found' })).toBeInTheDocument();
  expect(requests).toEqual([]);
});

test("any other failure reads 'Error loading campaign', and Try again recovers", async () => {
  let calls = 0;
  serveApi({
    'GET /campaigns/7/': () =>
      ++calls === 1 ? { status: 503 } : { status: 200, data: aCampaign() },
  });
  openCampaign();

  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading campaign');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Eid Collection Launch')).toBeInTheDocument();
});
