import { useId } from 'react';
import type { MonthlyAmount } from '@portal/shared/contract/dashboards';
import { formatMonth } from '@portal/shared/dates';
import { formatTaka } from '@portal/shared/money';
import { MonthlyBarChart } from '@portal/shared/ui/monthly-bar-chart';
import { useIsPhone } from '@portal/shared/viewport';
import ui from '@portal/shared/ui/ui.module.css';
import styles from './brand-dashboard.module.css';

const TITLE = 'Money spent per month (last 6 months)';

/**
 * Confirmed payments month by month: the kit's bar chart on a wide screen; on a phone, where its
 * labels would shrink past reading, one row per month with a bar of its share. Without `months`
 * (still loading) the title is shown over an empty space the size of the chart.
 */
export function SpendingChart({ months }: { months: readonly MonthlyAmount[] | undefined }) {
  const isPhone = useIsPhone();
  const titleId = useId();
  if (!months) {
    return (
      <figure
        className={`${ui.chart} ${styles.spendingChart}`}
        aria-labelledby={titleId}
        aria-busy="true"
      >
        <figcaption id={titleId} className={ui.chartTitle}>
          {TITLE}
        </figcaption>
        <div
          className={
            isPhone ? styles.spendingChartPlaceholderRows : styles.spendingChartPlaceholderBars
          }
        />
      </figure>
    );
  }
  const amounts = months.map((entry) => Number(entry.amount) || 0);
  const largest = Math.max(...amounts, 0);
  const none = largest === 0 && (
    <p className={styles.spendingChartNone}>No confirmed payments in these six months yet.</p>
  );

  if (!isPhone) {
    return (
      <div className={styles.spendingChart}>
        <MonthlyBarChart title={TITLE} data={months} />
        {none}
      </div>
    );
  }
  return (
    <figure className={`${ui.chart} ${styles.spendingChart}`} aria-labelledby={titleId}>
      <figcaption id={titleId} className={ui.chartTitle}>
        {TITLE}
      </figcaption>
      <ul className={styles.spendingBars}>
        {months.map((entry, index) => (
          <li key={entry.month} className={styles.spendingBarsRow}>
            <span className={styles.spendingBarsMonth}>{formatMonth(entry.month)}</span>
            <span className={styles.spendingBarsTrack} aria-hidden="true">
              <span
                className={styles.spendingBarsBar}
                style={{ width: `${largest > 0 ? ((amounts[index] ?? 0) / largest) * 100 : 0}%` }}
              />
            </span>
            <span className={styles.spendingBarsAmount}>{formatTaka(entry.amount)}</span>
          </li>
        ))}
      </ul>
      {none}
    </figure>
  );
}
