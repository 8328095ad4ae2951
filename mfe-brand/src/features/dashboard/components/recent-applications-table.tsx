import { campaignColumn } from '@portal/shared/ui/campaign-column';
import { CollaborationLink } from '@portal/shared/ui/collaboration-link';
import { DecidedMark } from '../../../application-review/decided-mark';
import { proposedFeeCell } from '../../../application-review/proposed-fee';
import type { Application } from '@portal/shared/contract/applications';
import { Button } from '@portal/shared/ui/button';
import { DataTable, TableActions } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { influencerColumn } from '../../../influencer-column';
import { useBrandTexts } from '../../../texts';
import styles from './brand-dashboard.module.css';

/**
 * The latest applications to the brand's campaigns; 'View Proposal' opens each one to read and
 * decide, and a decided one shows its outcome (see docs/screens.md); an accepted one leads to its
 * collaboration.
 */
export function RecentApplicationsTable({
  applications,
  onView,
}: {
  applications: readonly Application[];
  onView: (application: Application) => void;
}) {
  const { t } = useBrandTexts();
  if (applications.length === 0) return <EmptyState message={t('dashboard.noApplications')} />;
  return (
    <DataTable
      caption={t('dashboard.recentApplications')}
      rows={applications}
      rowKey={(application) => application.id}
      columns={[
        influencerColumn,
        campaignColumn,
        { header: t('label.proposedFee'), cell: proposedFeeCell },
        {
          header: t('label.proposal'),
          cell: (application) => (
            <span className={styles.brandDashboardProposal}>
              {application.proposal || t('application.noProposal')}
            </span>
          ),
        },
        {
          header: t('label.status'),
          cell: (application) => <StatusBadge status={application.status} />,
        },
        {
          header: t('label.actions'),
          cell: (application) => {
            const which = t('application.which', {
              influencer: application.influencer_name,
              campaign: application.campaign_title,
            });
            return (
              <TableActions>
                <Button
                  small
                  variant={application.status === 'pending' ? 'primary' : 'secondary'}
                  aria-description={which}
                  onClick={() => onView(application)}
                >
                  {t('application.viewProposal')}
                </Button>
                <DecidedMark status={application.status} />
                {application.status === 'accepted' && (
                  <CollaborationLink
                    application={application}
                    label={t('collaboration.view')}
                    description={which}
                  />
                )}
              </TableActions>
            );
          },
        },
      ]}
    />
  );
}
