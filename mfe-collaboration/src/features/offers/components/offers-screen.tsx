import { useAuthStore } from '@portal/shared/auth-store';
import { useOffers } from '@portal/shared/api/offers';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadMore } from '@portal/shared/ui/load-more';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import ui from '@portal/shared/ui/ui.module.css';
import { useOffersTexts } from '../texts';
import { OfferCard } from './offer-card';
import styles from './offers.module.css';

/**
 * The offers of brands and influencers (see docs/collaboration.md): a brand's sent ones with their
 * status, an influencer's received ones to accept or decline, newest first in keyset pages.
 */
export function OffersScreen() {
  const { t } = useOffersTexts();
  const isInfluencer = useAuthStore((state) => state.user?.role) === 'influencer';
  const offers = useOffers();

  function body() {
    if (offers.isLoading) return <LoadingSkeleton label={t('loading')} rows={4} />;
    if (offers.isError) return <LoadFailure message={t('loadFailed')} onRetry={offers.refetch} />;
    if (offers.items.length === 0) {
      return <EmptyState message={t(isInfluencer ? 'empty.influencer' : 'empty.brand')} />;
    }
    return (
      <>
        <ul className={styles.list}>
          {offers.items.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} />
            </li>
          ))}
        </ul>
        <LoadMore list={offers} />
      </>
    );
  }

  return (
    <div className={ui.page}>
      <h1 className={ui.pageTitle}>{t('heading')}</h1>
      <p className={ui.muted}>{t(isInfluencer ? 'intro.influencer' : 'intro.brand')}</p>
      {body()}
    </div>
  );
}
