import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from '@portal/shared/router';
import type { Role } from '@portal/shared/contract/common';
import type { Language } from '@portal/shared/language';
import { SESSION_KEYS, useAuthStore } from '@portal/shared/auth-store';
import { i18n } from '@portal/shared/i18n/i18n';
import { settled } from '@portal/shared/settled';
import { serveApi } from '@portal/shared/testing/fake-api';
import { createTestQueryClient } from '@portal/shared/testing/render-page';
import { App } from '../app';
import type { RemotePageLoader } from '../remotes/remote-loader-context';

/**
 * Stands in for every remote: a page that names itself, e.g. 'page mfe_brand/CampaignsPage',
 * its code loaded already (as the browser has it after the server's render), so the page renders
 * without suspending. A loader that resolves later makes React hold the page back for its
 * Suspense throttle (300 ms) before showing it; tests of the loading state wrap this one.
 */
export const fakeRemotes: RemotePageLoader = ({ remote, module }) =>
  settled({
    value: {
      default: function FakeRemotePage() {
        return <p>{`page ${remote}/${module}`}</p>;
      },
    },
  });

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

/**
 * Stores a session as a previous visit would have, so the shell restores it on start, and serves
 * the API the navigation bar calls (no notifications); a test may serve its own after this.
 * `language`: the account's, as the session user carries it (none: a session stored before
 * accounts had a language).
 */
export function storeSession(role: Role | null, language?: Language): void {
  serveApi({ 'GET /notifications/': { status: 200, data: [] } });
  localStorage.clear();
  useAuthStore.setState({ user: null, accessToken: null, refreshToken: null, hydrated: false });
  if (!role) return;
  const user = { id: 1, username: `demo_${role}`, email: `${role}@example.com`, role, language };
  localStorage.setItem(SESSION_KEYS.accessToken, 'access');
  localStorage.setItem(SESSION_KEYS.refreshToken, 'refresh');
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify(user));
}

/** Renders the whole shell at `path` with the given remote loader. */
export function renderShell(path: string, loadPage: RemotePageLoader = fakeRemotes) {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <App loadPage={loadPage} />
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
