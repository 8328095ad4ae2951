import { CampaignDetailLayout } from '@portal/shared/ui/campaign-detail';
import { Section } from '@portal/shared/ui/layout';
import { ApplicationsList } from './applications-list';

/** The brand's campaign list, where a campaign's detail leads back to. */
export const MY_CAMPAIGNS = { to: '/campaigns', label: 'My Campaigns' };

/**
 * /campaigns/:id for a brand (design §3): its own campaign in full, with the applications to it
 * to accept or reject. Another brand's campaign is not found, as the API answers.
 */
export function CampaignApplications({ id }: { id: number }) {
  return (
    <CampaignDetailLayout id={id} list={MY_CAMPAIGNS} failure="Failed to fetch campaign">
      {(campaign) => (
        <Section title="Applications">
          <ApplicationsList
            filters={{ campaign: campaign.id }}
            caption={`Applications to ${campaign.title}`}
            showCampaign={false}
          />
        </Section>
      )}
    </CampaignDetailLayout>
  );
}
