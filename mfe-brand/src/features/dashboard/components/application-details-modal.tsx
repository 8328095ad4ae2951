import type { Application, DecideApplicationRequest } from '@portal/shared/contract/applications';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { Modal } from '@portal/shared/ui/modal';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { DecidedMark } from './decided-mark';
import { proposedFee } from './recent-applications-table';
import './brand-dashboard-styles';

type Decision = DecideApplicationRequest['status'];

/**
 * 'Application Details' (spec §2): campaign, influencer, proposed fee and proposal; Accept
 * Application and Reject Application while it is pending, its outcome once decided.
 */
export function ApplicationDetailsModal({
  application,
  busy,
  failure,
  onDecide,
  onClose,
}: {
  application: Application;
  busy: boolean;
  /** Why the last decision failed, shown in the dialog. */
  failure: string;
  onDecide: (decision: Decision) => void;
  onClose: () => void;
}) {
  const pending = application.status === 'pending';
  return (
    <Modal
      title="Application Details"
      onClose={onClose}
      footer={
        pending ? (
          <>
            <Button variant="danger" disabled={busy} onClick={() => onDecide('rejected')}>
              Reject Application
            </Button>
            <Button disabled={busy} onClick={() => onDecide('accepted')}>
              Accept Application
            </Button>
          </>
        ) : (
          <DecidedMark status={application.status} />
        )
      }
    >
      <Banner message={failure} />
      <dl className="application-details">
        <div>
          <dt>Campaign</dt>
          <dd>{application.campaign_title}</dd>
        </div>
        <div>
          <dt>Influencer</dt>
          <dd>
            <ProfileLink username={application.influencer_name} fallback="Unknown Influencer" />
          </dd>
        </div>
        <div>
          <dt>Proposed Fee</dt>
          <dd>{proposedFee(application)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={application.status} />
          </dd>
        </div>
        <div>
          <dt>Proposal</dt>
          <dd className="application-details__proposal">
            {application.proposal || 'No proposal provided.'}
          </dd>
        </div>
      </dl>
    </Modal>
  );
}
