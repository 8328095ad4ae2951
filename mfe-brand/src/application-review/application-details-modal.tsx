import type { Application, DecideApplicationRequest } from '@portal/shared/contract/applications';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { Modal } from '@portal/shared/ui/modal';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { useApplicationsTexts } from './texts';
import { DecidedMark } from './decided-mark';
import { ProposedFee } from './proposed-fee';
import styles from './application.module.css';

type Decision = DecideApplicationRequest['status'];

/**
 * 'Application Details' (see docs/screens.md): campaign, influencer, proposed fee and proposal;
 * Accept Application and Reject Application while it is pending, its outcome once decided. The
 * brand opens it from the dashboard, Campaign Applications and a campaign's own page.
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
  const { t } = useApplicationsTexts();
  const pending = application.status === 'pending';
  return (
    <Modal
      title={t('details.title')}
      onClose={onClose}
      footer={
        pending ? (
          <>
            <Button variant="danger" disabled={busy} onClick={() => onDecide('rejected')}>
              {t('details.reject')}
            </Button>
            <Button disabled={busy} onClick={() => onDecide('accepted')}>
              {t('details.accept')}
            </Button>
          </>
        ) : (
          <DecidedMark status={application.status} />
        )
      }
    >
      <Banner message={failure} tone="error" />
      <dl className={styles.applicationDetails}>
        <div>
          <dt>{t('details.campaign')}</dt>
          <dd>{application.campaign_title}</dd>
        </div>
        <div>
          <dt>{t('details.influencer')}</dt>
          <dd>
            <ProfileLink
              username={application.influencer_name}
              fallback={t('details.unknownInfluencer')}
            />
          </dd>
        </div>
        <div>
          <dt>{t('details.fee')}</dt>
          <dd>
            <ProposedFee application={application} />
          </dd>
        </div>
        <div>
          <dt>{t('details.status')}</dt>
          <dd>
            <StatusBadge status={application.status} />
          </dd>
        </div>
        <div>
          <dt>{t('details.proposal')}</dt>
          <dd className={styles.applicationDetailsProposal}>
            {application.proposal || t('details.noProposal')}
          </dd>
        </div>
      </dl>
    </Modal>
  );
}
