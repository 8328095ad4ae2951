import { useSearchParams } from '@portal/shared/router';
import { Page } from '@portal/shared/ui/layout';
import { InfluencerSearch } from '../features/influencer-search/components/influencer-search';

/** /influencers (spec §2); the filters live in the address's query. */
export default function InfluencerSearchPage() {
  const [query, setQuery] = useSearchParams();
  return (
    <Page title="Find Influencers">
      <InfluencerSearch query={query} onQueryChange={setQuery} />
    </Page>
  );
}
