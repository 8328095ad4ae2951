import { Link } from '@portal/shared/router';
import styles from './campaign-detail.module.css';

/** Where a role's campaign list is, e.g. My Campaigns at /campaigns. */
export interface CampaignList {
  to: string;
  label: string;
}

/** '← Back to My Campaigns': from a campaign (or its absence) to the role's list. */
export function CampaignBackLink({ list }: { list: CampaignList }) {
  return (
    <p className={styles.back}>
      <Link to={list.to}>← Back to {list.label}</Link>
    </p>
  );
}
