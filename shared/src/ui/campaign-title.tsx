import { Link } from '@portal/shared/router';
import styles from './campaign.module.css';

/**
 * A campaign's title in a list, table or card, wrapping anywhere so a long unbroken title never
 * widens the page and cut to two lines, the whole title on hover (its `title`) and in its text for
 * screen readers; with `id`, a link to the campaign's detail.
 */
export function CampaignTitle({ title, id }: { title: string; id?: number }) {
  if (id === undefined) {
    return (
      <span className={styles.campaignTitle} title={title}>
        {title}
      </span>
    );
  }
  return (
    <Link className={styles.campaignTitle} to={`/campaigns/${id}`} title={title}>
      {title}
    </Link>
  );
}
