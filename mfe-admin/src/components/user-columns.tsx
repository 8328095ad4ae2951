import type { UserSummary } from '@portal/shared/contract/users';
import type { Column } from '@portal/shared/ui/data-table';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';

/** Who a user is, as every admin table of users shows it: Username, Email, Role and Status. */
export const USER_COLUMNS: readonly Column<UserSummary>[] = [
  {
    header: 'Username',
    cell: (user) => <ProfileLink username={user.username} fallback="Unknown user" />,
  },
  { header: 'Email', cell: (user) => user.email },
  { header: 'Role', cell: (user) => user.role },
  {
    header: 'Status',
    cell: (user) => <StatusBadge status={user.is_active ? 'active' : 'inactive'} />,
  },
];
