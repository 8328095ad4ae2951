import { Link } from '@portal/shared/router';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { formatTaka } from '@portal/shared/money';
import { DataTable } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import ui from '@portal/shared/ui/ui.module.css';
import { CampaignTitle } from '@portal/shared/ui/campaign-title';

const BROWSE = { to: '/campaigns', label: 'Browse campaigns' };

/** Open campaigns the influencer has not applied to yet, each with Apply -> its detail page. */
export function AvailableCampaignsTable({ campaigns }: { campaigns: readonly Campaign[] }) {
  if (campaigns.length === 0) {
    return <EmptyState message="No campaigns available." action={BROWSE} />;
  }
  return (
    <DataTable
      caption="Available Campaigns"
      rows={campaigns}
      rowKey={(campaign) => campaign.id}
      columns={[
        { header: 'Campaign', cell: (campaign) => <CampaignTitle title={campaign.title} /> },
        {
          header: 'Brand',
          cell: (campaign) => (
            <ProfileLink username={campaign.brand_name} fallback="Unknown Brand" />
          ),
        },
        { header: 'Budget', cell: (campaign) => formatTaka(campaign.budget) },
        {
          header: 'Action',
          cell: (campaign) => (
            <Link to={`/campaigns/${campaign.id}`}>
              Apply<span className={ui.visuallyHidden}> to {campaign.title}</span>
            </Link>
          ),
        },
      ]}
    />
  );
}
