import type { ApplicationStatus } from '../contract/applications';
import './application-styles';

/** 'Accepted ✓' or 'Rejected ✗' on a decided application (spec §2); nothing while pending. */
export function DecidedMark({ status }: { status: ApplicationStatus }) {
  if (status === 'pending') return null;
  return (
    <span className={`application-decided application-decided--${status}`}>
      {status === 'accepted' ? 'Accepted ✓' : 'Rejected ✗'}
    </span>
  );
}
