import type { ReactNode } from 'react';
import styles from './stat-card.module.css';

/**
 * One figure of a dashboard: its label, its value ('—' when there is none, e.g. it could not be
 * loaded) and an optional line under it. While `pending`, a placeholder as tall as the figure to
 * come holds its place.
 */
export function StatCard({
  label,
  value,
  note,
  pending = false,
}: {
  label: string;
  value: ReactNode | undefined;
  note?: ReactNode;
  pending?: boolean;
}) {
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
