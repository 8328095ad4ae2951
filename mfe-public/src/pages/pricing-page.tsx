import { Link } from '@portal/shared/router';
import { useAuthStore } from '@portal/shared/auth-store';
import { Section } from '@portal/shared/ui/layout';
import { InfoPage } from '../components/info-page';
import { PlanCards, PlanOffer } from '../components/plan-cards';
import { InfoRichMessage, useInfoMessages } from '../features/info-pages/messages';
import infoPageStyles from '../components/info-page.module.css';

export default function PricingPage() {
  const signedIn = useAuthStore((state) => state.user !== null);
  const { t } = useInfoMessages();
  return (
    <InfoPage wide title={t('pricing.title')} intro={t('pricing.intro')}>
      <PlanOffer className={infoPageStyles.infoPageNote} />
      <Section title={t('pricing.plans')}>
        <PlanCards headingLevel={3} signedIn={signedIn} />
      </Section>
      <Section title={t('pricing.payments.title')}>
        <p>
          <InfoRichMessage
            id="pricing.payments.text"
            elements={{ terms: <Link to="/terms-of-use" /> }}
          />
        </p>
      </Section>
    </InfoPage>
  );
}
