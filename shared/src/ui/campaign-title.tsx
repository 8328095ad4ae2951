import { Link } from '@portal/shared/router';
import styles from './campaign.module.css';

/**
 * A campaign's title in a list or table, wrapping anywhere so a long unbroken title never widens
 * the page; with `id`, a link to the campaign's detail.
 */
export function CampaignTitle({ title, id }: { title: string; id?: number }) {
  if (id === undefined) return <span className={styles.campaignTitle}>{title}</span>;
  return (
    <Link className={styles.campaignTitle} to={`/campaigns/${id}`}>
      {title}
    </Link>
  );
}
