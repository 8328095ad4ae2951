import { useInfluencerSearch } from '@portal/shared/api/influencers';
import { useUrlFilters } from '@portal/shared/url-filters';
import { InfluencerFilters } from './influencer-filters';
import { InfluencerResults } from './influencer-results';
import { InfluencerSortField } from './influencer-sort-field';
import { influencerSearchFilterSchema } from './search-query';
import styles from './influencer-search.module.css';

/**
 * Find Influencers (see docs/screens.md and docs/collaboration.md): the filters and the order kept
 * in the address's query, only non-empty ones sent, and the matching active influencers page by
 * page. The order applies at once, keeping whatever is typed in the filters.
 */
export function InfluencerSearch() {
  const [{ category, min_followers, q, sort }, setFilters] = useUrlFilters(
    influencerSearchFilterSchema,
  );
  const filters = { category, min_followers: min_followers?.toString(), q };
  const results = useInfluencerSearch({
    ...filters,
    sort: sort === 'followers' ? undefined : sort,
  });
  return (
    <>
      <div className={styles.influencerSearchFilters}>
        <InfluencerFilters key={JSON.stringify(filters)} value={filters} onSearch={setFilters} />
        <InfluencerSortField value={sort} onChange={(next) => setFilters({ sort: next })} />
      </div>
      <InfluencerResults results={results} />
    </>
  );
}
