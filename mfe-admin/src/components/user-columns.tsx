import type { UserSummary } from '@portal/shared/contract/users';
import type { Column } from '@portal/shared/ui/data-table';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import type { AdminTextKey, AdminTranslate } from '../texts';

const ROLE_NAMES: Record<UserSummary['role'], AdminTextKey> = {
  brand: 'role.brand',
  influencer: 'role.influencer',
  admin: 'role.admin',
};

/**
 * Who a user is, as every admin table of users shows it: Username, Email, Role and Status, in the
 * shown language.
 */
export function userColumns(t: AdminTranslate): Column<UserSummary>[] {
  return [
    {
      header: t('column.username'),
      cell: (user) => <ProfileLink username={user.username} fallback={t('unknown.user')} />,
    },
    { header: t('column.email'), cell: (user) => user.email },
    { header: t('column.role'), cell: (user) => t(ROLE_NAMES[user.role]) },
    {
      header: t('column.status'),
      cell: (user) => <StatusBadge status={user.is_active ? 'active' : 'inactive'} />,
    },
  ];
}
