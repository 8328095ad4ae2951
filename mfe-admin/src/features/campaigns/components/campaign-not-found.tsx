import { Link } from '@portal/shared/router';
import { Page } from '@portal/shared/ui/layout';

/** /campaigns/:id for a campaign that does not exist (or an id that is not one). */
export function CampaignNotFound({ id }: { id: string | number }) {
  return (
    <Page title="Campaign not found">
      <p>
        There is no campaign #{id}. Go back to the{' '}
        <Link to="/admin-panel?tab=campaigns">campaigns</Link>.
      </p>
    </Page>
  );
}
