import { useAuthStore } from '@portal/shared/auth-store';
import { Page } from '@portal/shared/ui/layout';
import { RoleWelcome } from '../features/account/components/role-welcome';
import { useAccountTexts } from '../features/account/texts';

/** The dashboard of a role without its own dashboard. The shell only routes signed-in users here. */
export default function GenericDashboard() {
  const user = useAuthStore((state) => state.user);
  const { t } = useAccountTexts();
  return <Page title={t('dashboard.title')}>{user && <RoleWelcome user={user} />}</Page>;
}
