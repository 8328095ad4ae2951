import { Link } from '@portal/shared/router';
import { useApplications } from '@portal/shared/api/applications';
import { formatDateTime } from '@portal/shared/dates';
import { ConversationLink } from '@portal/shared/ui/conversation-link';
import { DataTable, TableActions } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadMore } from '@portal/shared/ui/load-more';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { useInfluencerTexts } from '../../../texts';
import { brandColumn } from '../../../brand-column';
import { ViewCollaboration } from '../../../view-collaboration';
import { useCampaignLinks } from '../../../campaign-links';

/**
 * My Applications (see docs/screens.md): Campaign, Brand, Status in its colour, Applied At, and
 * where the brand accepted, a Message button (messaging is for approved collaborations) and View
 * Collaboration.
 */
export function MyApplications() {
  const { t, language } = useInfluencerTexts();
  const { browse } = useCampaignLinks();
  const applications = useApplications();

  if (applications.isLoading) return <LoadingSkeleton label={t('applications.loading')} rows={5} />;
  if (applications.isError) {
    return <LoadFailure message={t('applications.failed')} onRetry={applications.refetch} />;
  }
  if (applications.items.length === 0) {
    return <EmptyState message={t('applications.empty')} action={browse} />;
  }
  return (
    <>
      <DataTable
        caption={t('page.myApplications')}
        rows={applications.items}
        rowKey={(application) => application.id}
        columns={[
          {
            header: t('column.campaign'),
            cell: (application) => (
              <Link to={`/campaigns/${application.campaign}`}>{application.campaign_title}</Link>
            ),
          },
          brandColumn,
          {
            header: t('column.status'),
            cell: (application) => <StatusBadge status={application.status} />,
          },
          {
            header: t('applications.appliedAt'),
            cell: (application) => formatDateTime(application.applied_at, language),
          },
          {
            header: t('applications.actions'),
            cell: (application) =>
              application.status === 'accepted' ? (
                <TableActions>
                  <ConversationLink
                    userId={application.campaign_brand_id}
                    username={application.campaign_brand}
                  />
                  <ViewCollaboration application={application} />
                </TableActions>
              ) : null,
          },
        ]}
      />
      <LoadMore list={applications} />
    </>
  );
}
