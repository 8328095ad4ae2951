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

export interface SectionProps {
  title: string;
  /** The section's own look in place of a page section's (e.g. a profile editor's panel). */
  className?: string;
  /** The heading's own look in place of a page section's. */
  titleClassName?: string;
  children?: ReactNode;
}

/** A part of a page under its h2, a region named by that heading (a landmark to jump to). */
export function Section({
  title,
  className = styles.section,
  titleClassName = styles.sectionTitle,
  children,
}: SectionProps) {
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
