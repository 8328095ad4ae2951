import { Link } from '@portal/shared/router';
import { formatTaka } from '@portal/shared/money';
import { PLANS } from '../content/plans';
import { ComingSoonBadge } from './coming-soon-badge';
import './plan-cards-styles';

/** The three plans as cards; the sign-up buttons show only to visitors who are signed out. */
export function PlanCards({ headingLevel, signedIn }: { headingLevel: 2 | 3; signedIn: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="plan-cards">
      {PLANS.map((plan) => (
        <li
          key={plan.name}
          className={plan.featured ? 'plan-card plan-card--featured' : 'plan-card'}
        >
          {plan.featured && <p className="plan-card__ribbon">Most popular</p>}
          <Heading className="plan-card__name">{plan.name}</Heading>
          <p className="plan-card__audience">{plan.audience}</p>
          <p className="plan-card__price">
            <span className="plan-card__amount">
              {formatTaka(plan.monthlyPrice, { wholeTaka: true })}
            </span>{' '}
            <span className="plan-card__period">
              {plan.monthlyPrice > 0 ? 'per month' : 'free forever'}
            </span>
          </p>
          <ul className="plan-card__features">
            {plan.features.map((feature) => (
              <li key={feature.text}>
                {feature.text}
                {feature.comingSoon && <ComingSoonBadge />}
              </li>
            ))}
          </ul>
          {!signedIn && (
            <Link
              className={
                plan.featured
                  ? 'portal-button plan-card__cta'
                  : 'portal-button portal-button--secondary plan-card__cta'
              }
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
