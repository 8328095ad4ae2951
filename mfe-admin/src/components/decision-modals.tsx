import {
  decisionField,
  rejectionReasonSchema,
  transactionIdSchema,
} from '@portal/shared/contract/payments';
import * as z from '@portal/shared/contract/zod';
import { useSubmitFailure, type FailureWording } from '@portal/shared/submit-failure';
import { Banner } from '@portal/shared/ui/banner';
import { CancelAndSubmit, Form, useForm } from '@portal/shared/ui/form';
import { Modal } from '@portal/shared/ui/modal';
import { RadioGroup } from '@portal/shared/ui/radio-group';
import { TextField, TransactionIdField } from '@portal/shared/ui/text-field';
import { useAdminTexts, type AdminTextKey } from '../texts';

/** The radio of a reason the admin writes themselves. */
const OTHER = 'other';

/** The chosen preset reason, or the text written under Other (trimmed, 3-500 characters). */
const rejectionFormSchema = z.pipe(
  z.object({ choice: z.string(), other: z.string() }),
  z.transform((values, ctx) =>
    values.choice === OTHER
      ? decisionField(rejectionReasonSchema, 'other', values.other, ctx)
      : values.choice,
  ),
);

const payoutFormSchema = z.object({ transaction_id: transactionIdSchema });

interface DecisionModalProps<Value> {
  title: string;
  /** What is decided on, e.g. the payment's amount, brand and transaction ID. */
  summary: string;
  /** Sends the decision; a refusal rejects with the server's error, shown in the dialog. */
  onSubmit: (value: Value) => Promise<unknown>;
  /** How the dialog words a refusal, e.g. 'Error updating payment: …'. */
  failure: FailureWording;
  onClose: () => void;
}

/**
 * Reject with a reason (see docs/money.md), shown to the brand or the influencer: one of `presets`
 * (the English words stored; `presetLabels` their texts) or Other with the admin's own words.
 */
export function RejectionModal({
  presets,
  presetLabels,
  ...props
}: DecisionModalProps<string> & {
  presets: readonly string[];
  presetLabels: Readonly<Record<string, AdminTextKey>>;
}) {
  const { t } = useAdminTexts();
  const refusal = useSubmitFailure(props.failure);
  const form = useForm({
    schema: rejectionFormSchema,
    initialValues: () => ({ choice: presets[0] ?? OTHER, other: '' }),
    onInvalid: () => refusal.clear(),
    // The server words a bad reason under `reason`: the field here is Other's text.
    onSubmit: async (reason: string): Promise<void> => {
      refusal.clear();
      await props
        .onSubmit(reason)
        .catch((error: unknown) =>
          refusal.fail(error, (errors) =>
            form.showErrors(errors.reason ? { other: errors.reason } : errors),
          ),
        );
    },
  });
  const options = [
    ...presets.map((preset) => ({
      value: preset,
      label: t(presetLabels[preset] ?? 'reason.other'),
    })),
    { value: OTHER, label: t('reason.other') },
  ];
  return (
    <Modal title={props.title} onClose={props.onClose}>
      <p>{props.summary}</p>
      <Banner message={refusal.failure} tone="error" />
      <Form form={form}>
        <RadioGroup
          legend={t('reason.legend')}
          name="reason"
          options={options}
          value={form.values.choice}
          onChange={(choice) => form.setValue('choice', choice, 'other')}
        />
        {form.values.choice === OTHER && (
          <TextField
            label={t('reason.otherLabel')}
            hint={t('reason.otherHint')}
            autoComplete="off"
            {...form.field('other')}
          />
        )}
        <CancelAndSubmit onCancel={props.onClose} busy={form.submitting} danger>
          {t('reason.reject')}
        </CancelAndSubmit>
      </Form>
    </Modal>
  );
}

/** Approve a withdrawal with the transaction ID of the admin's transfer: its payout reference. */
export function PayoutModal(props: DecisionModalProps<string>) {
  const { t } = useAdminTexts();
  const refusal = useSubmitFailure(props.failure);
  const form = useForm({
    schema: payoutFormSchema,
    initialValues: () => ({ transaction_id: '' }),
    onInvalid: () => refusal.clear(),
    onSubmit: async ({ transaction_id }: { transaction_id: string }): Promise<void> => {
      refusal.clear();
      await props
        .onSubmit(transaction_id)
        .catch((error: unknown) => refusal.fail(error, form.showErrors));
    },
  });
  return (
    <Modal title={props.title} onClose={props.onClose}>
      <p>{props.summary}</p>
      <Banner message={refusal.failure} tone="error" />
      <Form form={form}>
        <TransactionIdField
          label={t('payout.transactionId')}
          hint={t('payout.transactionIdHint')}
          {...form.field('transaction_id')}
        />
        <CancelAndSubmit onCancel={props.onClose} busy={form.submitting}>
          {t('payout.approve')}
        </CancelAndSubmit>
      </Form>
    </Modal>
  );
}
