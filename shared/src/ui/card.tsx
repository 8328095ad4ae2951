import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import styles from './ui.module.css';

export function Card({ narrow = false, children }: { narrow?: boolean; children: ReactNode }) {
  return <div className={classNames(styles.card, narrow && styles.cardNarrow)}>{children}</div>;
}
