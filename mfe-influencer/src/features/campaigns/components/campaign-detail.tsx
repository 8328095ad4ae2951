import { useState } from 'react';
import { useCampaign } from '@portal/shared/api/campaigns';
import { useFlashMessage } from '@portal/shared/flash-message';
import { Banner } from '@portal/shared/ui/banner';
import { CampaignDetailView } from '@portal/shared/ui/campaign-detail';
import { ApplicationModal } from './application-modal';
import { ApplyAction } from './apply-action';
import { useInfluencerTexts } from '../../../texts';
import { useCampaignLinks } from '../../../campaign-links';

/**
 * /campaigns/:id for an influencer (see docs/screens.md): the whole campaign, its brand's
 * reputation, and Apply or its status.
 */
export function CampaignDetail({ id }: { id: number }) {
  const { t } = useInfluencerTexts();
  const { availableCampaigns } = useCampaignLinks();
  const message = useFlashMessage();
  const [applying, setApplying] = useState(false);

  return (
    <CampaignDetailView
      campaign={useCampaign(id)}
      list={availableCampaigns}
      failure={t('campaign.loadFailed')}
      withBrandReputation
      notice={<Banner message={message.message} tone={message.tone} />}
      actions={(campaign) => <ApplyAction campaign={campaign} onApply={() => setApplying(true)} />}
    >
      {(campaign) =>
        applying && (
          <ApplicationModal
            campaign={campaign}
            onClose={() => setApplying(false)}
            onSubmitted={() => {
              setApplying(false);
              message.showSuccess(t('apply.submitted'));
            }}
          />
        )
      }
    </CampaignDetailView>
  );
}
