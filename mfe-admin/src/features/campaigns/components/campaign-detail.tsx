import { Banner } from '@portal/shared/ui/banner';
import { CampaignDetailLayout } from '@portal/shared/ui/campaign-detail';
import { CampaignActivationButton } from './campaign-activation-button';
import { useCampaignActivation } from './use-campaign-activation';

/** The admin panel's Campaigns tab, where a campaign's detail leads back to. */
export const ADMIN_CAMPAIGNS = { to: '/admin-panel?tab=campaigns', label: 'Campaigns' };

/** The admin's view of one campaign (design §3: View opens it): all of it, Activate/Deactivate. */
export function CampaignDetail({ id }: { id: number }) {
  const activation = useCampaignActivation();
  return (
    <CampaignDetailLayout
      id={id}
      list={ADMIN_CAMPAIGNS}
      failure="Error loading campaign"
      notice={<Banner message={activation.message} />}
      actions={(campaign) => (
        <CampaignActivationButton
          campaign={campaign}
          busy={activation.busyId === campaign.id}
          onToggle={() => activation.toggle(campaign)}
        />
      )}
    />
  );
}
