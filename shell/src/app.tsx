import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setSessionExpiredHandler } from '@portal/shared/api-client';
import { followSessionInOtherTabs, useAuthStore } from '@portal/shared/auth-store';
import { NavBar } from './nav/nav-bar';
import { RemoteLoaderContext, type RemotePageLoader } from './remotes/remote-loader-context';
import { AppRoutes } from './routes/app-routes';

/** The shell's frame: session restore, navigation bar and the routed remote pages. */
export function App({ loadPage }: { loadPage: RemotePageLoader }) {
  const hydrated = useAuthStore((state) => state.hydrated);
  const restoreSession = useAuthStore((state) => state.restoreSession);
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    restoreSession();
    return followSessionInOtherTabs();
  }, [restoreSession]);

  useEffect(() => {
    setSessionExpiredHandler(() => navigate('/login', { replace: true }));
  }, [navigate]);

  // One user's data never shows to the next one signing in on this tab.
  useEffect(() => {
    if (userId === null) queryClient.clear();
  }, [userId, queryClient]);

  // Spec §4: nothing is rendered until the stored session has been checked.
  if (!hydrated) return null;

  return (
    <RemoteLoaderContext.Provider value={loadPage}>
      <NavBar />
      <main id="main">
        <AppRoutes />
      </main>
    </RemoteLoaderContext.Provider>
  );
}
