import type { UserSummary } from '@portal/shared/contract/users';
import { formatDate } from '@portal/shared/dates';
import { DataTable } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';

/** The 5 most recent users (spec §9). */
export function RecentUsersTable({ users }: { users: readonly UserSummary[] }) {
  if (users.length === 0) return <EmptyState message="No users yet." />;
  return (
    <DataTable
      caption="Recent Users"
      rows={users}
      rowKey={(user) => user.id}
      columns={[
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
        { header: 'Joined', cell: (user) => formatDate(user.created_at) },
      ]}
    />
  );
}
