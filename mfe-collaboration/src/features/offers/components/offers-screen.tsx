import { useAuthStore } from '@portal/shared/auth-store';
import { useOffers } from '@portal/shared/api/offers';
import { ListView } from '@portal/shared/ui/list-view';
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

  return (
    <div className={ui.page}>
      <h1 className={ui.pageTitle}>{t('heading')}</h1>
      <p className={ui.muted}>{t(isInfluencer ? 'intro.influencer' : 'intro.brand')}</p>
      <ListView
        list={offers}
        loading={t('loading')}
        loadFailed={t('loadFailed')}
        empty={t(isInfluencer ? 'empty.influencer' : 'empty.brand')}
        skeletonRows={4}
      >
        {(items) => (
          <ul className={styles.list}>
            {items.map((offer) => (
              <li key={offer.id}>
                <OfferCard offer={offer} />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </div>
  );
}
