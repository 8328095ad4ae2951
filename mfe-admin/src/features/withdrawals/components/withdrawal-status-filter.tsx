import type { WithdrawalStatus } from '@portal/shared/contract/withdrawals';
import { FilterBar } from '@portal/shared/ui/filter-bar';
import { SelectField } from '@portal/shared/ui/select-field';
import { statusChoices } from '../../../components/status-choices';
import { useAdminMessages } from '../../../messages';

/** Shows the withdrawals of one status, or all; applies at once. */
export function WithdrawalStatusFilter({
  value,
  onChange,
}: {
  value: WithdrawalStatus | undefined;
  onChange: (status: string) => void;
}) {
  const { t } = useAdminMessages();
  return (
    <FilterBar label={t('withdrawals.filter')}>
      <SelectField
        label={t('filter.status')}
        options={statusChoices(t, ['pending', 'approved', 'rejected'])}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      />
    </FilterBar>
  );
}
