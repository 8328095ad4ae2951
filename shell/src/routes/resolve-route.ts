import type { SessionUser } from '@portal/shared/contract/auth';
import { LOGIN_PATH, WRONG_ROLE_PATH, type RouteEntry, type RoutePage } from './route-table';

export type Resolution = { page: RoutePage } | { redirectTo: string };

/**
 * The guards (see docs/screens.md): not logged in -> /login; wrong role -> /dashboard; then the
 * target.
 */
export function resolveRoute(
  entry: RouteEntry,
  user: Pick<SessionUser, 'role'> | null,
): Resolution {
  if (entry.access !== 'anyone') {
    if (!user) return { redirectTo: LOGIN_PATH };
    if (entry.access !== 'signed-in' && !entry.access.includes(user.role)) {
      return { redirectTo: WRONG_ROLE_PATH };
    }
  }
  const target = (user && entry.byRole?.[user.role]) ?? entry.target;
  return 'redirectTo' in target ? { redirectTo: target.redirectTo } : { page: target };
}
