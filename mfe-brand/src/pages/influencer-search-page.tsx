import { ComingSoonPage } from '@portal/shared/ui/coming-soon-page';

export default function InfluencerSearchPage() {
  return <ComingSoonPage title="Find Influencers" />;
}
