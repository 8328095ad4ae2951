import { campaignColumn } from '@portal/shared/ui/campaign-column';
import type { Application } from '@portal/shared/contract/applications';
import { formatDate } from '@portal/shared/dates';
import { DataTable, TableActions } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { useInfluencerTexts } from '../../../texts';
import { brandColumn } from '../../../brand-column';
import { ViewCollaboration } from '../../../view-collaboration';
import { useCampaignLinks } from '../../../campaign-links';

/**
 * The influencer's latest applications with their status in its colour (see docs/screens.md); an
 * accepted one leads to its collaboration.
 */
export function RecentApplicationsTable({
  applications,
}: {
  applications: readonly Application[];
}) {
  const { t, language } = useInfluencerTexts();
  const { browse } = useCampaignLinks();
  if (applications.length === 0) {
    return <EmptyState message={t('dashboard.noApplications')} action={browse} />;
  }
  return (
    <DataTable
      caption={t('dashboard.recentApplications')}
      rows={applications}
      rowKey={(application) => application.id}
      columns={[
        campaignColumn,
        brandColumn,
        {
          header: t('column.status'),
          cell: (application) =>
            application.status === 'accepted' ? (
              <TableActions>
                <StatusBadge status={application.status} />
                <ViewCollaboration application={application} />
              </TableActions>
            ) : (
              <StatusBadge status={application.status} />
            ),
        },
        {
          header: t('dashboard.applied'),
          cell: (application) => formatDate(application.applied_at, language),
        },
      ]}
    />
  );
}
