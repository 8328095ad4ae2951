import { Link } from '@portal/shared/router';
import { useAuthStore } from '@portal/shared/auth-store';
import { Section } from '@portal/shared/ui/layout';
import { InfoPage } from '../components/info-page';
import { PlanCards } from '../components/plan-cards';
import { EARLY_BRAND_OFFER, FREE_PHASE } from '../content/plans';
import infoPageStyles from '../components/info-page.module.css';

export default function PricingPage() {
  const signedIn = useAuthStore((state) => state.user !== null);
  return (
    <InfoPage
      wide
      title="Pricing"
      intro="Simple plans in taka. Influencers never pay to apply; brands pay only for the plan they choose."
    >
      <p className={infoPageStyles.infoPageNote}>
        <strong>{FREE_PHASE}</strong> {EARLY_BRAND_OFFER}
      </p>
      <Section title="Plans">
        <PlanCards headingLevel={3} signedIn={signedIn} />
      </Section>
      <Section title="How payments to influencers work">
        <p>
          A plan pays for the platform. The fee agreed with an influencer is paid separately, per
          collaboration, through bKash or Nagad, and confirmed by our team before it reaches the
          influencer&apos;s balance. Read the <Link to="/terms-of-use">Terms of Use</Link> for the
          payment and refund policy.
        </p>
      </Section>
    </InfoPage>
  );
}
