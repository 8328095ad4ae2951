import { Link } from '@portal/shared/router';
import { formatTaka } from '@portal/shared/money';
import { classNames } from '@portal/shared/class-names';
import { EARLY_BRANDS, PLANS } from '../content/plans';
import { usePublicTexts } from '../texts';
import { ComingSoonBadge } from './coming-soon-badge';
import ui from '@portal/shared/ui/ui.module.css';
import styles from './plan-cards.module.css';

/** The statements about the current offer, above the plans. */
export function PlanOffer({ className }: { className: string | undefined }) {
  const { t } = usePublicTexts();
  return (
    <p className={className}>
      <strong>{t('offer.freePhase')}</strong> {t('offer.earlyBrands', { brands: EARLY_BRANDS })}
    </p>
  );
}

/** The three plans as cards; the sign-up buttons show only to visitors who are signed out. */
export function PlanCards({ headingLevel, signedIn }: { headingLevel: 2 | 3; signedIn: boolean }) {
  const { t, language } = usePublicTexts();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.planCards}>
      {PLANS.map((plan) => (
        <li
          key={plan.name}
          className={classNames(styles.planCard, plan.featured && styles.planCardFeatured)}
        >
          {plan.featured && <p className={styles.planCardRibbon}>{t('plan.mostPopular')}</p>}
          <Heading className={styles.planCardName}>{t(plan.name)}</Heading>
          <p className={styles.planCardAudience}>{t(plan.audience)}</p>
          <p className={styles.planCardPrice}>
            <span className={styles.planCardAmount}>
              {formatTaka(plan.monthlyPrice, { wholeTaka: true, language })}
            </span>{' '}
            <span className={styles.planCardPeriod}>
              {t(plan.monthlyPrice > 0 ? 'plan.perMonth' : 'plan.freeForever')}
            </span>
          </p>
          <ul className={styles.planCardFeatures}>
            {plan.features.map((feature) => (
              <li key={feature.text}>
                {t(feature.text, feature.values)}
                {feature.comingSoon && <ComingSoonBadge />}
              </li>
            ))}
          </ul>
          {!signedIn && (
            <Link
              className={classNames(
                ui.button,
                !plan.featured && ui.buttonSecondary,
                styles.planCardCta,
              )}
              to={plan.cta.to}
            >
              {t(plan.cta.label)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
