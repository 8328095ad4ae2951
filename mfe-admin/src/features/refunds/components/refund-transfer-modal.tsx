import { useRecordRefund } from '@portal/shared/api/refunds';
import {
  recordRefundRequestSchema,
  type AdminRefund,
  type RecordRefundRequest,
} from '@portal/shared/contract/collaborations';
import type { PaymentMethod } from '@portal/shared/contract/common';
import { formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { Banner } from '@portal/shared/ui/banner';
import { useConfirm } from '@portal/shared/ui/confirm-dialog';
import { CancelAndSubmit, Form, useForm } from '@portal/shared/ui/form';
import { Modal } from '@portal/shared/ui/modal';
import { PaymentMethodField } from '@portal/shared/ui/payment-method-field';
import { TextField, TransactionIdField } from '@portal/shared/ui/text-field';
import { useAdminTexts } from '../../../texts';
import { useSubmitFailure } from '@portal/shared/submit-failure';

interface TransferValues {
  payment_method: PaymentMethod;
  phone_number: string;
  transaction_id: string;
}

/** The brand's saved number of a wallet (see docs/accounts.md), or '' when none is saved. */
function savedNumber(refund: AdminRefund, method: PaymentMethod): string {
  const { bkash_number, nagad_number } = refund.brand_wallets;
  return (method === 'bkash' ? bkash_number : nagad_number) ?? '';
}

/**
 * 'Record Transfer' (see docs/money.md): the wallet (the one the brand paid with unless changed),
 * the brand's wallet number (filled in from the brand's saved one of the chosen wallet, or told
 * missing) and the transfer's transaction ID, recorded after a confirmation. The
 * server's refusal (an ID used before, a refund already sent) stays in the dialog.
 */
export function RefundTransferModal({
  refund,
  onClose,
  onRecorded,
}: {
  refund: AdminRefund;
  onClose: () => void;
  onRecorded: () => void;
}) {
  const { t, language } = useAdminTexts();
  const record = useRecordRefund();
  const { confirm, dialog } = useConfirm();
  const submitFailure = useSubmitFailure({
    fallback: t('refunds.recordFailed'),
    because: (reason) => t('refunds.recordFailedBecause', { reason }),
  });
  const amount = formatTaka(refund.amount, { language });

  const form = useForm({
    schema: recordRefundRequestSchema,
    initialValues: (): TransferValues => ({
      payment_method: refund.paid_with,
      phone_number: savedNumber(refund, refund.paid_with),
      transaction_id: '',
    }),
    onInvalid: () => submitFailure.clear(),
    onSubmit: async (transfer: RecordRefundRequest) => {
      submitFailure.clear();
      const confirmed = await confirm({
        title: t('refunds.confirmTitle'),
        message: t('refunds.question', {
          amount,
          brand: refund.brand_name,
          method: PAYMENT_METHOD_LABELS[transfer.payment_method],
          phone: transfer.phone_number,
          transactionId: transfer.transaction_id,
        }),
        confirmLabel: t('refunds.record'),
      });
      if (!confirmed) return;
      record.mutate(
        { id: refund.id, ...transfer },
        {
          onSuccess: onRecorded,
          onError: (error) => submitFailure.fail(error, form.showErrors),
        },
      );
    },
  });

  /** A wallet chosen: its saved number replaces an empty one or the other wallet's saved one. */
  function chooseWallet(method: PaymentMethod) {
    const typed = form.values.phone_number;
    if (typed === '' || typed === savedNumber(refund, form.values.payment_method)) {
      form.setValue('phone_number', savedNumber(refund, method));
    }
    form.setValue('payment_method', method);
  }

  const wallet = PAYMENT_METHOD_LABELS[form.values.payment_method];
  const saved = savedNumber(refund, form.values.payment_method);
  return (
    <Modal title={t('refunds.recordTitle', { brand: refund.brand_name })} onClose={onClose}>
      <p>
        {t('refunds.sameWay', {
          method: PAYMENT_METHOD_LABELS[refund.paid_with],
          transactionId: refund.paid_transaction_id,
          amount,
        })}
      </p>
      <Banner message={submitFailure.failure} tone="error" />
      <Form form={form}>
        <PaymentMethodField value={form.values.payment_method} onChange={chooseWallet} />
        <TextField
          label={t('refunds.walletNumber', { wallet })}
          hint={saved === '' ? t('refunds.noSavedWallet', { wallet }) : undefined}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          {...form.field('phone_number')}
        />
        <TransactionIdField
          label={t('column.transactionId')}
          hint={t('refunds.transactionIdHint', { wallet, amount })}
          {...form.field('transaction_id')}
        />
        <CancelAndSubmit onCancel={onClose} busy={record.isPending || form.submitting}>
          {record.isPending ? t('refunds.recording') : t('refunds.record')}
        </CancelAndSubmit>
      </Form>
      {dialog}
    </Modal>
  );
}
