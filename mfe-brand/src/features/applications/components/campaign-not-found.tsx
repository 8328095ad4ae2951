import { Link } from '@portal/shared/router';
import { Page } from '@portal/shared/ui/layout';

/** A campaign that does not exist, was deleted, or belongs to another brand (the API's 404). */
export function CampaignNotFound() {
  return (
    <Page title="Campaign not found">
      <p>
        This campaign does not exist or is not one of yours. See{' '}
        <Link to="/campaigns">My Campaigns</Link>.
      </p>
    </Page>
  );
}
