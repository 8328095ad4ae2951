import { PRODUCT_NAME } from '@portal/shared/product';
import { Section } from '@portal/shared/ui/layout';
import { InfoPage } from '../components/info-page';
import { POLICY_CONTACT } from '../components/policy-contact';
import { MINIMUM_AGE, policyEffective } from '../content/policy-facts';
import { PrivacyRichMessage, usePrivacyTexts } from '../features/privacy-policy/texts';

/** What the policy collects, each a bold label and its details. */
const COLLECTED = [
  ['collect.account.label', 'collect.account.text'],
  ['collect.profile.label', 'collect.profile.text'],
  ['collect.activity.label', 'collect.activity.text'],
  ['collect.payments.label', 'collect.payments.text'],
  ['collect.technical.label', 'collect.technical.text'],
] as const;

export default function PrivacyPolicyPage() {
  const { t, language } = usePrivacyTexts();
  const product = { product: PRODUCT_NAME };
  return (
    <InfoPage
      title={t('title')}
      intro={t('intro', { effective: policyEffective(language), ...product })}
    >
      <Section title={t('who.title')}>
        <p>{t('who.text', product)}</p>
      </Section>
      <Section title={t('collect.title')}>
        <ul>
          {COLLECTED.map(([label, text]) => (
            <li key={label}>
              <strong>{t(label)}</strong> {t(text)}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('use.title')}>
        <ul>
          <li>{t('use.account')}</li>
          <li>{t('use.payments')}</li>
          <li>{t('use.fraud')}</li>
          <li>{t('use.support')}</li>
        </ul>
        <p>{t('use.noSale')}</p>
      </Section>
      <Section title={t('visible.title')}>
        <p>{t('visible.text')}</p>
      </Section>
      <Section title={t('share.title')}>
        <ul>
          <li>{t('share.admins')}</li>
          <li>{t('share.wallets')}</li>
          <li>{t('share.providers')}</li>
          <li>{t('share.authorities')}</li>
        </ul>
      </Section>
      <Section title={t('keep.title')}>
        <p>{t('keep.text')}</p>
      </Section>
      <Section title={t('security.title')}>
        <p>{t('security.text')}</p>
      </Section>
      <Section title={t('choices.title')}>
        <ul>
          <li>{t('choices.profile')}</li>
          <li>{t('choices.data')}</li>
        </ul>
      </Section>
      <Section title={t('age.title')}>
        <p>{t('age.text', { age: MINIMUM_AGE })}</p>
      </Section>
      <Section title={t('changes.title')}>
        <p>
          <PrivacyRichMessage id="changes.text" {...POLICY_CONTACT} />
        </p>
      </Section>
    </InfoPage>
  );
}
