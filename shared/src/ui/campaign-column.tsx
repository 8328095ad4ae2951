import type { Application } from '../contract/applications';
import { CampaignTitle } from './campaign-title';
import { CollaborationTitleLink } from './collaboration-link';
import type { Column } from './data-table';
import { useUiTexts } from './ui-messages';

/** The column's heading in the shown language: the column is made once, outside a component. */
function CampaignHeading() {
  const { t } = useUiTexts();
  return <>{t('campaignColumn')}</>;
}

/** An application table's 'Campaign' column: the campaign's title, leading to its detail. */
export const campaignColumn: Column<Application> = {
  header: <CampaignHeading />,
  cell: (application) => (
    <CampaignTitle id={application.campaign} title={application.campaign_title} />
  ),
};

/** An accepted application's title, leading to its collaboration ('View Collaboration' told). */
function CollaborationTitleCell({ application }: { application: Application }) {
  const { t } = useUiTexts();
  return <CollaborationTitleLink application={application} description={t('viewCollaboration')} />;
}

/** A payments table's 'Campaign' column: the title of each accepted application, leading to its collaboration. */
export const collaborationColumn: Column<Application> = {
  header: <CampaignHeading />,
  cell: (application) => <CollaborationTitleCell application={application} />,
};
