import { useId, type ReactNode } from 'react';
import { Link } from '@portal/shared/router';
import './brand-dashboard-styles';

/**
 * A dashboard list under its heading, with 'View All' leading to the whole list; the link is
 * described by the heading, so a screen reader says which list it opens.
 */
export function DashboardSection({
  title,
  viewAll,
  children,
}: {
  title: string;
  viewAll: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="portal-section" aria-labelledby={titleId}>
      <div className="brand-dashboard__section-head">
        <h2 id={titleId} className="portal-section__title">
          {title}
        </h2>
        <Link to={viewAll} aria-describedby={titleId}>
          View All
        </Link>
      </div>
      {children}
    </section>
  );
}
