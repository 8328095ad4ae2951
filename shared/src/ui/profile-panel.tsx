import type { ReactNode } from 'react';
import { Section } from './layout';
import styles from './profile.module.css';

/** One titled panel of a profile editor (the picture, the strength list, the form). */
export function ProfilePanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section
      title={title}
      className={styles.profilePanel}
      titleClassName={styles.profilePanelTitle}
    >
      {children}
    </Section>
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
