import { campaignColumn } from '@portal/shared/applications/campaign-column';
import type { Application } from '@portal/shared/contract/applications';
import { formatDate } from '@portal/shared/dates';
import { DataTable } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';

const BROWSE = { to: '/campaigns', label: 'Browse campaigns' };

/** The influencer's latest applications with their status in its colour (spec §4). */
export function RecentApplicationsTable({
  applications,
}: {
  applications: readonly Application[];
}) {
  if (applications.length === 0) {
    return <EmptyState message="No applications yet." action={BROWSE} />;
  }
  return (
    <DataTable
      caption="Recent Applications"
      rows={applications}
      rowKey={(application) => application.id}
      columns={[
        campaignColumn,
        {
          header: 'Brand',
          cell: (application) => (
            <ProfileLink username={application.campaign_brand} fallback="Unknown Brand" />
          ),
        },
        { header: 'Status', cell: (application) => <StatusBadge status={application.status} /> },
        { header: 'Applied', cell: (application) => formatDate(application.applied_at) },
      ]}
    />
  );
}
