import { Link } from '@portal/shared/router';
import { useCampaign } from '@portal/shared/api/campaigns';
import { errorStatus } from '@portal/shared/data/api-error';
import { formatDate } from '@portal/shared/dates';
import { CampaignFacts } from '@portal/shared/ui/campaign-facts';
import { Card } from '@portal/shared/ui/card';
import { Page, Section } from '@portal/shared/ui/layout';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { ApplicationsList } from './applications-list';
import { CampaignNotFound } from './campaign-not-found';
import styles from './applications.module.css';
import ui from '@portal/shared/ui/ui.module.css';

function BackToCampaigns() {
  return (
    <p className={styles.brandCampaignBack}>
      <Link to="/campaigns">← Back to My Campaigns</Link>
    </p>
  );
}

/**
 * /campaigns/:id for a brand (design §3): its own campaign in full, with the applications to it
 * to accept or reject. Another brand's campaign is not found, as the API answers.
 */
export function CampaignApplications({ id }: { id: number }) {
  const campaign = useCampaign(id);

  if (campaign.isPending) {
    return (
      <Page title="Campaign Details">
        <LoadingSkeleton label="Loading campaign..." rows={6} />
      </Page>
    );
  }
  if (campaign.isError && [400, 404].includes(errorStatus(campaign.error) ?? 0)) {
    return <CampaignNotFound />;
  }
  if (campaign.isError) {
    return (
      <Page title="Campaign Details">
        <BackToCampaigns />
        <LoadFailure message="Failed to fetch campaign" onRetry={() => void campaign.refetch()} />
      </Page>
    );
  }

  const { data } = campaign;
  return (
    <Page title={data.title}>
      <BackToCampaigns />
      <Card>
        <p className={styles.brandCampaignDescription}>{data.description}</p>
        <CampaignFacts campaign={data} />
        <p className={`${styles.brandCampaignCreated} ${ui.muted}`}>
          Created {formatDate(data.created_at)} ·{' '}
          {data.applications_count === 1
            ? '1 application'
            : `${data.applications_count} applications`}
        </p>
      </Card>
      <Section title="Applications">
        <ApplicationsList
          filters={{ campaign: data.id }}
          caption={`Applications to ${data.title}`}
          showCampaign={false}
        />
      </Section>
    </Page>
  );
}
