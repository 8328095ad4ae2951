import { useCampaign } from '@portal/shared/api/campaigns';
import { Banner } from '@portal/shared/ui/banner';
import type { CampaignList } from '@portal/shared/ui/campaign-back-link';
import { CampaignDetailView } from '@portal/shared/ui/campaign-detail';
import { useAdminTexts, type AdminTranslate } from '../../../texts';
import { CampaignActivationButton } from './campaign-activation-button';
import { useCampaignActivation } from './use-campaign-activation';

/** The admin panel's Campaigns tab, where a campaign's detail leads back to. */
export function adminCampaigns(t: AdminTranslate): CampaignList {
  return { to: '/admin-panel?tab=campaigns', label: t('tab.campaigns') };
}

/**
 * The admin's view of one campaign (docs/screens.md: View opens it): all of it,
 * Activate/Deactivate.
 */
export function CampaignDetail({ id }: { id: number }) {
  const { t } = useAdminTexts();
  const activation = useCampaignActivation();
  return (
    <CampaignDetailView
      campaign={useCampaign(id)}
      list={adminCampaigns(t)}
      failure={t('campaign.loadFailed')}
      notice={<Banner message={activation.message} tone={activation.messageTone} />}
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
