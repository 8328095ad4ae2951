import { useReturnUnmatched } from '@portal/shared/api/checkout';
import type { AdminPaymentIntent, UnmatchedReceipt } from '@portal/shared/contract/checkout';
import {
  returnByTransferSchema,
  type ReturnByTransfer,
} from '@portal/shared/contract/unmatched-returns';
import { formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { useSubmitFailure } from '@portal/shared/submit-failure';
import { Banner } from '@portal/shared/ui/banner';
import { useConfirm } from '@portal/shared/ui/confirm-dialog';
import { CancelAndSubmit, Form, useForm } from '@portal/shared/ui/form';
import { Modal } from '@portal/shared/ui/modal';
import { TransactionIdField } from '@portal/shared/ui/text-field';
import { useAdminTexts } from '../../../texts';

/**
 * Return to the brand by transfer (docs/payment-gateways.md): the admin sends the money the
 * gateway received back through the same wallet, then records the transfer's transaction ID,
 * after a confirmation. The server's refusal (an ID used before, returned already, a return
 * through bKash under way) stays in the dialog.
 */
export function ReturnTransferModal({
  intent,
  unmatched,
  onClose,
  onReturned,
}: {
  intent: AdminPaymentIntent;
  unmatched: UnmatchedReceipt;
  onClose: () => void;
  onReturned: () => void;
}) {
  const { t, language } = useAdminTexts();
  const returnIt = useReturnUnmatched();
  const { confirm, dialog } = useConfirm();
  const submitFailure = useSubmitFailure({
    fallback: t('gateway.returnFailed'),
    because: (reason) => t('gateway.returnFailedBecause', { reason }),
  });
  const amount = formatTaka(unmatched.amount, { language });
  const wallet = PAYMENT_METHOD_LABELS[intent.gateway];

  const form = useForm({
    schema: returnByTransferSchema,
    initialValues: (): ReturnByTransfer => ({ through: 'transfer', transaction_id: '' }),
    onInvalid: () => submitFailure.clear(),
    onSubmit: async (transfer) => {
      submitFailure.clear();
      const confirmed = await confirm({
        title: t('gateway.transferConfirmTitle'),
        message: t('gateway.transferQuestion', {
          amount,
          brand: intent.brand_name,
          wallet,
          transactionId: transfer.transaction_id,
        }),
        confirmLabel: t('gateway.recordReturn'),
      });
      if (!confirmed) return;
      returnIt.mutate(
        { id: intent.id, ...transfer },
        {
          onSuccess: onReturned,
          onError: (error) => submitFailure.fail(error, form.showErrors),
        },
      );
    },
  });

  return (
    <Modal
      title={t('gateway.transferTitle', { amount, brand: intent.brand_name })}
      onClose={onClose}
    >
      <p>{t('gateway.transferExplain', { amount, wallet, transactionId: unmatched.trx_id })}</p>
      <Banner message={submitFailure.failure} tone="error" />
      <Form form={form}>
        <TransactionIdField
          label={t('column.transactionId')}
          hint={t('gateway.transferHint', { wallet, amount })}
          {...form.field('transaction_id')}
        />
        <CancelAndSubmit onCancel={onClose} busy={returnIt.isPending || form.submitting}>
          {returnIt.isPending ? t('gateway.recording') : t('gateway.recordReturn')}
        </CancelAndSubmit>
      </Form>
      {dialog}
    </Modal>
  );
}
