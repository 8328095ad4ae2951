import { useState, type FormEvent } from 'react';
import { useRequestWithdrawal } from '@portal/shared/api/withdrawals';
import type { PaymentMethod } from '@portal/shared/contract/common';
import type { Balance } from '@portal/shared/contract/withdrawals';
import {
  errorStatus,
  serverErrorSentence,
  serverFieldErrors,
  type FieldErrors,
} from '@portal/shared/data/api-error';
import { useFlashMessage } from '@portal/shared/flash-message';
import { formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHOD_OPTIONS } from '@portal/shared/option-labels';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { Card } from '@portal/shared/ui/card';
import { MoneyInput } from '@portal/shared/ui/money-input';
import { RadioGroup } from '@portal/shared/ui/radio-group';
import { TextField } from '@portal/shared/ui/text-field';
import { checkWithdrawal } from './withdrawal-checks';
import styles from './withdrawals.module.css';

const FAILED = '❌ Failed to request withdrawal. Please try again.';

/** The server's refusal of what was asked (minimum, wallet number, balance), else the spec's failure. */
function failureMessage(error: unknown): string {
  const status = errorStatus(error);
  const sentence = serverErrorSentence(error);
  if (status !== undefined && status >= 400 && status < 500 && sentence) return `⚠️ ${sentence}`;
  return FAILED;
}

function isPaymentMethod(value: string): value is PaymentMethod {
  return value in PAYMENT_METHOD_LABELS;
}

/**
 * Spec §2's withdrawal form: amount, wallet (bKash by default) and the wallet number labelled by
 * the wallet, checked before sending (spec §5); the form clears after a request is recorded.
 */
export function WithdrawalForm({ balance }: { balance: Balance | undefined }) {
  const request = useRequestWithdrawal();
  const message = useFlashMessage();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('bkash');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    const check = checkWithdrawal({ amount, phoneNumber }, balance?.balance);
    if (!check.ok) {
      message.showFailure(check.message);
      return;
    }
    message.clear();
    request.mutate(
      { amount: check.amount, payment_method: method, phone_number: phoneNumber.trim() },
      {
        onSuccess: () => {
          message.showSuccess('✅ Withdrawal request submitted successfully!');
          setAmount('');
          setMethod('bkash');
          setPhoneNumber('');
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          message.showFailure(failureMessage(error));
        },
      },
    );
  }

  const walletLabel = PAYMENT_METHOD_LABELS[method];
  return (
    <Card>
      <h2 className={styles.withdrawalFormTitle}>Request a Withdrawal</h2>
      <Banner message={message.message} />
      <form onSubmit={handleSubmit} noValidate>
        <MoneyInput
          label="Amount (৳)"
          value={amount}
          errors={errors.amount}
          hint={balance ? `Minimum withdrawal ${formatTaka(balance.min_withdrawal)}.` : undefined}
          onChange={(text) => {
            setAmount(text);
            setErrors((current) => ({ ...current, amount: [] }));
          }}
        />
        <RadioGroup
          legend="Payment Method"
          name="payment_method"
          options={PAYMENT_METHOD_OPTIONS}
          value={method}
          onChange={(value) => {
            if (isPaymentMethod(value)) setMethod(value);
          }}
        />
        <TextField
          label={`${walletLabel} Number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={`The ${walletLabel} wallet to send the money to, e.g. 01712345678.`}
          value={phoneNumber}
          errors={errors.phone_number}
          onChange={(event) => {
            setPhoneNumber(event.target.value);
            setErrors((current) => ({ ...current, phone_number: [] }));
          }}
        />
        <Button type="submit" block disabled={request.isPending}>
          {request.isPending ? 'Submitting...' : 'Request Withdrawal'}
        </Button>
      </form>
    </Card>
  );
}
