import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { App } from './app';
import type { RemotePageLoader } from './remotes/remote-loader-context';

/**
 * The portal's React tree, the same on the server and in the browser (the markup must match for
 * hydration): the i18n instance, the query cache, the router (the browser's, or the server's for
 * the request's URL), and the shell's App. In Bangla the shell's messages load before its first
 * paint: the frame shows nothing meanwhile rather than flash English.
 */
export function PortalTree({
  i18n,
  queryClient,
  loadPage,
  router: Router,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  loadPage: RemotePageLoader;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Router>
          <Suspense fallback={null}>
            <App loadPage={loadPage} />
          </Suspense>
        </Router>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
