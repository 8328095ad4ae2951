import { CollaborationLink } from '@portal/shared/ui/collaboration-link';
import type { Application } from '@portal/shared/contract/applications';
import { useInfluencerTexts } from './texts';

/** 'View Collaboration' on a row of one of the influencer's accepted applications. */
export function ViewCollaboration({ application }: { application: Application }) {
  const { t } = useInfluencerTexts();
  return (
    <CollaborationLink
      application={application}
      label={t('collaboration.view')}
      description={t('collaboration.which', {
        campaign: application.campaign_title,
        brand: application.campaign_brand,
      })}
    />
  );
}
