import { useInfluencerSearch } from '@portal/shared/api/influencers';
import { useUrlFilters } from '@portal/shared/url-filters';
import { InfluencerFilters } from './influencer-filters';
import { InfluencerResults } from './influencer-results';
import { influencerSearchFilterSchema } from './search-query';
import styles from './influencer-search.module.css';

/**
 * Find Influencers (spec §2): the filters kept in the address's query, only non-empty ones sent,
 * and the matching active influencers page by page.
 */
export function InfluencerSearch() {
  const [{ category, min_followers }, setFilters] = useUrlFilters(influencerSearchFilterSchema);
  const filters = { category, min_followers: min_followers?.toString() };
  const results = useInfluencerSearch(filters);
  return (
    <>
      <div className={styles.influencerSearchFilters}>
        <InfluencerFilters key={JSON.stringify(filters)} value={filters} onSearch={setFilters} />
      </div>
      <InfluencerResults results={results} />
    </>
  );
}
