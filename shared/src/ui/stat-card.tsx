import type { ReactNode } from 'react';
import { formatTaka } from '../money';
import styles from './stat-card.module.css';

/** A figure as it is shown, or an amount of money in taka (e.g. '1500.00') to show as ৳1,500.00. */
type Figure =
  { value: ReactNode | undefined; taka?: never } | { taka: string | undefined; value?: never };

/**
 * One figure of a dashboard: its label, its value ('—' when there is none, e.g. it could not be
 * loaded) and an optional line under it. While `pending`, a placeholder as tall as the figure to
 * come holds its place.
 */
export function StatCard({
  label,
  note,
  pending = false,
  ...figure
}: Figure & {
  label: string;
  note?: ReactNode;
  pending?: boolean;
}) {
  const value = figure.taka === undefined ? figure.value : formatTaka(figure.taka);
  return (
    <div className={styles.card}>
      <p className={styles.label}>{label}</p>
      <p className={styles.value}>
        {pending ? <span className={styles.placeholder} aria-hidden="true" /> : (value ?? '—')}
      </p>
      {note && <p className={styles.note}>{note}</p>}
    </div>
  );
}

/** A row of stat cards that wraps on narrow screens, two a row on a phone. */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className={styles.grid} aria-label={label}>
      {children}
    </section>
  );
}
