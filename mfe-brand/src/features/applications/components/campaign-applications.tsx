import { useCampaign } from '@portal/shared/api/campaigns';
import { CampaignDetailView } from '@portal/shared/ui/campaign-detail';
import type { CampaignList } from '@portal/shared/ui/campaign-back-link';
import { Section } from '@portal/shared/ui/layout';
import { useBrandTexts } from '../../../texts';
import { ApplicationsList } from './applications-list';

/** The brand's campaign list, where a campaign's detail leads back to, named in the shown language. */
export function useMyCampaignsLink(): CampaignList {
  const { t } = useBrandTexts();
  return { to: '/campaigns', label: t('title.campaigns') };
}

/**
 * /campaigns/:id for a brand (see docs/screens.md): its own campaign in full, with the applications
 * to it to accept or reject. Another brand's campaign is not found, as the API answers.
 */
export function CampaignApplications({ id }: { id: number }) {
  const { t } = useBrandTexts();
  const myCampaigns = useMyCampaignsLink();
  return (
    <CampaignDetailView
      campaign={useCampaign(id)}
      list={myCampaigns}
      failure={t('campaign.loadFailed')}
    >
      {(campaign) => (
        <Section title={t('label.applications')}>
          <ApplicationsList
            filters={{ campaign: campaign.id }}
            caption={t('campaign.applicationsTo', { title: campaign.title })}
            showCampaign={false}
          />
        </Section>
      )}
    </CampaignDetailView>
  );
}
