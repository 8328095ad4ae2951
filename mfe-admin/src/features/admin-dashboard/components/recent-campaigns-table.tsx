import { Link } from '@portal/shared/router';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { formatDate } from '@portal/shared/dates';
import { formatTaka } from '@portal/shared/money';
import { CATEGORY_LABELS } from '@portal/shared/option-labels';
import { DataTable } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { ProfileLink } from '@portal/shared/ui/profile-link';

/** The 5 most recent campaigns (spec §9); each title opens the campaign. */
export function RecentCampaignsTable({ campaigns }: { campaigns: readonly Campaign[] }) {
  if (campaigns.length === 0) return <EmptyState message="No campaigns yet." />;
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
        {
          header: 'Brand',
          cell: (campaign) => (
            <ProfileLink username={campaign.brand_name} fallback="Unknown Brand" />
          ),
        },
        { header: 'Budget', cell: (campaign) => formatTaka(campaign.budget) },
        { header: 'Category', cell: (campaign) => CATEGORY_LABELS[campaign.category] },
        { header: 'Created', cell: (campaign) => formatDate(campaign.created_at) },
      ]}
    />
  );
}
