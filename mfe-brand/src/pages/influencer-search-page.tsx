import { Page } from '@portal/shared/ui/layout';
import { InfluencerSearch } from '../features/influencer-search/components/influencer-search';

/** /influencers (spec §2); the filters live in the address's query. */
export default function InfluencerSearchPage() {
  return (
    <Page title="Find Influencers">
      <InfluencerSearch />
    </Page>
  );
}
