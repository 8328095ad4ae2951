import {
  getInstance,
  loadRemote,
  preloadRemote,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import {
  filesToPreload,
  predictPage,
  preloadFirstPage,
  storedRole,
  type PreloadPlan,
} from './early-preload';
import { loadRemotePage } from './remote-registry';

// The federation runtime exists only inside a webpack build: here its calls are recorded.
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
  registerRemotes: jest.fn(),
}));

const REMOTES = {
  mfe_public: '/remotes/mfe-public/1.0.0/mf-manifest.json',
  mfe_brand: '/remotes/mfe-brand/1.0.0/mf-manifest.json',
};

const PLAN: PreloadPlan = {
  exposes: {
    DashboardPage: {
      files: ['chunks/expose.js'],
      shared: ['react', '@portal/shared/ui/layout', '@portal/shared/api/dashboards'],
    },
  },
  shared: {
    react: { files: ['chunks/react.js'], shared: [] },
    '@portal/shared/ui/layout': { files: ['chunks/layout.js'], shared: [] },
    '@portal/shared/api/dashboards': {
      files: ['chunks/dashboards.js'],
      shared: ['@portal/shared/data/request', 'react'],
    },
    '@portal/shared/data/request': {
      files: ['chunks/request.js', 'chunks/expose.js'],
      shared: ['@portal/shared/api/dashboards'],
    },
  },
};

function storage(values: Record<string, string>): Pick<Storage, 'getItem'> {
  return { getItem: (key) => values[key] ?? null };
}

describe('predictPage', () => {
  it.each([
    ['/', null, { remote: 'mfe_public', module: 'LandingPage' }],
    ['/login', 'brand', { remote: 'mfe_public', module: 'LoginPage' }],
    ['/user/nusrat.styles', null, { remote: 'mfe_public', module: 'PublicProfilePage' }],
    ['/dashboard', 'brand', { remote: 'mfe_brand', module: 'DashboardPage' }],
    ['/Dashboard/', 'influencer', { remote: 'mfe_influencer', module: 'DashboardPage' }],
    // Redirects are followed as the guards follow them.
    ['/dashboard', null, { remote: 'mfe_public', module: 'LoginPage' }],
    ['/dashboard', 'admin', { remote: 'mfe_admin', module: 'AdminPanel' }],
    ['/withdrawals', 'brand', { remote: 'mfe_brand', module: 'DashboardPage' }],
    ['/campaigns/12', 'admin', { remote: 'mfe_admin', module: 'CampaignDetailPage' }],
    ['/create-campaign', 'brand', { remote: 'mfe_brand', module: 'CampaignsPage' }],
  ] as const)('%s as %s -> %o', (pathname, role, page) => {
    expect(predictPage(pathname, role)).toMatchObject(page);
  });

  it('guesses nothing for a path no route has', () => {
    expect(predictPage('/no/such/page', 'brand')).toBeNull();
  });
});

describe('storedRole', () => {
  it('reads the role of a stored session, unchecked otherwise', () => {
    const user = JSON.stringify({ id: 1, role: 'brand' });
    expect(storedRole(storage({ accessToken: 't', user }))).toBe('brand');
    expect(storedRole(storage({ user }))).toBeNull();
    expect(storedRole(storage({ accessToken: 't' }))).toBeNull();
    expect(storedRole(storage({ accessToken: 't', user: '{not json' }))).toBeNull();
    expect(storedRole(storage({ accessToken: 't', user: '{"role":"root"}' }))).toBeNull();
  });
});

describe('filesToPreload', () => {
  const base = new URL('http://portal.test/remotes/mfe-brand/1.0.0/mf-preload.json');

  it("lists the page's chunks and the copies of shared modules the shell does not provide", () => {
    const files = filesToPreload(
      PLAN,
      'DashboardPage',
      new Set(['react', '@portal/shared/ui/layout']),
      base,
    );
    expect(files).toEqual([
      'http://portal.test/remotes/mfe-brand/1.0.0/chunks/expose.js',
      'http://portal.test/remotes/mfe-brand/1.0.0/chunks/dashboards.js',
      'http://portal.test/remotes/mfe-brand/1.0.0/chunks/request.js',
    ]);
  });

  it('lists nothing for a page the plan does not know', () => {
    expect(filesToPreload(PLAN, 'ProfilePage', new Set(), base)).toEqual([]);
  });
});

