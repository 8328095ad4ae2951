import { useId, type ReactNode } from 'react';
import type { Package } from '../contract/packages';
import { digitsFor } from '../language';
import { formatTaka } from '../money';
import { useDeliverableLabels } from '../option-labels';
import { DeliverableLines } from './campaign-deliverables';
import { useUiTexts } from './ui-messages';
import styles from './package-card.module.css';

/** A list of packages laid out as cards, one column on a phone. */
export function PackageList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.packages} aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * One of an influencer's packages (see docs/packages.md): its title, platform, deliverables,
 * price and delivery days; `actions` are the caller's buttons (Edit and Delete, or Hire).
 */
export function PackageCard({ pack, actions }: { pack: Package; actions?: ReactNode }) {
  const { t, language } = useUiTexts();
  const labels = useDeliverableLabels();
  const titleId = useId();
  return (
    <li>
      <article className={styles.package} aria-labelledby={titleId}>
        <h3 id={titleId}>{pack.title}</h3>
        <p className={styles.facts}>
          {t('package.on', { platform: labels.platform(pack.platform) })} ·{' '}
          {t('package.deliveryDays', {
            count: pack.delivery_days,
            days: digitsFor(language, String(pack.delivery_days)),
          })}
        </p>
        <DeliverableLines deliverables={pack.deliverables} />
        <p className={styles.price}>{formatTaka(pack.price, { language })}</p>
        {actions !== undefined && <div className={styles.actions}>{actions}</div>}
      </article>
    </li>
  );
}
