import { useSetCampaignActive } from '@portal/shared/api/campaigns';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { useFlashMessage } from '@portal/shared/flash-message';
import { useAdminTexts } from '../../../texts';
import { failureSentence } from '@portal/shared/submit-failure';

/**
 * Activates an inactive campaign or deactivates an active one (see docs/screens.md), with the
 * message to show: green on success, red with 'Error' on failure.
 */
export function useCampaignActivation() {
  const { t } = useAdminTexts();
  const setActive = useSetCampaignActive();
  const flash = useFlashMessage();

  function toggle(campaign: Pick<Campaign, 'id' | 'is_active'>) {
    const isActive = !campaign.is_active;
    flash.clear();
    setActive.mutate(
      { id: campaign.id, is_active: isActive },
      {
        onSuccess: () =>
          flash.showSuccess(t(isActive ? 'campaigns.activated' : 'campaigns.deactivated')),
        onError: (error) =>
          flash.showFailure(
            failureSentence(error, {
              fallback: t('campaigns.updateFailed'),
              because: (reason) => t('campaigns.updateFailedBecause', { reason }),
            }),
          ),
      },
    );
  }

  return {
    toggle,
    message: flash.message,
    /** Whether `message` tells a success or a failure, for its Banner. */
    messageTone: flash.tone,
    /** The campaign being changed, while the change is on its way. */
    busyId: setActive.isPending ? setActive.variables?.id : undefined,
  };
}