describe('preloadFirstPage', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    jest.mocked(preloadRemote).mockClear();
    jest.mocked(registerRemotes).mockClear();
    jest.mocked(getInstance).mockReturnValue({
      options: { shared: { react: [], '@portal/shared/ui/layout': [] } },
    } as unknown as ReturnType<typeof getInstance>);
    fetchMock.mockReset();
    global.fetch = fetchMock;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    localStorage.clear();
  });

  async function settle() {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  it("starts the signed-in brand's dashboard: remotes from the page, manifest and chunks", async () => {
    const meta = document.createElement('meta');
    meta.name = 'portal-remotes';
    meta.content = JSON.stringify(REMOTES);
    document.head.appendChild(meta);
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('user', JSON.stringify({ id: 4, role: 'brand' }));
    window.history.pushState({}, '', '/dashboard');
    fetchMock.mockResolvedValue({ ok: true, json: () => Promise.resolve(PLAN) });

    preloadFirstPage();
    await settle();

    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'mfe_public', entry: REMOTES.mfe_public },
      { name: 'mfe_brand', entry: REMOTES.mfe_brand },
    ]);
    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mfe_brand', exposes: ['DashboardPage'] },
    ]);
    // Only the plan was fetched: the remotes came with the page.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0][0])).toBe(
      'http://localhost/remotes/mfe-brand/1.0.0/mf-preload.json',
    );
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(preloads.map((link) => [link.as, link.href])).toEqual([
      ['script', 'http://localhost/remotes/mfe-brand/1.0.0/chunks/expose.js'],
      ['script', 'http://localhost/remotes/mfe-brand/1.0.0/chunks/dashboards.js'],
      ['script', 'http://localhost/remotes/mfe-brand/1.0.0/chunks/request.js'],
    ]);
  });

  it('on a page the server rendered, starts only the signed-in shell files', async () => {
    document.head.innerHTML =
      '<meta name="portal-remotes" content=\'{"mfe_brand":"/remotes/mfe-brand/1.0.0/mf-manifest.json"}\'>' +
      '<meta name="portal-signed-in-chunks" content="/chunks/signed-in.js /chunks/bell.js">' +
      '<link rel="preload" as="script" href="/chunks/bell.js">';
    document.body.innerHTML = '<script type="application/json" id="portal-page-state">{}</script>';
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('user', JSON.stringify({ id: 4, role: 'brand' }));
    window.history.pushState({}, '', '/dashboard');

    preloadFirstPage();
    await settle();

    expect(registerRemotes).not.toHaveBeenCalled();
    expect(preloadRemote).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(preloads.map((link) => link.href)).toEqual([
      'http://localhost/chunks/bell.js',
      'http://localhost/chunks/signed-in.js',
    ]);
  });

  it('gives up quietly when the remote has no plan or cannot be reached', async () => {
    window.history.pushState({}, '', '/');
    fetchMock.mockImplementation((url: string | URL) =>
      Promise.resolve(
        String(url) === '/remotes.json'
          ? { ok: true, json: () => Promise.resolve(REMOTES) }
          : { ok: false, status: 404 },
      ),
    );
    jest.mocked(preloadRemote).mockRejectedValueOnce(new Error('Failed to fetch'));

    expect(() => preloadFirstPage()).not.toThrow();
    await settle();

    expect(preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'mfe_public', exposes: ['LandingPage'] },
    ]);
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });
});

describe('loadRemotePage after a failure', () => {
  it('reads /remotes.json from the server again rather than the list in the page', async () => {
    const redeployed = { ...REMOTES, mfe_brand: '/remotes/mfe-brand/1.0.1/mf-manifest.json' };
    const fetchMock = jest.fn((url: string) =>
      Promise.resolve(
        url === '/remotes.json'
          ? { ok: true, json: () => Promise.resolve(redeployed) }
          : { ok: false, status: 404 },
      ),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    jest.mocked(registerRemotes).mockClear();

    await loadRemotePage({ remote: 'mfe_brand', module: 'DashboardPage' }, 1);

    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mfe_brand', entry: redeployed.mfe_brand }],
      { force: true },
    );
    expect(loadRemote).toHaveBeenCalledWith('mfe_brand/DashboardPage');
  });
});
