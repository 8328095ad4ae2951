import { SUPPORT_EMAIL } from '@portal/shared/product';
import { Section } from '@portal/shared/ui/layout';
import { InfoPage } from '../components/info-page';
import { useInfoTexts } from '../features/info-pages/texts';
import infoPageStyles from '../components/info-page.module.css';

export default function ContactPage() {
  const { t } = useInfoTexts();
  return (
    <InfoPage title={t('contact.title')} intro={t('contact.intro')}>
      <Section title={t('contact.email.title')}>
        <p>
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </p>
        <p>{t('contact.email.hours')}</p>
      </Section>
      <Section title={t('contact.payment.title')}>
        <p>{t('contact.payment.include')}</p>
        <ul>
          <li>{t('contact.payment.username')}</li>
          <li>{t('contact.payment.campaign')}</li>
          <li>{t('contact.payment.transaction')}</li>
        </ul>
        <p className={infoPageStyles.infoPageNote}>{t('contact.pinWarning')}</p>
      </Section>
    </InfoPage>
  );
}
