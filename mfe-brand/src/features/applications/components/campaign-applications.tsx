import type { ReactNode } from 'react';
import { useCampaign } from '@portal/shared/api/campaigns';
import type { Campaign } from '@portal/shared/contract/campaigns';
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
 * /campaigns/:id for a brand (see docs/screens.md): its own campaign in full with the page's
 * `actions` on it, and the applications to it to accept or reject. Another brand's campaign is not found, as the API answers.
 */
export function CampaignApplications({
  id,
  notice,
  actions,
  above,
}: {
  id: number;
  /** The page's message line. */
  notice?: ReactNode;
  /** The brand's buttons beside the campaign's status (Edit, Close...). */
  actions?: (campaign: Campaign) => ReactNode;
  /** What comes before the applications (the edit form while it is open). */
  above?: (campaign: Campaign) => ReactNode;
}) {
  const { t } = useBrandTexts();
  const myCampaigns = useMyCampaignsLink();
  return (
    <CampaignDetailView
      campaign={useCampaign(id)}
      list={myCampaigns}
      failure={t('campaign.loadFailed')}
      notice={notice}
      actions={actions}
    >
      {(campaign) => (
        <>
          {above?.(campaign)}
          <Section title={t('label.applications')}>
            <ApplicationsList
              filters={{ campaign: campaign.id }}
              caption={t('campaign.applicationsTo', { title: campaign.title })}
              showCampaign={false}
            />
          </Section>
        </>
      )}
    </CampaignDetailView>
  );
}
