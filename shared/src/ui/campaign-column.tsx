import type { Application } from '../contract/applications';
import { CampaignTitle } from './campaign-title';
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
