import { Link } from '@portal/shared/router';
import { useAuthStore } from '@portal/shared/auth-store';
import { formatTaka } from '@portal/shared/money';
import { LanguageSwitch } from '@portal/shared/ui/language-switch';
import { ComingSoonBadge } from '../components/coming-soon-badge';
import { PlanCards, PlanOffer } from '../components/plan-cards';
import { SiteFooter } from '../components/site-footer';
import { EXAMPLE_AMOUNT, FEATURE_CLAIMS, STATISTICS, STEPS } from '../content/marketing';
import { usePublicTexts } from '../texts';
import styles from './landing-page.module.css';
import ui from '@portal/shared/ui/ui.module.css';

export default function LandingPage() {
  const signedIn = useAuthStore((state) => state.user !== null);
  const { t, language } = usePublicTexts();
  const example = formatTaka(EXAMPLE_AMOUNT, { wholeTaka: true, language });
  return (
    <div>
      <section className={styles.landingHero} aria-labelledby="landing-title">
        <LanguageSwitch className={styles.landingLanguage} />
        <p className={styles.landingPill}>{t('offer.freePhase')}</p>
        <h1 className={styles.landingTitle} id="landing-title">
          {t('landing.title')}
        </h1>
        <p className={styles.landingLead}>{t('landing.lead')}</p>
        <div className={styles.landingActions}>
          {signedIn ? (
            <Link className={`${ui.button} ${styles.landingAction}`} to="/dashboard">
              {t('landing.goToDashboard')}
            </Link>
          ) : (
            <>
              <Link className={`${ui.button} ${styles.landingAction}`} to="/register?role=brand">
                {t('landing.imBrand')}
              </Link>
              <Link
                className={`${ui.button} ${ui.buttonSecondary} ${styles.landingAction}`}
                to="/register?role=influencer"
              >
                {t('landing.imInfluencer')}
              </Link>
            </>
          )}
        </div>
        <ul className={styles.landingStats} aria-label={t('landing.numbers')}>
          {STATISTICS.map((statistic) => (
            <li key={statistic.label} className={styles.landingStat}>
              <span className={styles.landingStatValue}>{t(statistic.value)}</span>
              <span className={styles.landingStatLabel}>{t(statistic.label)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.landingSection} aria-labelledby="landing-features">
        <h2 className={styles.landingHeading} id="landing-features">
          {t('landing.features')}
        </h2>
        <ul className={styles.landingFeatures}>
          {FEATURE_CLAIMS.map((claim) => (
            <li key={claim.title} className={styles.landingFeature}>
              <h3 className={styles.landingFeatureTitle}>
                {t(claim.title)}
                {claim.comingSoon && <ComingSoonBadge />}
              </h3>
              <p>{t(claim.text, { example })}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        className={`${styles.landingSection} ${styles.landingSectionTinted}`}
        aria-labelledby="landing-how"
      >
        <h2 className={styles.landingHeading} id="landing-how">
          {t('landing.howItWorks')}
        </h2>
        <ol className={styles.landingSteps}>
          {STEPS.map((step) => (
            <li key={step.title} className={styles.landingStep}>
              <h3 className={styles.landingFeatureTitle}>{t(step.title)}</h3>
              <p>{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.landingSection} aria-labelledby="landing-plans">
        <h2 className={styles.landingHeading} id="landing-plans">
          {t('landing.plans')}
        </h2>
        <PlanOffer className={styles.landingOffer} />
        <PlanCards headingLevel={3} signedIn={signedIn} />
      </section>

      <SiteFooter />
    </div>
  );
}
