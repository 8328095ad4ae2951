import { Link } from '@portal/shared/router';
import { useUiMessages } from '../ui/ui-messages';
import styles from '../ui/ui.module.css';

/** Where a user's thread opens: the Messages screen with them selected. */
export function messagesLink(userId: number): string {
  return `/messages?with=${userId}`;
}

/**
 * 'Message' on a row of an accepted collaboration (applications, payments): opens the thread
 * with that user on the Messages screen.
 */
export function MessageButton({ userId, username }: { userId: number; username: string }) {
  const { t } = useUiMessages();
  return (
    <Link
      className={`${styles.button} ${styles.buttonSecondary} ${styles.buttonSmall}`}
      to={messagesLink(userId)}
      aria-label={t('messageButton.of', { username })}
    >
      {t('messageButton.label')}
    </Link>
  );
}
