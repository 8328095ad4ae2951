import { Link } from '@portal/shared/router';
import { digitsFor } from '@portal/shared/language';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@portal/shared/product';
import { usePublicTexts, type PublicTextKey } from '../texts';
import styles from './site-footer.module.css';

/** The landing page's footer links (see docs/screens.md), grouped for the reader. */
export const FOOTER_GROUPS: readonly {
  title: PublicTextKey;
  links: readonly [string, PublicTextKey][];
}[] = [
  {
    title: 'footer.forBrands',
    links: [
      ['/create-campaign', 'footer.createCampaign'],
      ['/influencer-search', 'footer.findInfluencers'],
      ['/pricing', 'footer.pricing'],
    ],
  },
  {
    title: 'footer.forInfluencers',
    links: [
      ['/browse-campaigns', 'footer.browseCampaigns'],
      ['/application-tips', 'footer.applicationTips'],
    ],
  },
  {
    title: 'footer.company',
    links: [
      ['/about', 'footer.aboutUs'],
      ['/privacy-policy', 'footer.privacyPolicy'],
      ['/contact', 'footer.contact'],
      ['/terms-of-use', 'footer.termsOfUse'],
    ],
  },
];

export function SiteFooter() {
  const { t, language } = usePublicTexts();
  // A year is not grouped as an amount is ('2026', not '2,026').
  const year = digitsFor(language, String(new Date().getFullYear()));
  return (
    <footer className={styles.siteFooter}>
      <div className={styles.siteFooterInner}>
        <div className={styles.siteFooterAbout}>
          <p className={styles.siteFooterName}>{PRODUCT_NAME}</p>
          <p>{t('footer.tagline')}</p>
          <p>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </div>
        <nav className={styles.siteFooterGroups} aria-label={t('footer.label')}>
          {FOOTER_GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className={styles.siteFooterTitle}>{t(group.title)}</h2>
              <ul className={styles.siteFooterLinks}>
                {group.links.map(([to, label]) => (
                  <li key={to}>
                    <Link to={to}>{t(label)}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <p className={styles.siteFooterLegal}>{t('footer.legal', { year, product: PRODUCT_NAME })}</p>
    </footer>
  );
}
