import { useState } from 'react';
import { useCampaigns } from '@portal/shared/api/campaigns';
import { campaignFilterSchema, type Campaign } from '@portal/shared/contract/campaigns';
import { useFlashMessage } from '@portal/shared/flash-message';
import { Banner } from '@portal/shared/ui/banner';
import { CampaignCardList } from '@portal/shared/ui/campaign-card';
import { useUrlFilters } from '@portal/shared/url-filters';
import { ApplicationModal } from './application-modal';
import { ApplyAction } from './apply-action';
import { CampaignFilters } from './campaign-filters';
import { useInfluencerTexts } from '../../../texts';
import styles from './campaigns.module.css';

/**
 * Available Campaigns (see docs/screens.md): the open campaigns as a card grid with each brand's
 * reputation, filtered by the address's query, with the application modal and its message line.
 */
export function CampaignBrowser() {
  const { t } = useInfluencerTexts();
  const [filters, setFilters] = useUrlFilters(campaignFilterSchema);
  const campaigns = useCampaigns(filters);
  const message = useFlashMessage();
  const [applyingTo, setApplyingTo] = useState<Campaign | null>(null);

  return (
    <>
      <div className={styles.campaignFilters}>
        <CampaignFilters key={JSON.stringify(filters)} value={filters} onChange={setFilters} />
      </div>
      <Banner message={message.message} tone={message.tone} />
      <CampaignCardList
        campaigns={campaigns}
        withBrandReputation
        action={(campaign, titleId) => (
          <ApplyAction campaign={campaign} describedBy={titleId} onApply={setApplyingTo} />
        )}
      />
      {applyingTo && (
        <ApplicationModal
          campaign={applyingTo}
          onClose={() => setApplyingTo(null)}
          onSubmitted={() => {
            setApplyingTo(null);
            message.showSuccess(t('apply.submitted'));
          }}
        />
      )}
    </>
  );
}
