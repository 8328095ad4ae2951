import { useAuthStore } from '@portal/shared/auth-store';
import { Page } from '@portal/shared/ui/layout';
import { RoleWelcome } from '@portal/shared/ui/role-welcome';

/** Spec §2: the dashboard of a role without its own dashboard. The shell only routes signed-in users here. */
export default function GenericDashboard() {
  const user = useAuthStore((state) => state.user);
  return <Page title="Dashboard">{user && <RoleWelcome user={user} />}</Page>;
}
