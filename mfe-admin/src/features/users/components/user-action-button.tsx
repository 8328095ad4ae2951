import type { UserSummary } from '@portal/shared/contract/users';
import { Button } from '@portal/shared/ui/button';

export type UserAction = 'activate' | 'deactivate';

/** Deactivate for an active user, Activate for an inactive one (spec §2). */
export function UserActionButton({
  user,
  busy,
  onAction,
}: {
  user: UserSummary;
  busy: boolean;
  onAction: (action: UserAction) => void;
}) {
  const action: UserAction = user.is_active ? 'deactivate' : 'activate';
  const label = user.is_active ? 'Deactivate' : 'Activate';
  return (
    <Button
      small
      variant={user.is_active ? 'secondary' : 'primary'}
      aria-label={`${label} ${user.username}`}
      disabled={busy}
      onClick={() => onAction(action)}
    >
      {label}
    </Button>
  );
}
