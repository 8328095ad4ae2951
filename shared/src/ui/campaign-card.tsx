import { useId, type ReactNode } from 'react';
import type { Campaign } from '../contract/campaigns';
import { CampaignFacts } from './campaign-facts';
import { CampaignTitle } from './campaign-title';
import { ProfileLink } from './profile-link';
import styles from './campaign.module.css';

/** The card grid of a campaigns screen (spec §2), named 'Campaigns' for screen readers. */
export function CampaignGrid({ children }: { children: ReactNode }) {
  return (
    <ul className={styles.campaignGrid} aria-label="Campaigns">
      {children}
    </ul>
  );
}

/**
 * One campaign of the grid (spec §2): title (linking to /campaigns/:id), 'By:' brand,
 * description, budget, category and deadline, and the role's action under them. `action` gets
 * the id of the card's title, for the action's `aria-describedby`.
 */
export function CampaignCard({
  campaign,
  action,
}: {
  campaign: Campaign;
  action: (titleId: string) => ReactNode;
}) {
  const titleId = useId();
  return (
    <li className={styles.campaignCard}>
      <article className={styles.campaignCardBody} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.campaignCardTitle}>
          <CampaignTitle id={campaign.id} title={campaign.title} />
        </h2>
        <p className={styles.campaignCardBrand}>
          By: <ProfileLink username={campaign.brand_name} fallback="Unknown Brand" />
        </p>
        <p className={styles.campaignCardDescription}>{campaign.description}</p>
        <CampaignFacts campaign={campaign} />
        <div className={styles.campaignCardAction}>{action(titleId)}</div>
      </article>
    </li>
  );
}
