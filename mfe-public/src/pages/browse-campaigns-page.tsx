import { Link } from '@portal/shared/router';
import { PlaceholderPage } from '../components/placeholder-page';

export default function BrowseCampaignsPage() {
  return (
    <PlaceholderPage
      title="Browse Campaigns"
      sentence={
        <>
          Influencers see every open campaign of Bangladeshi brands under{' '}
          <Link to="/campaigns">Available Campaigns</Link> once they are logged in.
        </>
      }
    />
  );
}
