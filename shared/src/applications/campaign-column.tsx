import type { Application } from '../contract/applications';
import { CampaignTitle } from '../ui/campaign-title';
import type { Column } from '../ui/data-table';

/** An application table's 'Campaign' column: the campaign's title, leading to its detail. */
export const campaignColumn: Column<Application> = {
  header: 'Campaign',
  cell: (application) => (
    <CampaignTitle id={application.campaign} title={application.campaign_title} />
  ),
};
