import { useId, type ReactNode } from 'react';
import { Link } from '@portal/shared/router';
import ui from '@portal/shared/ui/ui.module.css';
import styles from './brand-dashboard.module.css';

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
    <section className={ui.section} aria-labelledby={titleId}>
      <div className={styles.brandDashboardSectionHead}>
        <h2 id={titleId} className={ui.sectionTitle}>
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
