import styles from './ui.module.css';

/** Grey bars in the shape of the content to come, announced as loading. */
export function LoadingSkeleton({
  label = 'Loading...',
  rows = 3,
}: {
  label?: string;
  rows?: number;
}) {
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className={styles.visuallyHidden}>{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className={styles.skeletonBar} aria-hidden="true" />
      ))}
    </div>
  );
}
