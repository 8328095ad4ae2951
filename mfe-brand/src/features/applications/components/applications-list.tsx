import { Link } from 'react-router-dom';
import {
  useApplications,
  useDecideApplication,
  type ApplicationFilters,
} from '@portal/shared/api/applications';
import type { Application, DecideApplicationRequest } from '@portal/shared/contract/applications';
import { serverErrorSentence } from '@portal/shared/data/api-error';
import { formatDateTime } from '@portal/shared/dates';
import { useFlashMessage } from '@portal/shared/flash-message';
import { MessageButton } from '@portal/shared/messages/message-button';
import { formatTaka } from '@portal/shared/money';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { DataTable, type Column } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadMore } from '@portal/shared/ui/load-more';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import './applications-styles';

type Decision = DecideApplicationRequest['status'];

/**
 * The applications to the brand's campaigns (spec §2 'Campaign Applications'): Influencer,
 * Campaign (unless the list is of one campaign), Proposed Fee, Status, Applied At, and Accept or
 * Reject while pending, Message once accepted. After a decision the lists and the dashboard refetch.
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
  const applications = useApplications(filters);
  const decide = useDecideApplication();
  const message = useFlashMessage();

  function decideOn(application: Application, status: Decision) {
    message.clear();
    decide.mutate(
      { id: application.id, status },
      {
        onSuccess: () => message.showSuccess(`Application ${status} successfully!`),
        onError: (error) => {
          const reason = serverErrorSentence(error);
          message.showFailure(
            reason
              ? `Failed to update application status: ${reason}`
              : 'Failed to update application status',
          );
          applications.refetch();
        },
      },
    );
  }

  function actions(application: Application) {
    if (application.status === 'accepted') {
      return (
        <MessageButton userId={application.influencer} username={application.influencer_name} />
      );
    }
    if (application.status !== 'pending') return <span className="portal-muted">—</span>;
    const busy = decide.isPending && decide.variables?.id === application.id;
    const which = `${application.influencer_name}'s application to ${application.campaign_title}`;
    return (
      <span className="application-actions">
        <Button
          small
          aria-description={which}
          disabled={busy}
          onClick={() => decideOn(application, 'accepted')}
        >
          Accept
        </Button>
        <Button
          small
          variant="danger"
          aria-description={which}
          disabled={busy}
          onClick={() => decideOn(application, 'rejected')}
        >
          Reject
        </Button>
      </span>
    );
  }

  const columns: Column<Application>[] = [
    {
      header: 'Influencer',
      cell: (application) => (
        <ProfileLink username={application.influencer_name} fallback="Unknown Influencer" />
      ),
    },
    ...(showCampaign
      ? [
          {
            header: 'Campaign',
            cell: (application: Application) => (
              <Link to={`/campaigns/${application.campaign}`}>{application.campaign_title}</Link>
            ),
          },
        ]
      : []),
    {
      header: 'Proposed Fee',
      cell: (application) =>
        application.expected_fee
          ? formatTaka(application.expected_fee)
          : `${formatTaka(application.campaign_budget)} (budget)`,
    },
    { header: 'Status', cell: (application) => <StatusBadge status={application.status} /> },
    { header: 'Applied At', cell: (application) => formatDateTime(application.applied_at) },
    { header: 'Actions', cell: actions },
  ];

  function list() {
    if (applications.isLoading) return <LoadingSkeleton label="Loading applications..." rows={5} />;
    if (applications.isError) {
      return <LoadFailure message="Failed to fetch applications" onRetry={applications.refetch} />;
    }
    if (applications.items.length === 0) return <EmptyState message="No applications found." />;
    return (
      <>
        <DataTable
          caption={caption}
          rows={applications.items}
          rowKey={(application) => application.id}
          columns={columns}
        />
        <LoadMore list={applications} />
      </>
    );
  }

  return (
    <>
      <Banner message={message.message} />
      {list()}
    </>
  );
}
