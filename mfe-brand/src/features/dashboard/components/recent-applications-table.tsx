import { campaignColumn } from '@portal/shared/applications/campaign-column';
import { DecidedMark } from '@portal/shared/applications/decided-mark';
import { proposedFee } from '@portal/shared/applications/proposed-fee';
import type { Application } from '@portal/shared/contract/applications';
import { Button } from '@portal/shared/ui/button';
import { DataTable } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import styles from './brand-dashboard.module.css';

/**
 * The latest applications to the brand's campaigns; 'View Proposal' opens each one to read and
 * decide, and a decided one shows its outcome (spec §2).
 */
export function RecentApplicationsTable({
  applications,
  onView,
}: {
  applications: readonly Application[];
  onView: (application: Application) => void;
}) {
  if (applications.length === 0) return <EmptyState message="No applications yet." />;
  return (
    <DataTable
      caption="Recent Applications"
      rows={applications}
      rowKey={(application) => application.id}
      columns={[
        {
          header: 'Influencer',
          cell: (application) => (
            <ProfileLink username={application.influencer_name} fallback="Unknown Influencer" />
          ),
        },
        campaignColumn,
        { header: 'Proposed Fee', cell: proposedFee },
        {
          header: 'Proposal',
          cell: (application) => (
            <span className={styles.brandDashboardProposal}>
              {application.proposal || 'No proposal provided.'}
            </span>
          ),
        },
        { header: 'Status', cell: (application) => <StatusBadge status={application.status} /> },
        {
          header: 'Actions',
          cell: (application) => (
            <span className={styles.brandDashboardActions}>
              <Button
                small
                variant={application.status === 'pending' ? 'primary' : 'secondary'}
                aria-description={`${application.influencer_name}'s application to ${application.campaign_title}`}
                onClick={() => onView(application)}
              >
                View Proposal
              </Button>
              <DecidedMark status={application.status} />
            </span>
          ),
        },
      ]}
    />
  );
}
