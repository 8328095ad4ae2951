import { useId } from 'react';
import type { MonthlyAmount } from '@portal/shared/contract/dashboards';
import { formatMonth } from '@portal/shared/dates';
import { formatTaka } from '@portal/shared/money';
import { MonthlyBarChart } from '@portal/shared/ui/monthly-bar-chart';
import { useIsPhone } from '@portal/shared/viewport';
import styles from './influencer-dashboard.module.css';
import ui from '@portal/shared/ui/ui.module.css';

const TITLE = 'Earnings per month (last 6 months)';

/**
 * Confirmed earnings month by month: the kit's bar chart on a wide screen; on a phone, where its
 * labels would shrink past reading, one row per month with a bar of its share.
 */
export function EarningsChart({ months }: { months: readonly MonthlyAmount[] }) {
  const isPhone = useIsPhone();
  const titleId = useId();
  const amounts = months.map((entry) => Number(entry.amount) || 0);
  const largest = Math.max(...amounts, 0);
  const none = largest === 0 && (
    <p className={styles.earningsChartNone}>No confirmed earnings in these six months yet.</p>
  );

  if (!isPhone) {
    return (
      <div className={styles.earningsChart}>
        <MonthlyBarChart title={TITLE} data={months} />
        {none}
      </div>
    );
  }
  return (
    <figure className={`${ui.chart} ${styles.earningsChart}`} aria-labelledby={titleId}>
      <figcaption id={titleId} className={ui.chartTitle}>
        {TITLE}
      </figcaption>
      <ul className={styles.earningsBars}>
        {months.map((entry, index) => (
          <li key={entry.month} className={styles.earningsBarsRow}>
            <span className={styles.earningsBarsMonth}>{formatMonth(entry.month)}</span>
            <span className={styles.earningsBarsTrack} aria-hidden="true">
              <span
                className={styles.earningsBarsBar}
                style={{ width: `${largest > 0 ? ((amounts[index] ?? 0) / largest) * 100 : 0}%` }}
              />
            </span>
            <span className={styles.earningsBarsAmount}>{formatTaka(entry.amount)}</span>
          </li>
        ))}
      </ul>
      {none}
    </figure>
  );
}
