import { usePublicTexts } from '../texts';
import styles from './coming-soon-badge.module.css';

/** Marks a feature that is announced but not available yet. */
export function ComingSoonBadge() {
  const { t } = usePublicTexts();
  return <span className={styles.comingSoonBadge}>{t('comingSoon')}</span>;
}
