import { useApplications, type ApplicationFilters } from '@portal/shared/api/applications';
import { campaignColumn } from '@portal/shared/ui/campaign-column';
import { CollaborationLink } from '@portal/shared/ui/collaboration-link';
import { proposedFeeCell } from '../../../application-review/proposed-fee';
import { PayOffer } from '../../../application-review/pay-offer';
import { useApplicationReview } from '../../../application-review/use-application-review';
import type { Application } from '@portal/shared/contract/applications';
import { formatDateTime } from '@portal/shared/dates';
import { ConversationLink } from '@portal/shared/ui/conversation-link';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import type { Column } from '@portal/shared/ui/data-table';
import { ListTable } from '@portal/shared/ui/list-view';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { useBrandTexts } from '../../../texts';
import styles from './applications.module.css';

/**
 * The applications to the brand's campaigns (the 'Campaign Applications' screen, see
 * docs/screens.md): Influencer, Campaign (unless the list is of one campaign), Proposed Fee,
 * Status, Applied At, and Accept or Reject while pending (each asks first: a decision cannot be
 * undone), Message and View Collaboration once accepted; View Proposal opens Application Details to
 * read the proposal and decide there. After a decision the lists and the dashboard refetch; after
 * an accept, Pay now leads to Pay Now for that application on Campaign Payments.
 */
export function ApplicationsList({
  filters,
  caption,
  showCampaign = true,
}: {
  filters: ApplicationFilters;
  caption: string;
  showCampaign?: boolean;
}) {
  const { t, language } = useBrandTexts();
  const applications = useApplications(filters);
  const review = useApplicationReview({
    rows: applications.items,
    failure: t('applications.decisionFailed'),
    onFailed: applications.refetch,
  });
  function actions(application: Application) {
    const which = t('application.which', {
      influencer: application.influencer_name,
      campaign: application.campaign_title,
    });
    const view = (
      <Button
        small
        variant="secondary"
        aria-description={which}
        onClick={() => review.open(application)}
      >
        {t('application.viewProposal')}
      </Button>
    );
    if (application.status === 'accepted') {
      return (
        <span className={styles.applicationActions}>
          {view}
          <ConversationLink
            userId={application.influencer}
            username={application.influencer_name}
          />
          <CollaborationLink
            application={application}
            label={t('collaboration.view')}
            description={which}
          />
        </span>
      );
    }
    if (application.status !== 'pending') return view;
    const busy = review.busyId === application.id;
    return (
      <span className={styles.applicationActions}>
        {view}
        <Button
          small
          aria-description={which}
          disabled={busy}
          onClick={() => void review.decide(application, 'accepted')}
        >
          {t('application.accept')}
        </Button>
        <Button
          small
          variant="danger"
          aria-description={which}
          disabled={busy}
          onClick={() => void review.decide(application, 'rejected')}
        >
          {t('application.reject')}
        </Button>
      </span>
    );
  }

  const columns: Column<Application>[] = [
    {
      header: t('label.influencer'),
      cell: (application) => (
        <ProfileLink
          username={application.influencer_name}
          fallback={t('application.unknownInfluencer')}
        />
      ),
    },
    ...(showCampaign ? [campaignColumn] : []),
    { header: t('label.proposedFee'), cell: proposedFeeCell },
    {
      header: t('label.status'),
      cell: (application) => <StatusBadge status={application.status} />,
    },
    {
      header: t('label.appliedAt'),
      cell: (application) => formatDateTime(application.applied_at, language),
    },
    { header: t('label.actions'), cell: actions },
  ];

  return (
    <>
      <Banner message={review.message} tone={review.messageTone} />
      <PayOffer application={review.accepted} />
      <ListTable
        list={applications}
        loading={t('applications.loading')}
        loadFailed={t('applications.loadFailed')}
        empty={t('applications.none')}
        caption={caption}
        rowKey={(application) => application.id}
        columns={columns}
      />
      {review.dialog}
    </>
  );
}
