import type { WithdrawalStatus } from '@portal/shared/contract/withdrawals';
import { FilterBar } from '@portal/shared/ui/filter-bar';
import { SelectField } from '@portal/shared/ui/select-field';

const STATUS_CHOICES = [
  { value: '', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** Shows the withdrawals of one status, or all; applies at once. */
export function WithdrawalStatusFilter({
  value,
  onChange,
}: {
  value: WithdrawalStatus | undefined;
  onChange: (status: string) => void;
}) {
  return (
    <FilterBar label="Filter withdrawals">
      <SelectField
        label="Status"
        options={STATUS_CHOICES}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
      />
    </FilterBar>
  );
}
