import type { ApplicationStatus } from '@portal/shared/contract/applications';
import { useApplicationsTexts } from './texts';
import styles from './application.module.css';

/**
 * 'Accepted ✓' or 'Rejected ✗' on a decided application (see docs/screens.md); nothing while
 * pending.
 */
export function DecidedMark({ status }: { status: ApplicationStatus }) {
  const { t } = useApplicationsTexts();
  if (status === 'pending') return null;
  return (
    <span
      className={`${styles.applicationDecided} ${
        status === 'accepted'
          ? styles.applicationDecidedAccepted
          : styles.applicationDecidedRejected
      }`}
    >
      {t(status === 'accepted' ? 'decided.accepted' : 'decided.rejected')}
    </span>
  );
}
