import { Link } from '@portal/shared/router';
import { useAuthStore } from '@portal/shared/auth-store';
import { Section } from '@portal/shared/ui/layout';
import { InfoPage } from '../components/info-page';
import { PlanCards, PlanOffer } from '../components/plan-cards';
import { InfoRichMessage, useInfoTexts } from '../features/info-pages/texts';
import { usePlatformFacts } from '../content/platform-facts';
import { WITHDRAWAL_DAYS } from '../content/policy-facts';
import infoPageStyles from '../components/info-page.module.css';

export default function PricingPage() {
  const signedIn = useAuthStore((state) => state.user !== null);
  const { t, language } = useInfoTexts();
  const facts = usePlatformFacts(language);
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
      <Section title={t('pricing.fee.title')}>
        <p>
          {facts && `${t('pricing.fee.rate', { percent: facts.feePercent })} `}
          {t('pricing.fee.text')}
        </p>
      </Section>
      <Section title={t('pricing.faq.title')}>
        <h3>{t('pricing.faq.escrow.question')}</h3>
        <p>{t('pricing.faq.escrow.answer')}</p>
        <h3>{t('pricing.faq.release.question')}</h3>
        <p>
          {t('pricing.faq.release.answer')}
          {facts && ` ${t('pricing.faq.release.window', facts.reviewWindow)}`}
        </p>
        <h3>{t('pricing.faq.dispute.question')}</h3>
        <p>{t('pricing.faq.dispute.answer')}</p>
        <h3>{t('pricing.faq.refund.question')}</h3>
        <p>{t('pricing.faq.refund.answer')}</p>
        <h3>{t('pricing.faq.withdrawal.question')}</h3>
        <p>{t('pricing.faq.withdrawal.answer', WITHDRAWAL_DAYS)}</p>
      </Section>
    </InfoPage>
  );
}
