import { useUrlFilters } from '@portal/shared/url-filters';
import { ApplicationFilters } from './application-filters';
import { applicationFilterSchema } from './application-query';
import { ApplicationsList } from './applications-list';
import { useBrandTexts } from '../../../texts';
import styles from './applications.module.css';

/**
 * Campaign Applications (see docs/screens.md), filtered by campaign and status as the address says.
 */
export function ApplicationsScreen() {
  const { t } = useBrandTexts();
  const [filters, setFilters] = useUrlFilters(applicationFilterSchema);
  return (
    <>
      <div className={styles.applicationFilters}>
        <ApplicationFilters value={filters} onChange={setFilters} />
      </div>
      <ApplicationsList filters={filters} caption={t('title.applications')} />
    </>
  );
}
