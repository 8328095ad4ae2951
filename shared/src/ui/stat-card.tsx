import type { ReactNode } from 'react';
import './ui-styles';

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
    <div className="portal-stat-card">
      <p className="portal-stat-card__label">{label}</p>
      <p className="portal-stat-card__value">{value}</p>
      {note && <p className="portal-stat-card__note">{note}</p>}
    </div>
  );
}

/** A row of stat cards that wraps on narrow screens. */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="portal-stat-grid" aria-label={label}>
      {children}
    </section>
  );
}
