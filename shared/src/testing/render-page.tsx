import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@portal/shared/router';
import { useAuthStore } from '@portal/shared/auth-store';
import type { SessionUser } from '../contract/auth';
import type { Role } from '../contract/common';

/** The user each role signs in as in page tests. */
export const TEST_USERS: Record<Role, SessionUser> = {
  brand: { id: 11, username: 'aarong_style', email: 'brand@example.com', role: 'brand' },
  influencer: {
    id: 21,
    username: 'nusrat_styles',
    email: 'nusrat@example.com',
    role: 'influencer',
  },
  admin: { id: 1, username: 'admin', email: 'admin@example.com', role: 'admin' },
};

export interface RenderPageOptions {
  /** Who is signed in: a role (its TEST_USERS entry), a user, or nobody (the default). */
  user?: Role | SessionUser | null;
  /** The address the page opens at. */
  url?: string;
  /** The route pattern the page is mounted at, e.g. '/campaigns/:id'; by default the url's path. */
  path?: string;
  /** Other routes the page may lead to; each shows what is given, e.g. `{ '/login': <p>login</p> }`. */
  routes?: Record<string, ReactNode>;
  /**
   * The same tab reloaded: what the tab keeps (sessionStorage: drafts) stays. By default each
   * render is a fresh tab.
   */
  reload?: boolean;
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output hidden data-testid="location">
      {`${pathname}${search}`}
    </output>
  );
}

/** A fresh cache per test: no retries (a failure shows at once) and nothing shared between tests. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/**
 * Renders one page as the portal would: signed in as `user`, inside the router at `url` and the
 * query cache. Serve its API with `serveApi` (testing/fake-api) before calling this.
 */
export function renderPage(
  page: ReactElement,
  options: RenderPageOptions = {},
): RenderResult & { queryClient: QueryClient } {
  const { user = null, url = '/', routes = {}, reload = false } = options;
  const path = options.path ?? new URL(url, 'http://portal.test').pathname;
  localStorage.clear();
  if (!reload) sessionStorage.clear();
  useAuthStore.getState().clearSession();
  if (user) {
    const sessionUser = typeof user === 'string' ? TEST_USERS[user] : user;
    useAuthStore
      .getState()
      .signIn({ user: sessionUser, access: 'test-access', refresh: 'test-refresh' });
  }
  const queryClient = createTestQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          {Object.entries(routes).map(([routePath, element]) => (
            <Route key={routePath} path={routePath} element={element} />
          ))}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** Where the router is now ('/campaigns?create=1'), after links and redirects. */
export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}
