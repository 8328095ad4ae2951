import type { ApplicationStatus } from '../contract/applications';
import styles from './application.module.css';

/** 'Accepted ✓' or 'Rejected ✗' on a decided application (spec §2); nothing while pending. */
export function DecidedMark({ status }: { status: ApplicationStatus }) {
  if (status === 'pending') return null;
  return (
    <span
      className={`${styles.applicationDecided} ${
        status === 'accepted'
          ? styles.applicationDecidedAccepted
          : styles.applicationDecidedRejected
      }`}
    >
      {status === 'accepted' ? 'Accepted ✓' : 'Rejected ✗'}
    </span>
  );
}
