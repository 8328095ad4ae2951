import { Link } from '@portal/shared/router';
import { Page } from '@portal/shared/ui/layout';

/** A campaign that does not exist, was removed, or no longer takes applications. */
export function CampaignNotFound() {
  return (
    <Page title="Campaign not found">
      <p>
        This campaign does not exist or is no longer open to applications. See the{' '}
        <Link to="/campaigns">available campaigns</Link>.
      </p>
    </Page>
  );
}
