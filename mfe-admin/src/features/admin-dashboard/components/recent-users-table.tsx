import type { UserSummary } from '@portal/shared/contract/users';
import { formatDate } from '@portal/shared/dates';
import { DataTable } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { USER_COLUMNS } from '../../../components/user-columns';

/** The 5 most recent users (spec §9). */
export function RecentUsersTable({ users }: { users: readonly UserSummary[] }) {
  if (users.length === 0) return <EmptyState message="No users yet." />;
  return (
    <DataTable
      caption="Recent Users"
      rows={users}
      rowKey={(user) => user.id}
      columns={[...USER_COLUMNS, { header: 'Joined', cell: (user) => formatDate(user.created_at) }]}
    />
  );
}
