import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { followSessionInOtherTabs, useAuthStore } from '@portal/shared/auth-store';
import { NavBar } from './nav/nav-bar';
import { RemoteLoaderContext, type RemotePageLoader } from './remotes/remote-loader-context';
import { AppRoutes } from './routes/app-routes';
import { useLanguageFollowsAccount } from './language/follow-account-language';

/** The real-time socket and the session-expired redirect: loaded once someone signs in. */
const SignedInServices = lazy(() => import('./session/signed-in-services'));
/** Like the bell, only for a signed-in user: a visitor never downloads it. */
const VerificationBanner = lazy(() => import('./session/verification-banner'));

/** The shell's frame: session restore, navigation bar and the routed remote pages. */
export function App({ loadPage }: { loadPage: RemotePageLoader }) {
  const hydrated = useAuthStore((state) => state.hydrated);
  const restoreSession = useAuthStore((state) => state.restoreSession);
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const queryClient = useQueryClient();

  useEffect(() => {
    void restoreSession();
    return followSessionInOtherTabs();
  }, [restoreSession]);

  useLanguageFollowsAccount(queryClient);

  // The page's script has taken over the server's HTML: its buttons and forms work from now on
  // (`<html data-hydrated>`, which the journeys wait for before they click).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);

  // One user's data never shows to the next one signing in on this tab: the cache is emptied when
  // a user signs out (not for a visitor's page, whose data the server may have sent with it).
  const shownFor = useRef(userId);
  useEffect(() => {
    if (shownFor.current !== null && userId === null) queryClient.clear();
    shownFor.current = userId;
  }, [userId, queryClient]);

  // Nothing is rendered until the stored session has been checked.
  if (!hydrated) return null;

  return (
    <RemoteLoaderContext.Provider value={loadPage}>
      {userId !== null && (
        <Suspense fallback={null}>
          <SignedInServices />
        </Suspense>
      )}
      <NavBar />
      {userId !== null && (
        <Suspense fallback={null}>
          <VerificationBanner />
        </Suspense>
      )}
      <main id="main">
        <AppRoutes />
      </main>
    </RemoteLoaderContext.Provider>
  );
}
