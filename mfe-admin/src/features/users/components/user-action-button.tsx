import type { UserSummary } from '@portal/shared/contract/users';
import { Button } from '@portal/shared/ui/button';
import { useAdminTexts } from '../../../texts';

export type UserAction = 'activate' | 'deactivate';

/** Deactivate for an active user, Activate for an inactive one (see docs/screens.md). */
export function UserActionButton({
  user,
  busy,
  onAction,
}: {
  user: UserSummary;
  busy: boolean;
  onAction: (action: UserAction) => void;
}) {
  const { t } = useAdminTexts();
  const action: UserAction = user.is_active ? 'deactivate' : 'activate';
  return (
    <Button
      small
      variant={user.is_active ? 'secondary' : 'primary'}
      aria-label={t(user.is_active ? 'action.deactivateNamed' : 'action.activateNamed', {
        name: user.username,
      })}
      disabled={busy}
      onClick={() => onAction(action)}
    >
      {t(user.is_active ? 'action.deactivate' : 'action.activate')}
    </Button>
  );
}
