import type { ReactNode } from 'react';
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

export function Section({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
