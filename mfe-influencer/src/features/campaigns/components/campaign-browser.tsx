import { useState } from 'react';
import { useCampaigns } from '@portal/shared/api/campaigns';
import { campaignFilterSchema, type Campaign } from '@portal/shared/contract/campaigns';
import { useFlashMessage } from '@portal/shared/flash-message';
import { Banner } from '@portal/shared/ui/banner';
import { CampaignCard, CampaignGrid } from '@portal/shared/ui/campaign-card';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadMore } from '@portal/shared/ui/load-more';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useUrlFilters } from '@portal/shared/url-filters';
import { ApplicationModal } from './application-modal';
import { ApplyAction } from './apply-action';
import { CampaignFilters } from './campaign-filters';
import styles from './campaigns.module.css';

/**
 * Available Campaigns (spec §2): the open campaigns as a card grid, filtered by the address's
 * query, with the application modal and its message line.
 */
export function CampaignBrowser() {
  const [filters, setFilters] = useUrlFilters(campaignFilterSchema);
  const campaigns = useCampaigns(filters);
  const message = useFlashMessage();
  const [applyingTo, setApplyingTo] = useState<Campaign | null>(null);

  function list() {
    if (campaigns.isLoading) return <LoadingSkeleton label="Loading campaigns..." rows={6} />;
    if (campaigns.isError) {
      return <LoadFailure message="Failed to fetch campaigns" onRetry={campaigns.refetch} />;
    }
    if (campaigns.items.length === 0) return <EmptyState message="No campaigns found." />;
    return (
      <>
        <CampaignGrid>
          {campaigns.items.map((campaign) => (
            <CampaignCard
              key={campaign.id}
              campaign={campaign}
              action={(titleId) => (
                <ApplyAction campaign={campaign} describedBy={titleId} onApply={setApplyingTo} />
              )}
            />
          ))}
        </CampaignGrid>
        <LoadMore list={campaigns} />
      </>
    );
  }

  return (
    <>
      <div className={styles.campaignFilters}>
        <CampaignFilters key={JSON.stringify(filters)} value={filters} onChange={setFilters} />
      </div>
      <Banner message={message.message} />
      {list()}
      {applyingTo && (
        <ApplicationModal
          campaign={applyingTo}
          onClose={() => setApplyingTo(null)}
          onSubmitted={() => {
            setApplyingTo(null);
            message.showSuccess('Application submitted successfully!');
          }}
        />
      )}
    </>
  );
}
