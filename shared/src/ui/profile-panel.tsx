import { useId, type ReactNode } from 'react';
import styles from './profile.module.css';

/** One titled panel of a profile editor (the picture, the strength list, the form). */
export function ProfilePanel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.profilePanel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.profilePanelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A profile editor: `side` (picture and strength) beside the form, stacked on a phone. */
export function ProfileEditorLayout({ side, children }: { side: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.profileEditor}>
      <div className={styles.profileEditorSide}>{side}</div>
      {children}
    </div>
  );
}
