import { Link } from '@portal/shared/router';
import { PRODUCT_NAME } from '@portal/shared/product';
import { Section } from '@portal/shared/ui/layout';
import { InfoPage } from '../components/info-page';
import { InfoRichMessage, useInfoTexts } from '../features/info-pages/texts';

export default function AboutPage() {
  const { t } = useInfoTexts();
  return (
    <InfoPage title={t('about.title')} intro={t('about.intro', { product: PRODUCT_NAME })}>
      <Section title={t('about.why.title')}>
        <p>{t('about.why.text')}</p>
      </Section>
      <Section title={t('about.brands.title')}>
        <ul>
          <li>{t('about.brands.post')}</li>
          <li>{t('about.brands.review')}</li>
          <li>{t('about.brands.pay')}</li>
        </ul>
      </Section>
      <Section title={t('about.influencers.title')}>
        <ul>
          <li>{t('about.influencers.browse')}</li>
          <li>{t('about.influencers.track')}</li>
          <li>{t('about.influencers.withdraw')}</li>
        </ul>
      </Section>
      <Section title={t('about.money.title')}>
        <p>
          <InfoRichMessage
            id="about.money.text"
            elements={{
              terms: <Link to="/terms-of-use" />,
              privacy: <Link to="/privacy-policy" />,
            }}
          />
        </p>
      </Section>
      <Section title={t('about.talk.title')}>
        <p>
          <InfoRichMessage id="about.talk.text" elements={{ contact: <Link to="/contact" /> }} />
        </p>
      </Section>
    </InfoPage>
  );
}
