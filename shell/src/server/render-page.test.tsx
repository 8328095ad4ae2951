/**
 * @jest-environment node
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@portal/shared/api-client';
import { useAuthStore } from '@portal/shared/auth-store';
import type { SessionUser } from '@portal/shared/contract/auth';
import type { Language } from '@portal/shared/language';
import { pageTitle, renderPage, resolvePage, type ApiCall } from './render-page';

/** A remote page that reads what a render must keep to itself: the session, its data, the language. */
function WhoAmI() {
  const user = useAuthStore((state) => state.user);
  const { i18n } = useTranslation();
  const answer = useQuery({
    queryKey: ['who-am-i'],
    queryFn: async () => (await api.get<{ name: string }>('/who-am-i/')).data,
  });
  return (
    <p>
      {`session ${user?.username ?? 'none'}; data ${answer.data?.name ?? 'loading'}; language ${i18n.language}`}
    </p>
  );
}

const DASHBOARD = { remote: 'mfe_brand', module: 'DashboardPage' } as const;

function brand(id: number, username: string, language: Language): SessionUser {
  return { id, username, email: `${username}@example.com`, role: 'brand', language };
}

/** Renders /dashboard for `user`; the API answers its calls after `delayMs`, as `user`. */
function renderFor(user: SessionUser, delayMs: number) {
  const calls: ApiCall[] = [];
  const rendering = renderPage(
    {
      url: '/dashboard',
      user,
      language: user.language ?? 'en',
      loadPage: () => Promise.resolve({ default: WhoAmI }),
      callApi: async (call) => {
        calls.push(call);
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        return { status: 200, headers: {}, body: JSON.stringify({ name: `of ${user.username}` }) };
      },
    },
    DASHBOARD,
  );
  return { rendering, calls };
}

test('two renders at once for two users never mix their session, data or language', async () => {
  const first = renderFor(brand(1, 'aarong_style', 'bn'), 60);
  const second = renderFor(brand(2, 'walton_tech', 'en'), 5);
  const [a, b] = await Promise.all([first.rendering, second.rendering]);

  expect(a.html).toContain('session aarong_style; data of aarong_style; language bn');
  expect(b.html).toContain('session walton_tech; data of walton_tech; language en');
  expect(a.html).not.toContain('walton_tech');
  expect(b.html).not.toContain('aarong_style');
  // Each render's API calls went out as its own page, in its own language.
  expect(first.calls.map((call) => call.headers['accept-language'])).toEqual(
    first.calls.map(() => 'bn'),
  );
  expect(second.calls.every((call) => call.headers['accept-language'] === 'en')).toBe(true);
  // The state the browser hydrates from is each render's own.
  expect(a.state.user?.username).toBe('aarong_style');
  expect(b.state.language).toBe('en');
  const names = (state: typeof a.state) =>
    state.queries.queries.map((query) => JSON.stringify(query.state.data));
  expect(names(a.state)).toContain(JSON.stringify({ name: 'of aarong_style' }));
  expect(names(b.state)).not.toContain(JSON.stringify({ name: 'of aarong_style' }));
});

/**
 * A page with a query enabled by another's data, a query the API refuses, and two never enabled
 * (a list shown only once a menu opens; a page asked for only once the one before it is in).
 */
function CampaignWithBrand() {
  const campaign = useQuery({
    queryKey: ['campaign'],
    queryFn: async () => (await api.get<{ brand: number }>('/campaign/')).data,
  });
  const brandId = campaign.data?.brand;
  const owner = useQuery({
    queryKey: ['brand', brandId],
    queryFn: async () => (await api.get<{ name: string }>(`/brands/${brandId}/`)).data,
    enabled: brandId !== undefined,
  });
  const reviews = useQuery({
    queryKey: ['reviews'],
    queryFn: async () => (await api.get<string[]>('/reviews/')).data,
  });
  const menu = useQuery({
    queryKey: ['menu'],
    queryFn: async () => (await api.get<string[]>('/menu/')).data,
    enabled: false,
  });
  const older = useQuery({
    queryKey: ['older'],
    queryFn: async () => (await api.get<string[]>('/older/')).data,
    enabled: (query) => query.state.data !== undefined,
  });
  return (
    <p>
      {`owner ${owner.data?.name ?? 'loading'}; reviews ${reviews.data?.length ?? 'loading'}; menu ${menu.status}; older ${older.status}`}
    </p>
  );
}

