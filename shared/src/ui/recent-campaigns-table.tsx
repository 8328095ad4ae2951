import type { Campaign } from '../contract/campaigns';
import { CampaignTitle } from './campaign-title';
import { DataTable, type Column } from './data-table';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { useUiTexts } from './ui-messages';

/**
 * A dashboard's 'Recent Campaigns': the title first, leading to the campaign's detail, then the
 * role's `columns`; `empty` when there is none.
 */
export function RecentCampaignsTable({
  campaigns,
  columns,
  empty,
}: {
  campaigns: readonly Campaign[];
  columns: readonly Column<Campaign>[];
  empty: EmptyStateProps;
}) {
  const { t } = useUiTexts();
  if (campaigns.length === 0) return <EmptyState {...empty} />;
  return (
    <DataTable
      caption={t('recentCampaigns.caption')}
      rows={campaigns}
      rowKey={(campaign) => campaign.id}
      columns={[
        {
          header: t('recentCampaigns.title'),
          cell: (campaign) => <CampaignTitle id={campaign.id} title={campaign.title} />,
        },
        ...columns,
      ]}
    />
  );
}
