import { useId, useState, type FormEvent } from 'react';
import { useSubmitPayment } from '@portal/shared/api/payments';
import type { Application } from '@portal/shared/contract/applications';
import type { PaymentMethod } from '@portal/shared/contract/common';
import { transactionIdSchema } from '@portal/shared/contract/payments';
import {
  serverErrorSentence,
  serverFieldErrors,
  type FieldErrors,
} from '@portal/shared/data/api-error';
import { formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHOD_OPTIONS } from '@portal/shared/option-labels';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { Modal } from '@portal/shared/ui/modal';
import { RadioGroup } from '@portal/shared/ui/radio-group';
import { TextField } from '@portal/shared/ui/text-field';
import styles from './payments.module.css';

const FAILED = '❌ Payment failed. Please try again.';

function isPaymentMethod(value: string): value is PaymentMethod {
  return value in PAYMENT_METHOD_LABELS;
}

/**
 * 'Complete Your Payment' (spec §2): the campaign, the influencer and the agreed amount; the
 * wallet (bKash by default) and the transaction ID of the transfer. A blank or malformed ID is
 * refused before sending; the server's refusal stays in the dialog so the ID can be corrected.
 * Rendered only while open, so closing it resets it.
 */
export function PaymentModal({
  application,
  onClose,
  onPaid,
}: {
  application: Application;
  onClose: () => void;
  onPaid: () => void;
}) {
  const submit = useSubmitPayment();
  const transactionFieldId = useId();
  const [method, setMethod] = useState<PaymentMethod>('bkash');
  const [transactionId, setTransactionId] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure('');
    const checked = transactionIdSchema.safeParse(transactionId);
    if (!checked.success) {
      // The first rule broken: a blank ID is only asked for, not also called malformed.
      setErrors({ transaction_id: checked.error.issues.slice(0, 1).map((issue) => issue.message) });
      document.getElementById(transactionFieldId)?.focus();
      return;
    }
    setErrors({});
    submit.mutate(
      {
        application_id: application.id,
        amount: application.amount,
        payment_method: method,
        transaction_id: checked.data,
      },
      {
        onSuccess: onPaid,
        onError: (error) => {
          const reason = serverErrorSentence(error);
          setErrors(serverFieldErrors(error));
          setFailure(reason ? `${FAILED} ${reason}` : FAILED);
        },
      },
    );
  }

  const walletLabel = PAYMENT_METHOD_LABELS[method];
  return (
    <Modal title="Complete Your Payment" onClose={onClose}>
      <dl className={styles.paymentModalSummary}>
        <div>
          <dt>Campaign</dt>
          <dd>{application.campaign_title}</dd>
        </div>
        <div>
          <dt>Influencer</dt>
          <dd>{application.influencer_name}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatTaka(application.amount)}</dd>
        </div>
      </dl>
      <Banner message={failure} />
      <form onSubmit={handleSubmit} noValidate>
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
          id={transactionFieldId}
          label="Transaction ID"
          hint={`The ${walletLabel} transaction ID of your transfer of ${formatTaka(application.amount)}, 8-20 letters and digits.`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={transactionId}
          errors={errors.transaction_id}
          onChange={(event) => {
            setTransactionId(event.target.value);
            setErrors({});
          }}
        />
        <div className={styles.paymentModalActions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={submit.isPending}>
            {submit.isPending ? 'Processing...' : 'Confirm Payment'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
