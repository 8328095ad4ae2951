import { PRODUCT_NAME } from '@portal/shared/product';
import { Section } from '@portal/shared/ui/layout';
import { InfoPage } from '../components/info-page';
import { POLICY_CONTACT } from '../components/policy-contact';
import {
  MINIMUM_AGE,
  minimumWithdrawal,
  policyEffective,
  WITHDRAWAL_DAYS,
} from '../content/policy-facts';
import { usePlatformFacts } from '../content/platform-facts';
import { TermsRichMessage, useTermsTexts } from '../features/terms-of-use/texts';
import infoPageStyles from '../components/info-page.module.css';

export default function TermsOfUsePage() {
  const { t, language } = useTermsTexts();
  const days = t('withdrawalDays', WITHDRAWAL_DAYS);
  const facts = usePlatformFacts(language);
  return (
    <InfoPage
      title={t('title')}
      intro={t('intro', { effective: policyEffective(language), product: PRODUCT_NAME })}
    >
      <Section title={t('who.title')}>
        <ul>
          <li>{t('who.age', { age: MINIMUM_AGE })}</li>
          <li>{t('who.register')}</li>
          <li>{t('who.brand')}</li>
        </ul>
      </Section>
      <Section title={t('campaigns.title')}>
        <ul>
          <li>{t('campaigns.honest')}</li>
          <li>{t('campaigns.apply')}</li>
          <li>{t('campaigns.deliver')}</li>
        </ul>
      </Section>
      <Section title={t('messages.title')}>
        <p>{t('messages.text')}</p>
      </Section>
      <Section title={t('payment.title')}>
        <h3>{t('payment.how.title')}</h3>
        <ol>
          <li>{t('payment.how.send')}</li>
          <li>{t('payment.how.enter')}</li>
          <li>{t('payment.how.confirm')}</li>
        </ol>
        <p>{t('payment.how.once')}</p>
        <h3>{t('payment.rejected.title')}</h3>
        <p>{t('payment.rejected.text')}</p>
        <h3>{t('payment.release.title')}</h3>
        <ul>
          <li>{t('payment.release.deliver')}</li>
          <li>{t('payment.release.approve')}</li>
          <li>
            {t('payment.release.automatic')}
            {facts && ` ${t('payment.release.window', facts.reviewWindow)}`}
          </li>
        </ul>
        <h3>{t('payment.disputes.title')}</h3>
        <ul>
          <li>{t('payment.disputes.open')}</li>
          <li>{t('payment.disputes.decide')}</li>
        </ul>
        <h3>{t('payment.refunds.title')}</h3>
        <ul>
          <li>{t('payment.refunds.rejected', { days })}</li>
          <li>{t('payment.refunds.escrow')}</li>
          <li>{t('payment.refunds.wallet')}</li>
          <li>{t('payment.refunds.charges')}</li>
        </ul>
        <h3>{t('payment.fees.title')}</h3>
        <p>
          {t('payment.fees.text')}
          {facts && ` ${t('payment.fees.rate', { percent: facts.feePercent })}`}
        </p>
        <h3>{t('payment.withdrawals.title')}</h3>
        <ul>
          <li>{t('payment.withdrawals.minimum', { minimum: minimumWithdrawal(language) })}</li>
          <li>{t('payment.withdrawals.manual', { days })}</li>
          <li>{t('payment.withdrawals.check')}</li>
        </ul>
        <p className={infoPageStyles.infoPageNote}>{t('payment.pinWarning')}</p>
      </Section>
      <Section title={t('forbidden.title')}>
        <ul>
          <li>{t('forbidden.fake')}</li>
          <li>{t('forbidden.offPlatform')}</li>
          <li>{t('forbidden.content')}</li>
          <li>{t('forbidden.harassment')}</li>
        </ul>
      </Section>
      <Section title={t('suspension.title')}>
        <p>{t('suspension.text')}</p>
      </Section>
      <Section title={t('liability.title')}>
        <p>{t('liability.text')}</p>
      </Section>
      <Section title={t('changes.title')}>
        <p>
          <TermsRichMessage id="changes.text" {...POLICY_CONTACT} />
        </p>
      </Section>
    </InfoPage>
  );
}
