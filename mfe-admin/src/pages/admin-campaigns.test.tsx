import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { nextPageLink, serveApi } from '@portal/shared/testing/fake-api';
import { currentLocation, renderPage } from '@portal/shared/testing/render-page';
import { DESKTOP_WIDTH, PHONE_WIDTH, setViewportWidth } from '@portal/shared/testing/viewport';
import { aCampaign } from '@portal/shared/testing/contract-fixtures';
import AdminPanel from './admin-panel';

const eid = aCampaign();
const gadget = aCampaign({
  id: 8,
  title: 'Gadget Review Week',
  brand_name: 'walton_tech',
  budget: '250000.50',
  category: 'technology',
  is_active: false,
});

function openCampaigns() {
  return renderPage(<AdminPanel />, {
    user: 'admin',
    url: '/admin-panel?tab=campaigns',
    path: '/admin-panel',
    routes: { '/campaigns/:id': <p>campaign detail</p> },
  });
}

function serveCampaigns(campaigns: Campaign[] = [eid, gadget]) {
  let current = campaigns;
  return serveApi({
    'GET /admin/campaigns/': () => ({ status: 200, data: current }),
    'PUT /admin/campaigns/7/': (request) => {
      const { is_active } = request.body as { is_active: boolean };
      current = current.map((campaign) =>
        campaign.id === 7 ? { ...campaign, is_active } : campaign,
      );
      return { status: 200, data: current[0] };
    },
    'PUT /admin/campaigns/8/': { status: 409, data: { error: 'The brand is inactive.' } },
  });
}

afterEach(() => setViewportWidth(DESKTOP_WIDTH));

test('lists title, brand, budget in taka, category and Active or Inactive', async () => {
  serveCampaigns();
  openCampaigns();

  const table = await screen.findByRole('table', { name: 'Campaigns' });
  const rows = within(table).getAllByRole('row');
  expect(rows[0]).toHaveTextContent('TitleBrandBudgetCategoryStatusActions');
  expect(rows[1]).toHaveTextContent(
    'Eid Collection Launchaarong_style৳15,000.00FashionActiveViewDeactivate',
  );
  expect(rows[2]).toHaveTextContent(
    'Gadget Review Weekwalton_tech৳2,50,000.50TechnologyInactiveViewActivate',
  );
});

test('View opens the campaign', async () => {
  serveCampaigns();
  openCampaigns();

  await userEvent.click(await screen.findByRole('link', { name: 'View Eid Collection Launch' }));
  expect(currentLocation()).toBe('/campaigns/7');
});

test("Deactivate says 'Campaign deactivated successfully' and the row turns Inactive", async () => {
  const requests = serveCampaigns();
  openCampaigns();

  await userEvent.click(
    await screen.findByRole('button', { name: 'Deactivate Eid Collection Launch' }),
  );

  const banner = await screen.findByRole('status');
  expect(banner).toHaveTextContent('Campaign deactivated successfully');
  expect(requests.find((request) => request.method === 'PUT')).toEqual(
    expect.objectContaining({ url: '/admin/campaigns/7/', body: { is_active: false } }),
  );
  expect(
    await screen.findByRole('button', { name: 'Activate Eid Collection Launch' }),
  ).toBeInTheDocument();
});

test("a refused change reads 'Error updating campaign' in red with the reason", async () => {
  serveCampaigns();
  openCampaigns();

  await userEvent.click(await screen.findByRole('button', { name: 'Activate Gadget Review Week' }));

  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('Error updating campaign: The brand is inactive.');
});

test("an empty list says 'No campaigns found.'", async () => {
  serveCampaigns([]);
  openCampaigns();
  expect(await screen.findByText('No campaigns found.')).toBeInTheDocument();
});

test('Load more fetches the next page', async () => {
  serveApi({
    'GET /admin/campaigns/': (request) =>
      request.params.cursor === 'Nw'
        ? { status: 200, data: [gadget] }
        : { status: 200, data: [eid], headers: nextPageLink('/admin/campaigns/', 'Nw') },
  });
  openCampaigns();

  await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Gadget Review Week')).toBeInTheDocument();
});

test("a load failure reads 'Error loading campaigns', and Try again recovers", async () => {
  let calls = 0;
  serveApi({
    'GET /admin/campaigns/': () => (++calls === 1 ? { status: 502 } : { status: 200, data: [eid] }),
  });
  openCampaigns();

  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading campaigns');
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Eid Collection Launch')).toBeInTheDocument();
});

test('on a 360 px phone each campaign is a card with View and its button', async () => {
  setViewportWidth(PHONE_WIDTH);
  serveCampaigns();
  openCampaigns();

  const cards = within(await screen.findByRole('list', { name: 'Campaigns' })).getAllByRole(
    'listitem',
  );
  expect(cards).toHaveLength(2);
  expect(within(cards[0] as HTMLElement).getByRole('link', { name: /View/ })).toBeInTheDocument();
});
