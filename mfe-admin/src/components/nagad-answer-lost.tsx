import { useState } from 'react';
import {
  confirmRefundSentSchema,
  type ConfirmRefundSent,
} from '@portal/shared/contract/collaborations';
import type { ApiMutateCallbacks } from '@portal/shared/data/mutations';
import type { useFlashMessage } from '@portal/shared/flash-message';
import { formatTaka } from '@portal/shared/money';
import { failureSentence, useSubmitFailure } from '@portal/shared/submit-failure';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { useConfirm } from '@portal/shared/ui/confirm-dialog';
import { CancelAndSubmit, Form, useForm } from '@portal/shared/ui/form';
import { Modal } from '@portal/shared/ui/modal';
import { TransactionIdField } from '@portal/shared/ui/text-field';
import { useAdminTexts } from '../texts';

/** What a write's caller hears back: the form closes, or keeps the server's refusal. */
export interface WriteOutcome {
  onSuccess: () => void;
  onError: (error: Error) => void;
}

/** One of the two writes that settle a lost answer, about the money `id` (a refund, an intent). */
interface SettlingWrite<Input extends { id: number }> {
  mutate: (input: Input, callbacks?: ApiMutateCallbacks<Input, unknown>) => void;
  isPending: boolean;
  variables: Input | undefined;
}

/**
 * Wires Confirm refund sent and Nagad did not refund to a list's two writes (a refund's, or an
 * unmatched receipt's) and its message line: for the money `id`, whether one of them is under way,
 * and the two actions `NagadAnswerLost` takes.
 */
export function useNagadAnswerLost(
  writes: {
    confirm: SettlingWrite<{ id: number } & ConfirmRefundSent>;
    release: SettlingWrite<{ id: number }>;
  },
  flash: ReturnType<typeof useFlashMessage>,
) {
  const { t } = useAdminTexts();
  return (id: number) => ({
    busy: [writes.confirm, writes.release].some(
      (write) => write.isPending && write.variables?.id === id,
    ),
    confirm: (transactionId: string, outcome: WriteOutcome) =>
      writes.confirm.mutate(
        { id, transaction_id: transactionId },
        {
          onSuccess: () => {
            outcome.onSuccess();
            flash.showSuccess(t('nagadLost.confirmed'));
          },
          onError: outcome.onError,
        },
      ),
    release: () => {
      flash.clear();
      writes.release.mutate(
        { id },
        {
          onSuccess: () => flash.showSuccess(t('nagadLost.released')),
          onError: (error) =>
            flash.showFailure(
              failureSentence(error, {
                fallback: t('nagadLost.releaseFailed'),
                because: (reason) => t('nagadLost.releaseFailedBecause', { reason }),
              }),
            ),
        },
      );
    },
  });
}

/**
 * Money sent to Nagad's refund call whose answer was lost (docs/payment-gateways.md): Nagad has
 * no call to ask what became of it, so the admin looks in Nagad's merchant panel and either
 * confirms the refund there with its transaction ID (a form, asked once more before it is sent),
 * or records that Nagad did not refund (after a question), so the money can be sent again.
 */
export function NagadAnswerLost({
  amount,
  brand,
  reference,
  busy,
  confirm,
  release,
}: {
  amount: string;
  brand: string;
  /** Names the buttons apart when each row of a list has them (the payment's reference). */
  reference?: string;
  /** A confirmation or a release of this money is under way: the buttons wait. */
  busy: boolean;
  /** Records the refund Nagad's merchant panel shows, by its transaction ID. */
  confirm: (transactionId: string, outcome: WriteOutcome) => void;
  /** Records that Nagad did not refund: the money can be sent again. */
  release: () => void;
}) {
  const { t, language } = useAdminTexts();
  const [confirming, setConfirming] = useState(false);
  const question = useConfirm();
  const taka = formatTaka(amount, { language });
  const named = (key: 'nagadLost.confirmOf' | 'nagadLost.notRefundedOf') =>
    reference === undefined ? undefined : t(key, { reference });

  async function askRelease() {
    const released = await question.confirm({
      title: t('nagadLost.notRefunded'),
      message: t('nagadLost.releaseQuestion', { amount: taka, brand }),
      confirmLabel: t('nagadLost.notRefunded'),
    });
    if (released) release();
  }

  return (
    <>
      <Button
        small
        disabled={busy}
        aria-label={named('nagadLost.confirmOf')}
        onClick={() => setConfirming(true)}
      >
        {t('nagadLost.confirm')}
      </Button>
      <Button
        small
        disabled={busy}
        aria-label={named('nagadLost.notRefundedOf')}
        onClick={() => void askRelease()}
      >
        {t('nagadLost.notRefunded')}
      </Button>
      {confirming && (
        <ConfirmSentModal
          amount={taka}
          brand={brand}
          confirm={confirm}
          onClose={() => setConfirming(false)}
        />
      )}
      {question.dialog}
    </>
  );
}

/**
 * Confirm refund sent: the transaction ID of the refund as Nagad's merchant panel shows it,
 * checked as every typed ID, then asked once more. The server's refusal (an ID used before, the
 * money sent meanwhile) stays in the form.
 */
function ConfirmSentModal({
  amount,
  brand,
  confirm,
  onClose,
}: {
  /** Already in the reader's digits. */
  amount: string;
  brand: string;
  confirm: (transactionId: string, outcome: WriteOutcome) => void;
  onClose: () => void;
}) {
  const { t } = useAdminTexts();
  const question = useConfirm();
  const [sending, setSending] = useState(false);
  const submitFailure = useSubmitFailure({
    fallback: t('nagadLost.confirmFailed'),
    because: (reason) => t('nagadLost.confirmFailedBecause', { reason }),
  });

  const form = useForm({
    schema: confirmRefundSentSchema,
    initialValues: (): ConfirmRefundSent => ({ transaction_id: '' }),
    onInvalid: () => submitFailure.clear(),
    onSubmit: async ({ transaction_id: transactionId }) => {
      submitFailure.clear();
      const confirmed = await question.confirm({
        title: t('nagadLost.questionTitle'),
        message: t('nagadLost.question', { amount, brand, transactionId }),
        confirmLabel: t('nagadLost.confirm'),
      });
      if (!confirmed) return;
      setSending(true);
      confirm(transactionId, {
        onSuccess: onClose,
        onError: (error) => {
          setSending(false);
          submitFailure.fail(error, form.showErrors);
        },
      });
    },
  });

  return (
    <Modal title={t('nagadLost.title', { amount, brand })} onClose={onClose}>
      <p>{t('nagadLost.explain', { amount, brand })}</p>
      <Banner message={submitFailure.failure} tone="error" />
      <Form form={form}>
        <TransactionIdField
          label={t('nagadLost.transactionId')}
          hint={t('nagadLost.hint')}
          {...form.field('transaction_id')}
        />
        <CancelAndSubmit onCancel={onClose} busy={sending || form.submitting}>
          {sending ? t('nagadLost.confirming') : t('nagadLost.confirm')}
        </CancelAndSubmit>
      </Form>
      {question.dialog}
    </Modal>
  );
}
