import type { Campaign } from '../contract/campaigns';
import { formatDate } from '../dates';
import { formatTaka } from '../money';
import { CATEGORY_LABELS } from '../option-labels';
import styles from './campaign.module.css';

/** Budget, category and the deadline when there is one, as label-value pairs. */
export function CampaignFacts({ campaign }: { campaign: Campaign }) {
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
      {campaign.deadline && (
        <div>
          <dt>Deadline</dt>
          <dd>{formatDate(campaign.deadline)}</dd>
        </div>
      )}
    </dl>
  );
}
