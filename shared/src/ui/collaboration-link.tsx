import { Link } from '@portal/shared/router';
import type { Application } from '../contract/applications';
import { CampaignTitle } from './campaign-title';
import { StatusBadge } from './status-badge';
import styles from './ui.module.css';

/** Where an accepted application's collaboration is followed (see docs/money.md). */
export function collaborationPath(application: Pick<Application, 'id'>): string {
  return `/collaborations/${application.id}`;
}

/**
 * 'View Collaboration' on a row of an accepted application, a link that looks like the row's
 * other buttons; `label` and `description` (which row it is) in the remote's words.
 */
export function CollaborationLink({
  application,
  label,
  description,
}: {
  application: Pick<Application, 'id'>;
  label: string;
  description: string;
}) {
  return (
    <Link
      className={`${styles.button} ${styles.buttonSecondary} ${styles.buttonSmall}`}
      to={collaborationPath(application)}
      aria-description={description}
    >
      {label}
    </Link>
  );
}

/**
 * An accepted application's campaign title leading to its collaboration; `description` (what the
 * link opens) in the remote's words.
 */
export function CollaborationTitleLink({
  application,
  description,
}: {
  application: Pick<Application, 'id' | 'campaign_title'>;
  description: string;
}) {
  return (
    <Link to={collaborationPath(application)} aria-description={description}>
      <CampaignTitle title={application.campaign_title} />
    </Link>
  );
}

/**
 * Where the collaboration stands, in its colour ('In Escrow'); '—' for an application that is
 * none (pending or rejected).
 */
export function CollaborationStatus({ application }: { application: Application }) {
  const status = application.collaboration_status;
  return status ? <StatusBadge status={status} /> : '—';
}
