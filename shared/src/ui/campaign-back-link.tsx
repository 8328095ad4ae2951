import { Link } from '@portal/shared/router';
import { useUiTexts } from './ui-messages';
import styles from './campaign-detail.module.css';

/** Where a role's campaign list is, e.g. My Campaigns at /campaigns. */
export interface CampaignList {
  to: string;
  label: string;
}

/** '← Back to My Campaigns': from a campaign (or its absence) to the role's list. */
export function CampaignBackLink({ list }: { list: CampaignList }) {
  const { t } = useUiTexts();
  return (
    <p className={styles.back}>
      <Link to={list.to}>{t('campaign.backTo', { list: list.label })}</Link>
    </p>
  );
}
