import { useInfluencerSearch } from '@portal/shared/api/influencers';
import { InfluencerFilters } from './influencer-filters';
import { InfluencerResults } from './influencer-results';
import { filtersFromQuery, queryFromFilters } from './search-query';

/**
 * Find Influencers (spec §2): the filters kept in the address's query, only non-empty ones sent,
 * and the matching active influencers page by page.
 */
export function InfluencerSearch({
  query,
  onQueryChange,
}: {
  query: URLSearchParams;
  onQueryChange: (query: URLSearchParams) => void;
}) {
  const filters = filtersFromQuery(query);
  const results = useInfluencerSearch(filters);
  return (
    <>
      <InfluencerFilters
        key={query.toString()}
        value={filters}
        onSearch={(next) => onQueryChange(queryFromFilters(next))}
      />
      <InfluencerResults results={results} />
    </>
  );
}
