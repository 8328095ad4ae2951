import { useState } from 'react';
import { Link } from '@portal/shared/router';
import { useCampaign } from '@portal/shared/api/campaigns';
import { errorStatus } from '@portal/shared/data/api-error';
import { formatDate } from '@portal/shared/dates';
import { useFlashMessage } from '@portal/shared/flash-message';
import { Banner } from '@portal/shared/ui/banner';
import { CampaignFacts } from '@portal/shared/ui/campaign-facts';
import { Card } from '@portal/shared/ui/card';
import { Page } from '@portal/shared/ui/layout';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import { ApplicationModal } from './application-modal';
import { ApplyAction } from './apply-action';
import { CampaignNotFound } from './campaign-not-found';
import styles from './campaigns.module.css';
import ui from '@portal/shared/ui/ui.module.css';

/** /campaigns/:id for an influencer (design §3): the whole campaign, and Apply or its status. */
export function CampaignDetail({ id }: { id: number }) {
  const campaign = useCampaign(id);
  const message = useFlashMessage();
  const [applying, setApplying] = useState(false);

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
        <LoadFailure message="Failed to fetch campaign" onRetry={() => void campaign.refetch()} />
      </Page>
    );
  }

  const { data } = campaign;
  return (
    <Page title={data.title}>
      <p className={styles.campaignDetailBrand}>
        By: <ProfileLink username={data.brand_name} fallback="Unknown Brand" />
        <span className={ui.muted}> · posted {formatDate(data.created_at)}</span>
      </p>
      <Banner message={message.message} />
      <Card>
        <p className={styles.campaignDetailDescription}>{data.description}</p>
        <CampaignFacts campaign={data} />
        <div className={styles.campaignDetailAction}>
          <ApplyAction campaign={data} onApply={() => setApplying(true)} />
        </div>
      </Card>
      <p>
        <Link to="/campaigns">Back to Available Campaigns</Link>
      </p>
      {applying && (
        <ApplicationModal
          campaign={data}
          onClose={() => setApplying(false)}
          onSubmitted={() => {
            setApplying(false);
            message.showSuccess('Application submitted successfully!');
          }}
        />
      )}
    </Page>
  );
}
