import * as z from '@portal/shared/contract/zod';
import { useAdminDisputes, type DisputeStatusFilter } from '@portal/shared/api/disputes';
import { disputeListQuerySchema } from '@portal/shared/contract/collaborations';
import { useFlashMessage } from '@portal/shared/flash-message';
import { Banner } from '@portal/shared/ui/banner';
import { highlightProps } from '@portal/shared/ui/data-table';
import { ListView } from '@portal/shared/ui/list-view';
import { useUrlFilters } from '@portal/shared/url-filters';
import { useHighlightedId } from '../../../components/highlighted-id';
import { StatusFilter } from '../../../components/status-filter';
import { useAdminTexts, type AdminTextKey } from '../../../texts';
import { DisputeCard } from './dispute-card';
import styles from './disputes.module.css';

const disputeFilterSchema = z.pick(disputeListQuerySchema, { status: true });

/** What the list says when no dispute has the chosen status. */
const NONE_WITH_STATUS: Record<DisputeStatusFilter, AdminTextKey> = {
  open: 'disputes.noneOpen',
  decided: 'disputes.noneDecided',
};

/**
 * The Disputes tab (see docs/money.md): the disputes newest first, open or decided (a filter kept
 * in the address), each with what the admin needs to decide it.
 */
export function DisputesTab() {
  const { t } = useAdminTexts();
  const [filters, setFilters] = useUrlFilters(disputeFilterSchema);
  const disputes = useAdminDisputes(filters, { refetchOnMount: 'always' });
  const flash = useFlashMessage();
  const highlightedId = useHighlightedId();

  return (
    <>
      <Banner message={flash.message} tone={flash.tone} />
      <div className={styles.adminDisputesToolbar}>
        <StatusFilter
          label={t('disputes.filter')}
          statuses={['open', 'decided']}
          value={filters.status}
          onChange={(status) => setFilters({ status })}
        />
      </div>
      <ListView
        list={disputes}
        loading={t('disputes.loading')}
        loadFailed={t('disputes.loadFailed')}
        empty={t(filters.status ? NONE_WITH_STATUS[filters.status] : 'disputes.none')}
        skeletonRows={3}
      >
        {(items) => (
          <ul aria-label={t('disputes.caption')} className={styles.adminDisputesList}>
            {items.map((dispute) => (
              <li key={dispute.id} {...highlightProps(dispute.id === highlightedId)}>
                <DisputeCard
                  dispute={dispute}
                  onDecided={() => flash.showSuccess(t('disputes.decided'))}
                />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}
