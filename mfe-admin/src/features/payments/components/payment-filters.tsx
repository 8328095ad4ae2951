import { useState, type FormEvent } from 'react';
import type { PaymentStatus } from '@portal/shared/contract/payments';
import { Button } from '@portal/shared/ui/button';
import { SelectField } from '@portal/shared/ui/select-field';
import { TextField } from '@portal/shared/ui/text-field';
import paymentsStyles from './payments.module.css';

const STATUS_CHOICES = [
  { value: '', label: 'All statuses' },
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'rejected', label: 'Rejected' },
];

export interface PaymentFilterValues {
  status: PaymentStatus | '';
  transaction_id: string;
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
  const [transactionId, setTransactionId] = useState(value.transaction_id);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ status: value.status, transaction_id: transactionId.trim() });
  }

  return (
    <form
      className={paymentsStyles.adminPaymentsFilters}
      role="search"
      aria-label="Filter payments"
      onSubmit={handleSubmit}
    >
      <SelectField
        label="Status"
        options={STATUS_CHOICES}
        value={value.status}
        onChange={(event) =>
          onChange({ status: event.target.value, transaction_id: transactionId.trim() })
        }
      />
      <TextField
        label="Transaction ID"
        type="search"
        placeholder="Any part of the ID"
        maxLength={100}
        autoCapitalize="characters"
        value={transactionId}
        onChange={(event) => setTransactionId(event.target.value)}
      />
      <span className={paymentsStyles.adminPaymentsFilterButtons}>
        <Button type="submit">Search</Button>
        {value.transaction_id && (
          <Button
            variant="secondary"
            onClick={() => onChange({ status: value.status, transaction_id: '' })}
          >
            Clear
          </Button>
        )}
      </span>
    </form>
  );
}
