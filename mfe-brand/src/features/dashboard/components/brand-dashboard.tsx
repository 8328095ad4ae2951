import { useState } from 'react';
import { Link } from '@portal/shared/router';
import { useDecideApplication } from '@portal/shared/api/applications';
import { ApplicationDetailsModal } from '@portal/shared/applications/application-details-modal';
import { useBrandDashboard } from '@portal/shared/api/dashboards';
import type { Application, DecideApplicationRequest } from '@portal/shared/contract/applications';
import { serverErrorSentence } from '@portal/shared/data/api-error';
import { useFlashMessage } from '@portal/shared/flash-message';
import { Banner } from '@portal/shared/ui/banner';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { DashboardSection } from './dashboard-section';
import { DashboardStats } from './dashboard-stats';
import { RecentApplicationsTable } from './recent-applications-table';
import { RecentCampaignsTable } from './recent-campaigns-table';
import { SpendingChart } from './spending-chart';
import styles from './brand-dashboard.module.css';
import ui from '@portal/shared/ui/ui.module.css';

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
      <div className={styles.brandDashboardIntro}>
        <p>
          Welcome back, <strong>{username}</strong>!
        </p>
        <Link className={`${ui.button} ${ui.buttonSecondary}`} to="/create-campaign">
          Create Campaign
        </Link>
      </div>
      {dashboard.isError && (
        <div className={styles.brandDashboardFailure}>
          <LoadFailure
            message="Your dashboard could not be loaded."
            onRetry={() => void dashboard.refetch()}
          />
        </div>
      )}
      <Banner message={message.message} />
      <DashboardStats stats={data?.stats} pending={pending} />
      {(pending || data) && <SpendingChart months={data?.monthly_spending} />}
      {pending ? (
        <LoadingSkeleton label="Loading dashboard..." rows={6} />
      ) : (
        <>
          <DashboardSection title="Recent Campaigns" viewAll="/campaigns">
            <RecentCampaignsTable campaigns={data?.recent_campaigns ?? []} />
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
