import { FilterBar } from '@portal/shared/ui/filter-bar';
import { SelectField } from '@portal/shared/ui/select-field';
import { useAdminTexts } from '../texts';
import { statusChoices, type FilterStatus } from './status-choices';

/** Shows a list's rows of one status, or all; applies at once (withdrawals, disputes, refunds). */
export function StatusFilter({
  label,
  statuses,
  value,
  onChange,
}: {
  /** The filter's name for screen readers, e.g. 'Filter withdrawals'. */
  label: string;
  statuses: readonly FilterStatus[];
  value: FilterStatus | undefined;
  onChange: (status: string) => void;
}) {
  const { t } = useAdminTexts();
  return (
    <FilterBar label={label}>
      <SelectField
        label={t('filter.status')}
        options={statusChoices(t, statuses)}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      />
    </FilterBar>
  );
}
