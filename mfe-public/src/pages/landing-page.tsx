import { Link } from '@portal/shared/router';
import { useAuthStore } from '@portal/shared/auth-store';
import { ComingSoonBadge } from '../components/coming-soon-badge';
import { PlanCards } from '../components/plan-cards';
import { SiteFooter } from '../components/site-footer';
import { FEATURE_CLAIMS, STATISTICS } from '../content/marketing';
import { EARLY_BRAND_OFFER, FREE_PHASE } from '../content/plans';
import './landing-page-styles';

const STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Post or find a campaign',
    text: 'Brands describe the campaign and its budget in taka. Influencers apply with a proposal and their fee.',
  },
  {
    title: 'Agree and pay safely',
    text: 'The brand accepts an application and pays through bKash or Nagad. Our team confirms the payment.',
  },
  {
    title: 'Deliver and withdraw',
    text: 'The influencer delivers, the earnings reach their balance, and they withdraw to their own wallet.',
  },
];

export default function LandingPage() {
  const signedIn = useAuthStore((state) => state.user !== null);
  return (
    <div className="landing">
      <section className="landing__hero" aria-labelledby="landing-title">
        <p className="landing__pill">{FREE_PHASE}</p>
        <h1 className="landing__title" id="landing-title">
          Where Bangladeshi brands and influencers work together
        </h1>
        <p className="landing__lead">
          Brands post campaigns and pay through bKash or Nagad. Influencers apply, deliver and
          withdraw their earnings.
        </p>
        <div className="landing__actions">
          {signedIn ? (
            <Link className="portal-button landing__action" to="/dashboard">
              Go to Dashboard
            </Link>
          ) : (
            <>
              <Link className="portal-button landing__action" to="/register?role=brand">
                I&apos;m a Brand
              </Link>
              <Link
                className="portal-button portal-button--secondary landing__action"
                to="/register?role=influencer"
              >
                I&apos;m an Influencer
              </Link>
            </>
          )}
        </div>
        <ul className="landing__stats" aria-label="Marketplace in numbers">
          {STATISTICS.map((statistic) => (
            <li key={statistic.label} className="landing__stat">
              <span className="landing__stat-value">{statistic.value}</span>
              <span className="landing__stat-label">{statistic.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="landing__section" aria-labelledby="landing-features">
        <h2 className="landing__heading" id="landing-features">
          Built for trust, from the first proposal to the last payout
        </h2>
        <ul className="landing__features">
          {FEATURE_CLAIMS.map((claim) => (
            <li key={claim.title} className="landing__feature">
              <h3 className="landing__feature-title">
                {claim.title}
                {claim.comingSoon && <ComingSoonBadge />}
              </h3>
              <p>{claim.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="landing__section landing__section--tinted" aria-labelledby="landing-how">
        <h2 className="landing__heading" id="landing-how">
          How it works
        </h2>
        <ol className="landing__steps">
          {STEPS.map((step) => (
            <li key={step.title} className="landing__step">
              <h3 className="landing__feature-title">{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="landing__section" aria-labelledby="landing-plans">
        <h2 className="landing__heading" id="landing-plans">
          Plans
        </h2>
        <p className="landing__offer">
          <strong>{FREE_PHASE}</strong> {EARLY_BRAND_OFFER}
        </p>
        <PlanCards headingLevel={3} signedIn={signedIn} />
      </section>

      <SiteFooter />
    </div>
  );
}
