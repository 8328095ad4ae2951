import { ApplicationFilters } from './application-filters';
import { filtersFromQuery, queryFromFilters } from './application-query';
import { ApplicationsList } from './applications-list';

/** Campaign Applications (spec §2), filtered by campaign and status as the address says. */
export function ApplicationsScreen({
  query,
  onQueryChange,
}: {
  query: URLSearchParams;
  onQueryChange: (query: URLSearchParams) => void;
}) {
  const filters = filtersFromQuery(query);
  return (
    <>
      <ApplicationFilters
        value={filters}
        onChange={(next) => onQueryChange(queryFromFilters(next))}
      />
      <ApplicationsList filters={filters} caption="Campaign Applications" />
    </>
  );
}
