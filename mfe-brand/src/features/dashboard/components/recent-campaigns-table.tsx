import { Link } from '@portal/shared/router';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { formatDate } from '@portal/shared/dates';
import { formatTaka } from '@portal/shared/money';
import { DataTable } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';

/** The brand's latest campaigns, each leading to its detail with its applications. */
export function RecentCampaignsTable({ campaigns }: { campaigns: readonly Campaign[] }) {
  if (campaigns.length === 0) {
    return (
      <EmptyState
        message="No campaigns yet."
        action={{ to: '/create-campaign', label: 'Create your first campaign' }}
      />
    );
  }
  return (
    <DataTable
      caption="Recent Campaigns"
      rows={campaigns}
      rowKey={(campaign) => campaign.id}
      columns={[
        {
          header: 'Title',
          cell: (campaign) => <Link to={`/campaigns/${campaign.id}`}>{campaign.title}</Link>,
        },
        { header: 'Budget', cell: (campaign) => formatTaka(campaign.budget) },
        { header: 'Applications', cell: (campaign) => campaign.applications_count },
        { header: 'Created', cell: (campaign) => formatDate(campaign.created_at) },
      ]}
    />
  );
}
