import { classNames } from '../class-names';
import ui from '../ui/ui.module.css';
import styles from './badge.module.css';

/**
 * A red count of unread messages; screen readers hear ', 3 unread'. `compact` beside a link of the
 * navigation bar.
 */
export function UnreadCount({ count, compact = false }: { count: number; compact?: boolean }) {
  return (
    <span className={classNames(styles.messagesBadge, compact && styles.messagesBadgeCompact)}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className={ui.visuallyHidden}>, {count} unread</span>
    </span>
  );
}
