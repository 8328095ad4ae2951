import type { Campaign } from '@portal/shared/contract/campaigns';
import { Button } from '@portal/shared/ui/button';

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
  const label = campaign.is_active ? 'Deactivate' : 'Activate';
  return (
    <Button
      small={small}
      variant={campaign.is_active ? 'secondary' : 'primary'}
      aria-label={`${label} ${campaign.title}`}
      disabled={busy}
      onClick={onToggle}
    >
      {label}
    </Button>
  );
}
