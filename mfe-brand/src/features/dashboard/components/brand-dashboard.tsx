import { useState } from 'react';
import { useDecideApplication } from '@portal/shared/api/applications';
import { ApplicationDetailsModal } from '@portal/shared/applications/application-details-modal';
import { useBrandDashboard } from '@portal/shared/api/dashboards';
import type { Application, DecideApplicationRequest } from '@portal/shared/contract/applications';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { serverErrorSentence } from '@portal/shared/data/api-error';
import { formatDate } from '@portal/shared/dates';
import { useFlashMessage } from '@portal/shared/flash-message';
import { formatTaka } from '@portal/shared/money';
import { Banner } from '@portal/shared/ui/banner';
import type { Column } from '@portal/shared/ui/data-table';
import { DashboardIntro, DashboardSection } from '@portal/shared/ui/dashboard-layout';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { MonthlyBarChart } from '@portal/shared/ui/monthly-bar-chart';
import { RecentCampaignsTable } from '@portal/shared/ui/recent-campaigns-table';
import { DashboardStats } from './dashboard-stats';
import { RecentApplicationsTable } from './recent-applications-table';

/** Spec §2's Recent Campaigns columns after the title. */
const CAMPAIGN_COLUMNS: readonly Column<Campaign>[] = [
  { header: 'Budget', cell: (campaign) => formatTaka(campaign.budget) },
  { header: 'Applications', cell: (campaign) => campaign.applications_count },
  { header: 'Created', cell: (campaign) => formatDate(campaign.created_at) },
];

/**
 * Spec §2's brand dashboard: three figures, money spent over the last six months, the latest
 * campaigns and applications, and the application modal to accept or reject. When it cannot be
 * loaded the lists fall back to empty, with a way to try again. While it loads, the greeting, the
 * figures' labels and the chart's title are already shown in their places, so the page paints
 * before its data arrives and nothing above the lists moves when it does.
 */
export function BrandDashboard({ username }: { username: string }) {
  const dashboard = useBrandDashboard();
  const decide = useDecideApplication();
  const message = useFlashMessage();
  const [viewing, setViewing] = useState<Application | null>(null);
  const [failure, setFailure] = useState('');

  const pending = dashboard.isPending;
  const data = dashboard.data;
  // After a refetch the open application shows its current state.
  const shown =
    viewing && (data?.recent_applications.find((row) => row.id === viewing.id) ?? viewing);

  function open(application: Application) {
    setFailure('');
    setViewing(application);
  }

  function decideOn(application: Application, status: DecideApplicationRequest['status']) {
    setFailure('');
    message.clear();
    decide.mutate(
      { id: application.id, status },
      {
        onSuccess: () => {
          setViewing(null);
          message.showSuccess(`Application ${status} successfully!`);
        },
        onError: (error) => {
          const reason = serverErrorSentence(error);
          setFailure(
            reason ? `Failed to update application: ${reason}` : 'Failed to update application',
          );
          void dashboard.refetch();
        },
      },
    );
  }

  return (
    <>
      <DashboardIntro
        username={username}
        action={{ to: '/create-campaign', label: 'Create Campaign' }}
        failed={dashboard.isError}
        onRetry={() => void dashboard.refetch()}
      />
      <Banner message={message.message} />
      <DashboardStats stats={data?.stats} pending={pending} />
      {(pending || data) && (
        <MonthlyBarChart
          title="Money spent per month (last 6 months)"
          data={data?.monthly_spending}
          emptyNote="No confirmed payments in these six months yet."
        />
      )}
      {pending ? (
        <LoadingSkeleton label="Loading dashboard..." rows={6} />
      ) : (
        <>
          <DashboardSection title="Recent Campaigns" viewAll="/campaigns">
            <RecentCampaignsTable
              campaigns={data?.recent_campaigns ?? []}
              columns={CAMPAIGN_COLUMNS}
              empty={{
                message: 'No campaigns yet.',
                action: { to: '/create-campaign', label: 'Create your first campaign' },
              }}
            />
          </DashboardSection>
          <DashboardSection title="Recent Applications" viewAll="/applications">
            <RecentApplicationsTable applications={data?.recent_applications ?? []} onView={open} />
          </DashboardSection>
        </>
      )}
      {shown && (
        <ApplicationDetailsModal
          application={shown}
          busy={decide.isPending}
          failure={failure}
          onDecide={(status) => decideOn(shown, status)}
          onClose={() => setViewing(null)}
        />
      )}
    </>
  );
}
