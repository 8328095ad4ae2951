import { useUiTexts } from './ui-messages';
import styles from './ui.module.css';

/** Grey bars in the shape of the content to come, announced as loading. */
export function LoadingSkeleton({
  label,
  rows = 3,
}: {
  /** 'Loading...' unless given. */
  label?: string;
  rows?: number;
}) {
  const { t } = useUiTexts();
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className={styles.visuallyHidden}>{label ?? t('loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className={styles.skeletonBar} aria-hidden="true" />
      ))}
    </div>
  );
}
