import { Link } from '@portal/shared/router';
import { PRODUCT_NAME, SUPPORT_EMAIL } from '@portal/shared/product';
import styles from './site-footer.module.css';

/** The landing page's footer links (spec §2), grouped for the reader. */
export const FOOTER_GROUPS: readonly { title: string; links: readonly [string, string][] }[] = [
  {
    title: 'For Brands',
    links: [
      ['/create-campaign', 'Create a Campaign'],
      ['/influencer-search', 'Find Influencers'],
      ['/pricing', 'Pricing'],
    ],
  },
  {
    title: 'For Influencers',
    links: [
      ['/browse-campaigns', 'Browse Campaigns'],
      ['/application-tips', 'Application Tips'],
    ],
  },
  {
    title: 'Company',
    links: [
      ['/about', 'About Us'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/contact', 'Contact'],
      ['/terms-of-use', 'Terms of Use'],
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className={styles.siteFooter}>
      <div className={styles.siteFooterInner}>
        <div className={styles.siteFooterAbout}>
          <p className={styles.siteFooterName}>{PRODUCT_NAME}</p>
          <p>Bangladeshi brands and influencers, paid safely through bKash and Nagad.</p>
          <p>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </div>
        <nav className={styles.siteFooterGroups} aria-label="Footer">
          {FOOTER_GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className={styles.siteFooterTitle}>{group.title}</h2>
              <ul className={styles.siteFooterLinks}>
                {group.links.map(([to, label]) => (
                  <li key={to}>
                    <Link to={to}>{label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <p className={styles.siteFooterLegal}>
        © {new Date().getFullYear()} {PRODUCT_NAME}. All amounts in Bangladeshi taka (৳).
      </p>
    </footer>
  );
}
