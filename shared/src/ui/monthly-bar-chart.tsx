import { useId } from 'react';
import type { MonthlyAmount } from '../contract/dashboards';
import { formatMonth } from '../dates';
import { formatTaka } from '../money';
import { useIsPhone } from '../viewport';
import { useUiTexts } from './ui-messages';
import styles from './monthly-bar-chart.module.css';

const WIDTH = 600;
const HEIGHT = 220;
const TOP = 24;
const BOTTOM = 28;

function amountsOf(data: readonly MonthlyAmount[]): number[] {
  return data.map((entry) => Number(entry.amount) || 0);
}

/** Bars in an SVG, described to screen readers by its figures, month by month. */
function SvgBars({ title, data }: { title: string; data: readonly MonthlyAmount[] }) {
  const { t, language } = useUiTexts();
  const amounts = amountsOf(data);
  const largest = Math.max(...amounts, 0);
  const slot = WIDTH / Math.max(data.length, 1);
  const barWidth = Math.min(56, slot * 0.6);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const months = data
    .map((entry) =>
      t('chart.month', {
        month: formatMonth(entry.month, language),
        amount: formatTaka(entry.amount, { language }),
      }),
    )
    .join(', ');

  return (
    <svg
      className={styles.svg}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t('chart.description', { title, months })}
      preserveAspectRatio="xMidYMid meet"
    >
      <line x1={0} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} className={styles.axis} />
      {data.map((entry, index) => {
        const amount = amounts[index] ?? 0;
        const height = largest > 0 ? (amount / largest) * plotHeight : 0;
        const x = index * slot + (slot - barWidth) / 2;
        const y = HEIGHT - BOTTOM - height;
        return (
          <g key={entry.month}>
            <rect x={x} y={y} width={barWidth} height={height} className={styles.bar} rx={3} />
            <text x={x + barWidth / 2} y={y - 6} textAnchor="middle" className={styles.value}>
              {amount > 0 ? formatTaka(amount, { wholeTaka: true, language }) : ''}
            </text>
            <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" className={styles.label}>
              {formatMonth(entry.month, language)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** On a phone, where the SVG's labels would shrink past reading: a row per month with its bar. */
function RowBars({ data }: { data: readonly MonthlyAmount[] }) {
  const { language } = useUiTexts();
  const amounts = amountsOf(data);
  const largest = Math.max(...amounts, 0);
  return (
    <ul className={styles.rows}>
      {data.map((entry, index) => (
        <li key={entry.month} className={styles.row}>
          <span className={styles.rowMonth}>{formatMonth(entry.month, language)}</span>
          <span className={styles.rowTrack} aria-hidden="true">
            <span
              className={styles.rowBar}
              style={{ width: `${largest > 0 ? ((amounts[index] ?? 0) / largest) * 100 : 0}%` }}
            />
          </span>
          <span className={styles.rowAmount}>{formatTaka(entry.amount, { language })}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Money per month (e.g. spent or earned over the last six months) under its title: bars in an SVG
 * on a wide screen, a row per month on a phone. Months that are all zero get `emptyNote` under the
 * bars. Without `data` (still loading) the title stands over an empty space the chart's size, so
 * nothing moves when the figures arrive.
 */
export function MonthlyBarChart({
  title,
  data,
  emptyNote,
}: {
  title: string;
  data: readonly MonthlyAmount[] | undefined;
  /** Under the bars when every month is zero, e.g. 'No confirmed payments in these six months yet.' */
  emptyNote: string;
}) {
  const isPhone = useIsPhone();
  const titleId = useId();
  const nothing = data !== undefined && amountsOf(data).every((amount) => amount === 0);

  function bars() {
    if (!data) return <div className={isPhone ? styles.waitingRows : styles.waitingSvg} />;
    return isPhone ? <RowBars data={data} /> : <SvgBars title={title} data={data} />;
  }

  return (
    <figure className={styles.chart} aria-labelledby={titleId} aria-busy={data ? undefined : true}>
      <figcaption id={titleId} className={styles.title}>
        {title}
      </figcaption>
      {bars()}
      {nothing && <p className={styles.none}>{emptyNote}</p>}
    </figure>
  );
}
