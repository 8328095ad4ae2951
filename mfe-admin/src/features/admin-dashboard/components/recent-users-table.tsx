import type { UserSummary } from '@portal/shared/contract/users';
import { formatDate } from '@portal/shared/dates';
import { DataTable } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { userColumns } from '../../../components/user-columns';
import { useAdminTexts } from '../../../texts';

/** The 5 most recent users (see docs/screens.md). */
export function RecentUsersTable({ users }: { users: readonly UserSummary[] }) {
  const { t, language } = useAdminTexts();
  if (users.length === 0) return <EmptyState message={t('dashboard.noUsers')} />;
  return (
    <DataTable
      caption={t('dashboard.recentUsers')}
      rows={users}
      rowKey={(user) => user.id}
      columns={[
        ...userColumns(t),
        { header: t('column.joined'), cell: (user) => formatDate(user.created_at, language) },
      ]}
    />
  );
}
