import { useState } from 'react';
import type { PaymentStatus } from '@portal/shared/contract/payments';
import { FilterBar } from '@portal/shared/ui/filter-bar';
import { SelectField } from '@portal/shared/ui/select-field';
import { TextField } from '@portal/shared/ui/text-field';
import { statusChoices } from '../../../components/status-choices';
import { useAdminTexts } from '../../../texts';

export interface PaymentFilterValues {
  status?: PaymentStatus | undefined;
  transaction_id?: string | undefined;
}

/**
 * The status applies at once; the transaction ID (any part of one, as copied from a wallet
 * statement) applies on Search.
 */
export function PaymentFilters({
  value,
  onChange,
}: {
  value: PaymentFilterValues;
  onChange: (filters: { status: string; transaction_id: string }) => void;
}) {
  const { t } = useAdminTexts();
  const [transactionId, setTransactionId] = useState(value.transaction_id ?? '');
  const status = value.status ?? '';

  return (
    <FilterBar
      label={t('payments.filter')}
      onSubmit={() => onChange({ status, transaction_id: transactionId.trim() })}
      submit={t('filter.search')}
      clear={
        value.transaction_id
          ? { label: t('filter.clear'), onClear: () => onChange({ status, transaction_id: '' }) }
          : undefined
      }
    >
      <SelectField
        label={t('filter.status')}
        options={statusChoices(t, ['pending', 'confirmed', 'rejected'])}
        value={status}
        onChange={(event) =>
          onChange({ status: event.target.value, transaction_id: transactionId.trim() })
        }
      />
      <TextField
        label={t('column.transactionId')}
        type="search"
        placeholder={t('payments.transactionIdPlaceholder')}
        maxLength={100}
        autoCapitalize="characters"
        value={transactionId}
        onChange={(event) => setTransactionId(event.target.value)}
      />
    </FilterBar>
  );
}
