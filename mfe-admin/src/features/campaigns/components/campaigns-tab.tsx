import { Link } from '@portal/shared/router';
import { useAdminCampaigns } from '@portal/shared/api/campaigns';
import { formatTaka } from '@portal/shared/money';
import { Banner } from '@portal/shared/ui/banner';
import { CategoryName } from '@portal/shared/ui/category-name';
import { DataTable } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadMore } from '@portal/shared/ui/load-more';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { CampaignActivationButton } from './campaign-activation-button';
import { useCampaignActivation } from './use-campaign-activation';
import styles from './campaigns.module.css';
import ui from '@portal/shared/ui/ui.module.css';
import { CampaignTitle } from '@portal/shared/ui/campaign-title';

/** The Campaigns tab (spec §2, design §3): every campaign; View opens it; Activate or Deactivate. */
export function CampaignsTab() {
  const campaigns = useAdminCampaigns({ refetchOnMount: 'always' });
  const activation = useCampaignActivation();

  function list() {
    if (campaigns.isLoading) return <LoadingSkeleton label="Loading campaigns..." rows={5} />;
    if (campaigns.isError) {
      return <LoadFailure message="Error loading campaigns" onRetry={campaigns.refetch} />;
    }
    if (campaigns.items.length === 0) return <EmptyState message="No campaigns found." />;
    return (
      <>
        <DataTable
          caption="Campaigns"
          rows={campaigns.items}
          rowKey={(campaign) => campaign.id}
          columns={[
            { header: 'Title', cell: (campaign) => <CampaignTitle title={campaign.title} /> },
            {
              header: 'Brand',
              cell: (campaign) => (
                <ProfileLink username={campaign.brand_name} fallback="Unknown Brand" />
              ),
            },
            { header: 'Budget', cell: (campaign) => formatTaka(campaign.budget) },
            {
              header: 'Category',
              cell: (campaign) => <CategoryName category={campaign.category} />,
            },
            {
              header: 'Status',
              cell: (campaign) => (
                <StatusBadge status={campaign.is_active ? 'active' : 'inactive'} />
              ),
            },
            {
              header: 'Actions',
              cell: (campaign) => (
                <span className={styles.adminCampaignsActions}>
                  <Link
                    className={`${ui.button} ${ui.buttonSecondary} ${ui.buttonSmall}`}
                    to={`/campaigns/${campaign.id}`}
                    aria-label={`View ${campaign.title}`}
                  >
                    View
                  </Link>
                  <CampaignActivationButton
                    small
                    campaign={campaign}
                    busy={activation.busyId === campaign.id}
                    onToggle={() => activation.toggle(campaign)}
                  />
                </span>
              ),
            },
          ]}
        />
        <LoadMore list={campaigns} />
      </>
    );
  }

  return (
    <>
      <Banner message={activation.message} />
      {list()}
    </>
  );
}