test('one render fetches a query enabled by another’s data, asks once for one the API refuses (left to the browser), and leaves disabled ones alone', async () => {
  const asked: string[] = [];
  const { html, state } = await renderPage(
    {
      url: '/dashboard',
      user: brand(1, 'aarong_style', 'en'),
      language: 'en',
      loadPage: () => Promise.resolve({ default: CampaignWithBrand }),
      callApi: (call) => {
        asked.push(call.url);
        const answers: Record<string, { status: number; body: unknown }> = {
          '/campaign/': { status: 200, body: { brand: 7 } },
          '/brands/7/': { status: 200, body: { name: 'Aarong' } },
          '/reviews/': { status: 404, body: { error: 'Not found.' } },
        };
        const answer = answers[call.url] ?? { status: 500, body: {} };
        return Promise.resolve({
          status: answer.status,
          headers: {},
          body: JSON.stringify(answer.body),
        });
      },
    },
    DASHBOARD,
  );
  expect(html).toContain('owner Aarong; reviews loading; menu pending; older pending');
  // The frame's queries (the bell, the account) fail here too: each asked for once, not retried.
  expect(new Set(asked).size).toBe(asked.length);
  expect(asked).toEqual(expect.arrayContaining(['/campaign/', '/brands/7/', '/reviews/']));
  expect(asked).not.toContain('/menu/');
  expect(asked).not.toContain('/older/');
  // The page state carries the data, not the refusal: the browser asks for the reviews itself.
  expect(state.queries.queries.map((query) => query.queryKey)).toEqual([
    ['campaign'],
    ['brand', 7],
  ]);
});

test('the API client refuses a write during a render, and any call outside one', async () => {
  await expect(api.get('/who-am-i/')).rejects.toThrow('outside a page render');
});

test('a page whose remote cannot be loaded renders the shell’s error with Retry', async () => {
  const { html, state } = await renderPage(
    {
      url: '/dashboard',
      user: brand(3, 'chaldal_fresh', 'en'),
      language: 'en',
      loadPage: () => Promise.reject(new Error('no server build')),
      callApi: () => Promise.resolve({ status: 200, headers: {}, body: '[]' }),
    },
    DASHBOARD,
  );
  expect(html).toContain('Retry');
  expect(state.page.failed).toBe(true);
});

test('the route table guards the server render as it guards the browser', () => {
  expect(resolvePage('/dashboard', null)).toEqual({ redirectTo: '/login' });
  expect(resolvePage('/withdrawals', { role: 'brand' })).toEqual({ redirectTo: '/dashboard' });
  expect(resolvePage('/no/such/page', null)).toEqual({ redirectTo: '/' });
  expect(resolvePage('/payments', { role: 'brand' })).toMatchObject({
    page: { remote: 'mfe_brand', module: 'PaymentsPage' },
    access: 'guarded',
  });
});

test('a page renders in place however large, with no inline script; a page that throws is refused', async () => {
  const request = (page: () => ReactElement) => ({
    url: '/dashboard',
    user: brand(4, 'walton_tech', 'en'),
    language: 'en' as const,
    loadPage: () => Promise.resolve({ default: page }),
    callApi: () => Promise.resolve({ status: 200, headers: {}, body: '{}' }),
  });
  const rows = Array.from({ length: 2000 }, (_, index) => `row ${index}`);
  const large = await renderPage(
    request(() => (
      <ul>
        {rows.map((row) => (
          <li key={row}>{row}</li>
        ))}
      </ul>
    )),
    DASHBOARD,
  );
  expect(large.html).toContain('<li>row 1999</li>');
  expect(large.html).not.toMatch(/<script/i);

  function Broken(): ReactElement {
    throw new Error('reads window');
  }
  await expect(renderPage(request(Broken), DASHBOARD)).rejects.toThrow('reads window');
});

test('a page’s title is in the page’s language, whichever language was asked for first', async () => {
  expect(await pageTitle('title.login', 'bn')).toMatch(/^লগইন – /);
  expect(await pageTitle('title.login', 'en')).toMatch(/^Login – /);
  expect(await pageTitle('title.login', 'bn')).toMatch(/^লগইন – /);
  expect(await pageTitle(null, 'bn')).not.toContain('–');
});
