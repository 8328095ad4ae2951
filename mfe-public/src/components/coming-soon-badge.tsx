import styles from './coming-soon-badge.module.css';

/** Marks a feature that is announced but not available yet. */
export function ComingSoonBadge() {
  return <span className={styles.comingSoonBadge}>Coming soon</span>;
}
