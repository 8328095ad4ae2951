import { Link } from '@portal/shared/router';
import styles from './ui.module.css';

export interface EmptyStateProps {
  /** The sentence, word for word from the spec, e.g. 'No campaigns yet.' */
  message: string;
  /** A link that follows it, e.g. 'Create your first campaign' -> /create-campaign. */
  action?: { to: string; label: string };
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <p className={styles.empty}>
      {message}
      {action && (
        <>
          {' '}
          <Link to={action.to}>{action.label}</Link>
        </>
      )}
    </p>
  );
}
