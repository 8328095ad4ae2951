import { classNames } from '../class-names';
import { digitsFor } from '../language';
import { useUiTexts } from './ui-messages';
import ui from './ui.module.css';
import styles from './unread-count.module.css';

/**
 * A red count of unread messages; screen readers hear ', 3 unread'. `compact` beside a link of the
 * navigation bar.
 */
export function UnreadCount({ count, compact = false }: { count: number; compact?: boolean }) {
  const { t, language } = useUiTexts();
  const digits = (value: number) => digitsFor(language, String(value));
  return (
    <span className={classNames(styles.messagesBadge, compact && styles.messagesBadgeCompact)}>
      <span aria-hidden="true">{count > 99 ? `${digits(99)}+` : digits(count)}</span>
      <span className={ui.visuallyHidden}>{t('unread.count', { unread: digits(count) })}</span>
    </span>
  );
}
