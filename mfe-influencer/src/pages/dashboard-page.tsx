import { useAuthStore } from '@portal/shared/auth-store';
import { Page } from '@portal/shared/ui/layout';
import { RoleWelcome } from '@portal/shared/ui/role-welcome';

/** The influencer dashboard; its stat cards and tables (spec §2) join the greeting here. */
export default function DashboardPage() {
  const user = useAuthStore((state) => state.user);
  return <Page title="Influencer Dashboard">{user && <RoleWelcome user={user} />}</Page>;
}
