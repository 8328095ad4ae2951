import type { MonthlyAmount } from '../contract/dashboards';
import { formatMonth } from '../dates';
import { formatTaka } from '../money';
import styles from './ui.module.css';

const WIDTH = 600;
const HEIGHT = 220;
const TOP = 24;
const BOTTOM = 28;

/**
 * Bars per month (e.g. money spent over the last six months). The picture is described to
 * screen readers by its figures, month by month.
 */
export function MonthlyBarChart({
  title,
  data,
}: {
  title: string;
  data: readonly MonthlyAmount[];
}) {
  const amounts = data.map((entry) => Number(entry.amount) || 0);
  const largest = Math.max(...amounts, 0);
  const slot = WIDTH / Math.max(data.length, 1);
  const barWidth = Math.min(56, slot * 0.6);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const description = data
    .map((entry) => `${formatMonth(entry.month)}: ${formatTaka(entry.amount)}`)
    .join(', ');

  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      <svg
        className={styles.chartSvg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${title}. ${description}`}
        preserveAspectRatio="xMidYMid meet"
      >
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - BOTTOM}
          y2={HEIGHT - BOTTOM}
          className={styles.chartAxis}
        />
        {data.map((entry, index) => {
          const amount = amounts[index] ?? 0;
          const height = largest > 0 ? (amount / largest) * plotHeight : 0;
          const x = index * slot + (slot - barWidth) / 2;
          const y = HEIGHT - BOTTOM - height;
          return (
            <g key={entry.month}>
              <rect
                x={x}
                y={y}
                width={barWidth}
                height={height}
                className={styles.chartBar}
                rx={3}
              />
              <text
                x={x + barWidth / 2}
                y={y - 6}
                textAnchor="middle"
                className={styles.chartValue}
              >
                {amount > 0 ? formatTaka(amount, { wholeTaka: true }) : ''}
              </text>
              <text
                x={x + barWidth / 2}
                y={HEIGHT - 8}
                textAnchor="middle"
                className={styles.chartLabel}
              >
                {formatMonth(entry.month)}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
