import { Link } from '@portal/shared/router';
import { useCampaign } from '@portal/shared/api/campaigns';
import { errorStatus } from '@portal/shared/data/api-error';
import { formatDate, formatDateTime } from '@portal/shared/dates';
import { formatTaka } from '@portal/shared/money';
import { CATEGORY_LABELS } from '@portal/shared/option-labels';
import { Banner } from '@portal/shared/ui/banner';
import { Card } from '@portal/shared/ui/card';
import { Page, Section } from '@portal/shared/ui/layout';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { StatusBadge } from '@portal/shared/ui/status-badge';
import { CampaignActivationButton } from './campaign-activation-button';
import { CampaignNotFound } from './campaign-not-found';
import { useCampaignActivation } from './use-campaign-activation';
import styles from './campaigns.module.css';

function BackToCampaigns() {
  return (
    <p className={styles.adminCampaignBack}>
      <Link to="/admin-panel?tab=campaigns">← Back to campaigns</Link>
    </p>
  );
}

/** The admin's view of one campaign (design §3: View opens it): all of it, Activate/Deactivate. */
export function CampaignDetail({ id }: { id: number }) {
  const campaign = useCampaign(id);
  const activation = useCampaignActivation();

  if (campaign.isPending) {
    return (
      <Page title="Campaign Details">
        <LoadingSkeleton label="Loading campaign..." rows={6} />
      </Page>
    );
  }
  if (campaign.isError && errorStatus(campaign.error) === 404) return <CampaignNotFound id={id} />;
  if (campaign.isError) {
    return (
      <Page title="Campaign Details">
        <BackToCampaigns />
        <LoadFailure message="Error loading campaign" onRetry={() => void campaign.refetch()} />
      </Page>
    );
  }

  const { data } = campaign;
  return (
    <Page title={data.title}>
      <BackToCampaigns />
      <Banner message={activation.message} />
      <Card>
        <div className={styles.adminCampaignStatus}>
          <StatusBadge status={data.is_active ? 'active' : 'inactive'} />
          <CampaignActivationButton
            campaign={data}
            busy={activation.busyId === data.id}
            onToggle={() => activation.toggle(data)}
          />
        </div>
        <dl className={styles.adminCampaignFacts}>
          <div>
            <dt>Brand</dt>
            <dd>
              <ProfileLink username={data.brand_name} fallback="Unknown Brand" />
            </dd>
          </div>
          <div>
            <dt>Budget</dt>
            <dd>{formatTaka(data.budget)}</dd>
          </div>
          <div>
            <dt>Category</dt>
            <dd>{CATEGORY_LABELS[data.category]}</dd>
          </div>
          <div>
            <dt>Deadline</dt>
            <dd>{data.deadline ? formatDate(data.deadline) : 'No deadline'}</dd>
          </div>
          <div>
            <dt>Applications</dt>
            <dd>{data.applications_count}</dd>
          </div>
          <div>
            <dt>Created</dt>
            <dd>{formatDateTime(data.created_at)}</dd>
          </div>
        </dl>
        <Section title="Description">
          <p className={styles.adminCampaignDescription}>{data.description}</p>
        </Section>
      </Card>
    </Page>
  );
}
