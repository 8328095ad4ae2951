import { useId, type ReactNode } from 'react';
import { Link } from '@portal/shared/router';
import { LoadFailure } from './load-failure';
import { slot, SlottedText } from './slotted-text';
import { useUiTexts } from './ui-messages';
import styles from './dashboard-layout.module.css';
import ui from './ui.module.css';

/**
 * The top of a role's dashboard: the greeting ("Welcome" for a newcomer, signed in with the
 * account's first session; "Welcome back" otherwise), the role's next step as a button-styled
 * link (e.g. Create Campaign), and, when the dashboard could not be loaded, the failure with
 * Try again.
 */
export function DashboardIntro({
  username,
  newcomer = false,
  action,
  failed,
  onRetry,
}: {
  username: string;
  newcomer?: boolean;
  action: { to: string; label: string };
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useUiTexts();
  return (
    <>
      <div className={styles.intro}>
        <p>
          <SlottedText
            text={t(newcomer ? 'dashboard.welcome' : 'dashboard.welcomeBack', {
              username: slot('username'),
            })}
            slots={{ username: <strong>{username}</strong> }}
          />
        </p>
        <Link className={`${ui.button} ${ui.buttonSecondary}`} to={action.to}>
          {action.label}
        </Link>
      </div>
      {failed && (
        <div className={styles.failure}>
          <LoadFailure message={t('dashboard.loadFailed')} onRetry={onRetry} />
        </div>
      )}
    </>
  );
}

/**
 * A dashboard list under its heading, with 'View All' leading to the whole list when there is
 * one; the link is described by the heading, so a screen reader says which list it opens.
 */
export function DashboardSection({
  title,
  viewAll,
  children,
}: {
  title: string;
  viewAll?: string;
  children: ReactNode;
}) {
  const { t } = useUiTexts();
  const titleId = useId();
  return (
    <section className={ui.section} aria-labelledby={titleId}>
      <div className={styles.sectionHead}>
        <h2 id={titleId} className={ui.sectionTitle}>
          {title}
        </h2>
        {viewAll && (
          <Link to={viewAll} aria-describedby={titleId}>
            {t('dashboard.viewAll')}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
