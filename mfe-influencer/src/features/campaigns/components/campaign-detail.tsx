import { useState } from 'react';
import { useFlashMessage } from '@portal/shared/flash-message';
import { Banner } from '@portal/shared/ui/banner';
import { CampaignDetailLayout } from '@portal/shared/ui/campaign-detail';
import { ApplicationModal } from './application-modal';
import { ApplyAction } from './apply-action';

/** The influencer's campaign list, where a campaign's detail leads back to. */
export const AVAILABLE_CAMPAIGNS = { to: '/campaigns', label: 'Available Campaigns' };

/** /campaigns/:id for an influencer (design §3): the whole campaign, and Apply or its status. */
export function CampaignDetail({ id }: { id: number }) {
  const message = useFlashMessage();
  const [applying, setApplying] = useState(false);

  return (
    <CampaignDetailLayout
      id={id}
      list={AVAILABLE_CAMPAIGNS}
      failure="Failed to fetch campaign"
      notice={<Banner message={message.message} />}
      actions={(campaign) => <ApplyAction campaign={campaign} onApply={() => setApplying(true)} />}
    >
      {(campaign) =>
        applying && (
          <ApplicationModal
            campaign={campaign}
            onClose={() => setApplying(false)}
            onSubmitted={() => {
              setApplying(false);
              message.showSuccess('Application submitted successfully!');
            }}
          />
        )
      }
    </CampaignDetailLayout>
  );
}
