import type { WithdrawalStatus } from '@portal/shared/contract/withdrawals';
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
  value: WithdrawalStatus | '';
  onChange: (status: string) => void;
}) {
  return (
    <SelectField
      label="Status"
      options={STATUS_CHOICES}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
