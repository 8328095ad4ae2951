import { useRequestWithdrawal } from '@portal/shared/api/withdrawals';
import type { PaymentMethod } from '@portal/shared/contract/common';
import { withdrawalRequestSchema, type Balance } from '@portal/shared/contract/withdrawals';
import { errorStatus, serverErrorSentence, serverFieldErrors } from '@portal/shared/data/api-error';
import { useFlashMessage } from '@portal/shared/flash-message';
import { formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { Card } from '@portal/shared/ui/card';
import { Form, useForm } from '@portal/shared/ui/form';
import { MoneyInput } from '@portal/shared/ui/money-input';
import { PaymentMethodField } from '@portal/shared/ui/payment-method-field';
import { TextField } from '@portal/shared/ui/text-field';
import { exceedsBalance, INSUFFICIENT_BALANCE, refusalMessage } from './withdrawal-checks';
import styles from './withdrawals.module.css';

const FAILED = '❌ Failed to request withdrawal. Please try again.';

/** The server's refusal of what was asked (minimum, wallet number, balance), else the spec's failure. */
function failureMessage(error: unknown): string {
  const status = errorStatus(error);
  const sentence = serverErrorSentence(error);
  if (status !== undefined && status >= 400 && status < 500 && sentence) return `⚠️ ${sentence}`;
  return FAILED;
}

interface WithdrawalValues {
  amount: string;
  payment_method: PaymentMethod;
  phone_number: string;
}

const EMPTY_WITHDRAWAL: WithdrawalValues = {
  amount: '',
  payment_method: 'bkash',
  phone_number: '',
};

/**
 * Spec §2's withdrawal form: amount, wallet (bKash by default) and the wallet number labelled by
 * the wallet, checked before sending (spec §5) beside the fields and in the message line; the
 * form clears after a request is recorded.
 */
export function WithdrawalForm({ balance }: { balance: Balance | undefined }) {
  const request = useRequestWithdrawal();
  const message = useFlashMessage();
  const form = useForm({
    schema: withdrawalRequestSchema,
    initialValues: EMPTY_WITHDRAWAL,
    onInvalid: (errors) => message.showFailure(refusalMessage(errors)),
    onSubmit: (withdrawal) => {
      if (exceedsBalance(withdrawal.amount, balance?.balance)) {
        form.showErrors({ amount: [INSUFFICIENT_BALANCE] });
        message.showFailure(`⚠️ ${INSUFFICIENT_BALANCE}`);
        return;
      }
      message.clear();
      request.mutate(withdrawal, {
        onSuccess: () => {
          message.showSuccess('✅ Withdrawal request submitted successfully!');
          form.reset();
        },
        onError: (error) => {
          form.showErrors(serverFieldErrors(error));
          message.showFailure(failureMessage(error));
        },
      });
    },
  });

  const walletLabel = PAYMENT_METHOD_LABELS[form.values.payment_method];
  return (
    <Card>
      <h2 className={styles.withdrawalFormTitle}>Request a Withdrawal</h2>
      <Banner message={message.message} />
      <Form form={form}>
        <MoneyInput
          label="Amount (৳)"
          hint={balance ? `Minimum withdrawal ${formatTaka(balance.min_withdrawal)}.` : undefined}
          {...form.field('amount')}
        />
        <PaymentMethodField
          value={form.values.payment_method}
          onChange={(method) => form.setValue('payment_method', method)}
        />
        <TextField
          label={`${walletLabel} Number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={`The ${walletLabel} wallet to send the money to, e.g. 01712345678.`}
          {...form.field('phone_number')}
        />
        <Button type="submit" block disabled={request.isPending}>
          {request.isPending ? 'Submitting...' : 'Request Withdrawal'}
        </Button>
      </Form>
    </Card>
  );
}
