import { Link } from '@portal/shared/router';
import { useApplications } from '@portal/shared/api/applications';
import { formatDateTime } from '@portal/shared/dates';
import { ConversationLink } from '@portal/shared/ui/conversation-link';
import { TableActions } from '@portal/shared/ui/data-table';
import { ListTable } from '@portal/shared/ui/list-view';
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

  return (
    <ListTable
      list={applications}
      loading={t('applications.loading')}
      loadFailed={t('applications.failed')}
      empty={t('applications.empty')}
      emptyAction={browse}
      caption={t('page.myApplications')}
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
  );
}
