import { screen } from '@testing-library/react';
import type { Role } from '@portal/shared/contract/common';
import { chooseLanguage } from '@portal/shared/i18n/i18n';
import { fakeRemotes, renderShell, storeSession } from '../testing/render-shell';
import type { RemotePageLoader } from './remote-loader-context';

afterEach(() => chooseLanguage('en'));

/** A loader whose pages arrive only when `arrive` is called. */
function slowRemotes(): { loadPage: RemotePageLoader; arrive: () => void } {
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return {
    loadPage: async (page, attempt) => {
      await arrived;
      return fakeRemotes(page, attempt);
    },
    arrive: () => arrive(),
  };
}

test.each<[Role, string, string]>([
  ['brand', '/dashboard', 'Brand Dashboard'],
  ['influencer', '/dashboard', 'Influencer Dashboard'],
  ['admin', '/admin-panel', 'Admin Panel'],
])(
  "the %s's first page shows its heading while its code loads, then the page",
  async (role, path, heading) => {
    storeSession(role);
    const remotes = slowRemotes();
    renderShell(path, remotes.loadPage);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    remotes.arrive();
    expect(await screen.findByText(/^page mfe_/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: heading })).not.toBeInTheDocument();
  },
);

test('a page whose heading is not its title shows only the loading note', async () => {
  storeSession('brand');
  const remotes = slowRemotes();
  renderShell('/campaigns', remotes.loadPage);

  expect(await screen.findByText('Loading...')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  remotes.arrive();
  expect(await screen.findByText('page mfe_brand/CampaignsPage')).toBeInTheDocument();
});

test('in Bangla the heading shown while loading is the Bangla title', async () => {
  storeSession('brand');
  await chooseLanguage('bn');
  const remotes = slowRemotes();
  renderShell('/dashboard', remotes.loadPage);

  expect(
    await screen.findByRole('heading', { level: 1, name: 'ব্র্যান্ড ড্যাশবোর্ড' }),
  ).toBeInTheDocument();
  remotes.arrive();
  expect(await screen.findByText('page mfe_brand/DashboardPage')).toBeInTheDocument();
});
