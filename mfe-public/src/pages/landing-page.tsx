import { Link } from '@portal/shared/router';
import { useAuthStore } from '@portal/shared/auth-store';
import { LanguageSwitch } from '@portal/shared/ui/language-switch';
import { ComingSoonBadge } from '../components/coming-soon-badge';
import { PlanCards } from '../components/plan-cards';
import { SiteFooter } from '../components/site-footer';
import { FEATURE_CLAIMS, STATISTICS } from '../content/marketing';
import { EARLY_BRAND_OFFER, FREE_PHASE } from '../content/plans';
import styles from './landing-page.module.css';
import ui from '@portal/shared/ui/ui.module.css';

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
    <div>
      <section className={styles.landingHero} aria-labelledby="landing-title">
        <LanguageSwitch className={styles.landingLanguage} />
        <p className={styles.landingPill}>{FREE_PHASE}</p>
        <h1 className={styles.landingTitle} id="landing-title">
          Where Bangladeshi brands and influencers work together
        </h1>
        <p className={styles.landingLead}>
          Brands post campaigns and pay through bKash or Nagad. Influencers apply, deliver and
          withdraw their earnings.
        </p>
        <div className={styles.landingActions}>
          {signedIn ? (
            <Link className={`${ui.button} ${styles.landingAction}`} to="/dashboard">
              Go to Dashboard
            </Link>
          ) : (
            <>
              <Link className={`${ui.button} ${styles.landingAction}`} to="/register?role=brand">
                I&apos;m a Brand
              </Link>
              <Link
                className={`${ui.button} ${ui.buttonSecondary} ${styles.landingAction}`}
                to="/register?role=influencer"
              >
                I&apos;m an Influencer
              </Link>
            </>
          )}
        </div>
        <ul className={styles.landingStats} aria-label="Marketplace in numbers">
          {STATISTICS.map((statistic) => (
            <li key={statistic.label} className={styles.landingStat}>
              <span className={styles.landingStatValue}>{statistic.value}</span>
              <span className={styles.landingStatLabel}>{statistic.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.landingSection} aria-labelledby="landing-features">
        <h2 className={styles.landingHeading} id="landing-features">
          Built for trust, from the first proposal to the last payout
        </h2>
        <ul className={styles.landingFeatures}>
          {FEATURE_CLAIMS.map((claim) => (
            <li key={claim.title} className={styles.landingFeature}>
              <h3 className={styles.landingFeatureTitle}>
                {claim.title}
                {claim.comingSoon && <ComingSoonBadge />}
              </h3>
              <p>{claim.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        className={`${styles.landingSection} ${styles.landingSectionTinted}`}
        aria-labelledby="landing-how"
      >
        <h2 className={styles.landingHeading} id="landing-how">
          How it works
        </h2>
        <ol className={styles.landingSteps}>
          {STEPS.map((step) => (
            <li key={step.title} className={styles.landingStep}>
              <h3 className={styles.landingFeatureTitle}>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.landingSection} aria-labelledby="landing-plans">
        <h2 className={styles.landingHeading} id="landing-plans">
          Plans
        </h2>
        <p className={styles.landingOffer}>
          <strong>{FREE_PHASE}</strong> {EARLY_BRAND_OFFER}
        </p>
        <PlanCards headingLevel={3} signedIn={signedIn} />
      </section>

      <SiteFooter />
    </div>
  );
}
