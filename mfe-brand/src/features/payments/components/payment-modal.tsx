import { useAddressToVerify, useResendVerification } from '@portal/shared/api/accounts';
import { useSubmitPayment } from '@portal/shared/api/payments';
import type { Application } from '@portal/shared/contract/applications';
import * as z from '@portal/shared/contract/zod';
import { paymentMethodSchema, type PaymentMethod } from '@portal/shared/contract/common';
import { submitPaymentRequestSchema } from '@portal/shared/contract/payments';
import { serverErrorLink } from '@portal/shared/data/api-error';
import { clearDraft, useDraft } from '@portal/shared/drafts';
import { formatTaka } from '@portal/shared/money';
import { PAYMENT_METHOD_LABELS } from '@portal/shared/option-labels';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { CancelAndSubmit, Form, FormActions, useForm } from '@portal/shared/ui/form';
import { Modal } from '@portal/shared/ui/modal';
import { PaymentMethodField } from '@portal/shared/ui/payment-method-field';
import { TransactionIdField } from '@portal/shared/ui/text-field';
import { VerifyFirst } from '@portal/shared/ui/verify-first';
import { useBrandTexts } from '../../../texts';
import { GatewayCheckout } from './gateway-checkout';
import { PayInstructions } from './pay-instructions';
import styles from './payments.module.css';
import { useSubmitFailure } from '@portal/shared/submit-failure';

/** What the brand types: the wallet and the transaction ID of the transfer. */
const paymentFormSchema = z.pick(submitPaymentRequestSchema, {
  payment_method: true,
  transaction_id: true,
});

interface PaymentValues {
  payment_method: PaymentMethod;
  transaction_id: string;
}

/** What is kept of a Pay Now being filled in: the wallet and the ID as typed. */
const paymentDraftSchema = z.object({
  payment_method: paymentMethodSchema,
  transaction_id: z.string(),
});

/** Where the Pay Now of `application` keeps what was typed, until it is sent or cancelled. */
const draftKey = (application: Application) => `pay-now.${application.id}`;

/**
 * 'Complete Your Payment' (see docs/screens.md): the campaign, the influencer and the agreed
 * amount; Pay with bKash when the server offers it (docs/payment-gateways.md); the wallet (bKash by default), how to pay with it (see docs/money.md) and the transaction
 * ID of the transfer, kept in the tab while it is open so a reload or Back finds it again (the
 * brand may leave for the wallet's app). A blank or malformed ID is refused before sending; the
 * server's refusal stays in the dialog so the ID can be corrected. While the brand's address is
 * not verified (see docs/accounts.md) it says so, with Resend, instead of the steps: nobody sends
 * money into a refusal. Rendered only while open; Cancel forgets what was typed.
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
  const { t, language } = useBrandTexts();
  const submit = useSubmitPayment();
  const addressToVerify = useAddressToVerify();
  const resend = useResendVerification();
  const submitFailure = useSubmitFailure({
    fallback: t('payment.failed'),
    because: (reason) => t('payment.failedBecause', { reason }),
  });
  const form = useForm({
    schema: paymentFormSchema,
    initialValues: (): PaymentValues => ({ payment_method: 'bkash', transaction_id: '' }),
    onInvalid: () => submitFailure.clear(),
    onSubmit: (payment) => {
      submitFailure.clear();
      // The refetch after a payment makes the row pending, which closes this dialog before the
      // answer: useApiMutation's callbacks still run (docs/architecture.md, "Writes").
      submit.mutate(
        { application_id: application.id, amount: application.amount, ...payment },
        {
          onSuccess: () => {
            clearDraft(draftKey(application));
            onPaid();
          },
          onError: (error) => submitFailure.fail(error, form.showErrors),
        },
      );
    },
  });

  useDraft(draftKey(application), paymentDraftSchema, form.values, form.reset);

  function cancel() {
    clearDraft(draftKey(application));
    onClose();
  }

  const walletLabel = PAYMENT_METHOD_LABELS[form.values.payment_method];
  const amount = formatTaka(application.amount, { language });
  return (
    <Modal title={t('payment.title')} onClose={cancel}>
      <dl className={styles.paymentModalSummary}>
        <div>
          <dt>{t('label.campaign')}</dt>
          <dd>{application.campaign_title}</dd>
        </div>
        <div>
          <dt>{t('label.influencer')}</dt>
          <dd>{application.influencer_name}</dd>
        </div>
        <div>
          <dt>{t('label.amount')}</dt>
          <dd>{amount}</dd>
        </div>
      </dl>
      {addressToVerify === null ? (
        <>
          <GatewayCheckout application={application} />
          <Banner
            message={submitFailure.failure}
            tone="error"
            link={serverErrorLink(submitFailure.error)}
          />
          <Form form={form}>
            <PaymentMethodField
              value={form.values.payment_method}
              onChange={(method) => form.setValue('payment_method', method)}
            />
            <PayInstructions application={application} wallet={form.values.payment_method} />
            <TransactionIdField
              label={t('label.transactionId')}
              hint={t('payment.transactionIdHint', { wallet: walletLabel, amount })}
              {...form.field('transaction_id')}
            />
            <CancelAndSubmit onCancel={cancel} busy={submit.isPending}>
              {submit.isPending ? t('payment.processing') : t('payment.confirm')}
            </CancelAndSubmit>
          </Form>
        </>
      ) : (
        <>
          <VerifyFirst action="pay" email={addressToVerify} resend={resend} />
          <FormActions>
            <Button variant="secondary" onClick={cancel}>
              {t('action.cancel')}
            </Button>
          </FormActions>
        </>
      )}
    </Modal>
  );
}
