import type { Campaign } from '../contract/campaigns';
import { formatDate } from '../dates';
import { formatTaka } from '../money';
import { CATEGORY_LABELS } from '../option-labels';
import styles from './campaign.module.css';

/**
 * Budget, category and the deadline when there is one, as label-value pairs. On a campaign's
 * detail (`detail`) the deadline is always there ('No deadline') and the applications count too.
 */
export function CampaignFacts({
  campaign,
  detail = false,
}: {
  campaign: Campaign;
  detail?: boolean;
}) {
  return (
    <dl className={styles.campaignFacts}>
      <div>
        <dt>Budget</dt>
        <dd>{formatTaka(campaign.budget)}</dd>
      </div>
      <div>
        <dt>Category</dt>
        <dd>{CATEGORY_LABELS[campaign.category]}</dd>
      </div>
      {(campaign.deadline || detail) && (
        <div>
          <dt>Deadline</dt>
          <dd>{campaign.deadline ? formatDate(campaign.deadline) : 'No deadline'}</dd>
        </div>
      )}
      {detail && (
        <div>
          <dt>Applications</dt>
          <dd>{campaign.applications_count}</dd>
        </div>
      )}
    </dl>
  );
}
