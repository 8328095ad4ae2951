import { Navigate, Route, Routes } from '@portal/shared/router';
import { useAuthStore } from '@portal/shared/auth-store';
import { RemotePage } from '../remotes/remote-page';
import { resolveRoute } from './resolve-route';
import { usePageTitle } from './page-title';
import { ROUTES, UNKNOWN_PATH_REDIRECT, type RouteEntry, type RoutePage } from './route-table';

function TitledPage({ page }: { page: RoutePage }) {
  const title = usePageTitle(page.title);
  return (
    <RemotePage
      remote={page.remote}
      module={page.module}
      heading={page.titleIsHeading ? title : null}
    />
  );
}

function GuardedRoute({ entry }: { entry: RouteEntry }) {
  const user = useAuthStore((state) => state.user);
  const resolution = resolveRoute(entry, user);
  if ('redirectTo' in resolution) return <Navigate to={resolution.redirectTo} replace />;
  // A new key per route: a failed page's error state never follows the user to the next page.
  return <TitledPage key={entry.path} page={resolution.page} />;
}

export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((entry) => (
        <Route key={entry.path} path={entry.path} element={<GuardedRoute entry={entry} />} />
      ))}
      <Route path="*" element={<Navigate to={UNKNOWN_PATH_REDIRECT} replace />} />
    </Routes>
  );
}
