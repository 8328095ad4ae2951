import { useId, type ReactNode } from 'react';
import type { Campaign } from '../contract/campaigns';
import type { KeysetList } from '../data/keyset-pages';
import { BrandReputation } from './brand-reputation';
import { CampaignFacts } from './campaign-facts';
import { CampaignTitle } from './campaign-title';
import { EmptyState } from './empty-state';
import { LoadFailure } from './load-failure';
import { LoadMore } from './load-more';
import { LoadingSkeleton } from './loading-skeleton';
import { ProfileLink } from './profile-link';
import { useUiTexts } from './ui-messages';
import styles from './campaign.module.css';

/**
 * The card grid of a campaigns screen (see docs/screens.md), named 'Campaigns' for screen readers.
 */
function CampaignGrid({ children }: { children: ReactNode }) {
  const { t } = useUiTexts();
  return (
    <ul className={styles.campaignGrid} aria-label={t('campaign.grid')}>
      {children}
    </ul>
  );
}

/**
 * One campaign of the grid (see docs/screens.md): title (linking to /campaigns/:id), 'By:' brand
 * (and, for `withBrandReputation`, the brand's rating and released collaborations), description,
 * budget, category and deadline, and the role's action under them. `action` gets the id of the
 * card's title, for the action's `aria-describedby`.
 */
function CampaignCard({
  campaign,
  withBrandReputation,
  action,
}: {
  campaign: Campaign;
  withBrandReputation: boolean;
  action: (titleId: string) => ReactNode;
}) {
  const { t } = useUiTexts();
  const titleId = useId();
  return (
    <li className={styles.campaignCard}>
      <article className={styles.campaignCardBody} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.campaignCardTitle}>
          <CampaignTitle id={campaign.id} title={campaign.title} />
        </h2>
        <p className={styles.campaignCardBrand}>
          {t('campaign.by')}{' '}
          <ProfileLink username={campaign.brand_name} fallback={t('campaign.unknownBrand')} />
        </p>
        {withBrandReputation && <BrandReputation reputation={campaign.brand_reputation} />}
        <p className={styles.campaignCardDescription}>{campaign.description}</p>
        <CampaignFacts campaign={campaign} />
        <div className={styles.campaignCardAction}>{action(titleId)}</div>
      </article>
    </li>
  );
}

/**
 * A campaigns screen's list (see docs/screens.md): 'Loading campaigns...', 'Failed to fetch
 * campaigns' with Try again, 'No campaigns found.', or the card grid with the role's `action` on
 * each card and "Load more". An influencer's list shows each brand's reputation
 * (`withBrandReputation`); a brand's own list does not.
 */
export function CampaignCardList({
  campaigns,
  withBrandReputation = false,
  action,
}: {
  campaigns: KeysetList<Campaign>;
  withBrandReputation?: boolean;
  action: (campaign: Campaign, titleId: string) => ReactNode;
}) {
  const { t } = useUiTexts();
  if (campaigns.isLoading) return <LoadingSkeleton label={t('campaign.loadingList')} rows={6} />;
  if (campaigns.isError) {
    return <LoadFailure message={t('campaign.listFailed')} onRetry={campaigns.refetch} />;
  }
  if (campaigns.items.length === 0) return <EmptyState message={t('campaign.noneFound')} />;
  return (
    <>
      <CampaignGrid>
        {campaigns.items.map((campaign) => (
          <CampaignCard
            key={campaign.id}
            campaign={campaign}
            withBrandReputation={withBrandReputation}
            action={(titleId) => action(campaign, titleId)}
          />
        ))}
      </CampaignGrid>
      <LoadMore list={campaigns} />
    </>
  );
}
