import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** One figure of a dashboard: its label, its value and an optional line under it. */
export function StatCard({
  label,
  value,
  note,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
}) {
  return (
    <div className={styles.statCard}>
      <p className={styles.statCardLabel}>{label}</p>
      <p className={styles.statCardValue}>{value}</p>
      {note && <p className={styles.statCardNote}>{note}</p>}
    </div>
  );
}

/** A row of stat cards that wraps on narrow screens. */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className={styles.statGrid} aria-label={label}>
      {children}
    </section>
  );
}
