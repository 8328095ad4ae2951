import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** A red box announced to screen readers as soon as it appears. */
export function ErrorBox({ children }: { children: ReactNode }) {
  return (
    <div className={styles.errorBox} role="alert">
      {children}
    </div>
  );
}
