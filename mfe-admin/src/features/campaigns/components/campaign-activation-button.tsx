import type { Campaign } from '@portal/shared/contract/campaigns';
import { Button } from '@portal/shared/ui/button';
import { useAdminTexts } from '../../../texts';

/** Deactivate for an active campaign, Activate for an inactive one. */
export function CampaignActivationButton({
  campaign,
  busy,
  small = false,
  onToggle,
}: {
  campaign: Pick<Campaign, 'title' | 'is_active'>;
  busy: boolean;
  small?: boolean;
  onToggle: () => void;
}) {
  const { t } = useAdminTexts();
  return (
    <Button
      small={small}
      variant={campaign.is_active ? 'secondary' : 'primary'}
      aria-label={t(campaign.is_active ? 'action.deactivateNamed' : 'action.activateNamed', {
        name: campaign.title,
      })}
      disabled={busy}
      onClick={onToggle}
    >
      {t(campaign.is_active ? 'action.deactivate' : 'action.activate')}
    </Button>
  );
}
