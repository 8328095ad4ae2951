import { useId, type ReactNode } from 'react';
import styles from './ui.module.css';

/** A page's main column with its one h1. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {children}
    </div>
  );
}

/** A part of a page under its h2, a region named by that heading (a landmark to jump to). */
export function Section({ title, children }: { title: string; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
