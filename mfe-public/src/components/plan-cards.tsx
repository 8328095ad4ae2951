import { Link } from '@portal/shared/router';
import { formatTaka } from '@portal/shared/money';
import { classNames } from '@portal/shared/class-names';
import { PLANS } from '../content/plans';
import { ComingSoonBadge } from './coming-soon-badge';
import ui from '@portal/shared/ui/ui.module.css';
import styles from './plan-cards.module.css';

/** The three plans as cards; the sign-up buttons show only to visitors who are signed out. */
export function PlanCards({ headingLevel, signedIn }: { headingLevel: 2 | 3; signedIn: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.planCards}>
      {PLANS.map((plan) => (
        <li
          key={plan.name}
          className={classNames(styles.planCard, plan.featured && styles.planCardFeatured)}
        >
          {plan.featured && <p className={styles.planCardRibbon}>Most popular</p>}
          <Heading className={styles.planCardName}>{plan.name}</Heading>
          <p className={styles.planCardAudience}>{plan.audience}</p>
          <p className={styles.planCardPrice}>
            <span className={styles.planCardAmount}>
              {formatTaka(plan.monthlyPrice, { wholeTaka: true })}
            </span>{' '}
            <span className={styles.planCardPeriod}>
              {plan.monthlyPrice > 0 ? 'per month' : 'free forever'}
            </span>
          </p>
          <ul className={styles.planCardFeatures}>
            {plan.features.map((feature) => (
              <li key={feature.text}>
                {feature.text}
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
              {plan.cta.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
