import type { ApplicationStatus } from '@portal/shared/contract/applications';
import './brand-dashboard-styles';

/** 'Accepted ✓' or 'Rejected ✗' on a decided application (spec §2); nothing while pending. */
export function DecidedMark({ status }: { status: ApplicationStatus }) {
  if (status === 'pending') return null;
  return (
    <span className={`brand-dashboard__decided brand-dashboard__decided--${status}`}>
      {status === 'accepted' ? 'Accepted ✓' : 'Rejected ✗'}
    </span>
  );
}
