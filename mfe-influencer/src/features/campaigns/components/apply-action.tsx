import type { Campaign } from '@portal/shared/contract/campaigns';
import { Button } from '@portal/shared/ui/button';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { useInfluencerTexts } from '../../../texts';
import styles from './campaigns.module.css';

/**
 * 'Apply to Campaign', or the status of the influencer's application when they already applied
 * (one application per campaign, docs/api-conventions.md), or that the campaign is closed to new
 * applications (docs/campaigns.md).
 */
export function ApplyAction({
  campaign,
  describedBy,
  onApply,
}: {
  campaign: Campaign;
  /** The id of the campaign's title, read with the button by screen readers. */
  describedBy?: string;
  onApply: (campaign: Campaign) => void;
}) {
  const { t } = useInfluencerTexts();
  if (campaign.application_status) {
    return (
      <p className={styles.applyActionStatus}>
        {t('apply.yourApplication')} <StatusBadge status={campaign.application_status} />
      </p>
    );
  }
  if (!campaign.is_open) return <p className={styles.applyActionStatus}>{t('apply.closed')}</p>;
  return (
    <Button aria-describedby={describedBy} onClick={() => onApply(campaign)}>
      {t('apply.button')}
    </Button>
  );
}
