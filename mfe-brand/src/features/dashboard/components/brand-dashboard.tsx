import { PayOffer } from '../../../application-review/pay-offer';
import { useApplicationReview } from '../../../application-review/use-application-review';
import { useBrandDashboard } from '@portal/shared/api/dashboards';
import type { Campaign } from '@portal/shared/contract/campaigns';
import { formatDate } from '@portal/shared/dates';
import { formatCount, formatTaka } from '@portal/shared/money';
import { Banner } from '@portal/shared/ui/banner';
import type { Column } from '@portal/shared/ui/data-table';
import { DashboardIntro, DashboardSection } from '@portal/shared/ui/dashboard-layout';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { MonthlyBarChart } from '@portal/shared/ui/monthly-bar-chart';
import { RecentCampaignsTable } from '@portal/shared/ui/recent-campaigns-table';
import { useBrandTexts, type BrandTexts } from '../../../texts';
import { DashboardStats } from './dashboard-stats';
import { RecentApplicationsTable } from './recent-applications-table';

/** The Recent Campaigns columns after the title, in the shown language. */
function campaignColumns({ t, language }: BrandTexts): readonly Column<Campaign>[] {
  return [
    { header: t('label.budget'), cell: (campaign) => formatTaka(campaign.budget, { language }) },
    {
      header: t('label.applications'),
      cell: (campaign) => formatCount(campaign.applications_count, { language }),
    },
    { header: t('label.created'), cell: (campaign) => formatDate(campaign.created_at, language) },
  ];
}

/**
 * The brand dashboard: three figures, money spent over the last six months, the latest
 * campaigns and applications, and the application modal to accept or reject. When it cannot be
 * loaded the lists fall back to empty, with a way to try again. While it loads, the greeting, the
 * figures' labels and the chart's title are already shown in their places, so the page paints
 * before its data arrives and nothing above the lists moves when it does.
 */
export function BrandDashboard({ username, newcomer }: { username: string; newcomer: boolean }) {
  const messages = useBrandTexts();
  const { t } = messages;
  const dashboard = useBrandDashboard();
  const pending = dashboard.isPending;
  const data = dashboard.data;
  const review = useApplicationReview({
    rows: data?.recent_applications ?? [],
    failure: t('dashboard.decisionFailed'),
    onFailed: () => void dashboard.refetch(),
  });

  return (
    <>
      <DashboardIntro
        username={username}
        newcomer={newcomer}
        action={{ to: '/create-campaign', label: t('campaign.create') }}
        failed={dashboard.isError}
        onRetry={() => void dashboard.refetch()}
      />
      <Banner message={review.message} tone={review.messageTone} />
      <PayOffer application={review.accepted} />
      <DashboardStats stats={data?.stats} pending={pending} />
      {(pending || data) && (
        <MonthlyBarChart
          title={t('dashboard.chartTitle')}
          data={data?.monthly_spending}
          emptyNote={t('dashboard.chartEmpty')}
        />
      )}
      {pending ? (
        <LoadingSkeleton label={t('dashboard.loading')} rows={6} />
      ) : (
        <>
          <DashboardSection title={t('dashboard.recentCampaigns')} viewAll="/campaigns">
            <RecentCampaignsTable
              campaigns={data?.recent_campaigns ?? []}
              columns={campaignColumns(messages)}
              empty={{
                message: t('dashboard.noCampaigns'),
                action: { to: '/create-campaign', label: t('dashboard.firstCampaign') },
              }}
            />
          </DashboardSection>
          <DashboardSection title={t('dashboard.recentApplications')} viewAll="/applications">
            <RecentApplicationsTable
              applications={data?.recent_applications ?? []}
              onView={review.open}
            />
          </DashboardSection>
        </>
      )}
      {review.dialog}
    </>
  );
}
