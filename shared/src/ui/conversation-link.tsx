import { Link } from '@portal/shared/router';
import { useUiTexts } from './ui-messages';
import styles from './ui.module.css';

/** Where a user's conversation opens: the Messages screen with them selected. */
export function conversationPath(userId: number): string {
  return `/messages?with=${userId}`;
}

/**
 * 'Message' on a row of an accepted collaboration (applications, payments, the collaboration):
 * opens the conversation with that user on the Messages screen.
 */
export function ConversationLink({ userId, username }: { userId: number; username: string }) {
  const { t } = useUiTexts();
  return (
    <Link
      className={`${styles.button} ${styles.buttonSecondary} ${styles.buttonSmall}`}
      to={conversationPath(userId)}
      aria-label={t('messageButton.of', { username })}
    >
      {t('messageButton.label')}
    </Link>
  );
}
