import { useState } from 'react';
import { useAddressToVerify, useResendVerification, useWallets } from '@portal/shared/api/accounts';
import type { Wallets } from '@portal/shared/contract/accounts';
import { useRequestWithdrawal } from '@portal/shared/api/withdrawals';
import type { PaymentMethod } from '@portal/shared/contract/common';
import { withdrawalRequestSchema, type Balance } from '@portal/shared/contract/withdrawals';
import { serverErrorLink, serverFieldErrors } from '@portal/shared/data/api-error';
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
import { VerifyFirst } from '@portal/shared/ui/verify-first';
import { useInfluencerTexts } from '../../../texts';
import { exceedsBalance, refusalMessage, withdrawalFailure } from './withdrawal-checks';
import { WithdrawalConfirmation, type CheckedWithdrawal } from './withdrawal-confirmation';
import styles from './withdrawals.module.css';

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

/** The influencer's saved number of a wallet (see docs/accounts.md), or '' when none is saved. */
function savedNumber(wallets: Wallets | undefined, method: PaymentMethod): string {
  const saved = method === 'bkash' ? wallets?.bkash_number : wallets?.nagad_number;
  return saved ?? '';
}

/**
 * The docs/screens.md withdrawal form: amount, wallet (bKash by default) and the wallet number
 * labelled by the wallet, filled in from the saved number of the chosen wallet and still editable
 * (a number the influencer typed is kept when the wallet changes), checked before sending (see docs/collaboration.md) beside the fields and
 * in the message line, then shown once more to confirm; the form clears after a request is
 * recorded. The request carries an Idempotency-Key, so a retry of the same values never asks twice.
 * While the influencer's address is not verified (see docs/accounts.md) it says so, with Resend,
 * instead of the form.
 */
export function WithdrawalForm({ balance }: { balance: Balance | undefined }) {
  const { t, language } = useInfluencerTexts();
  const request = useRequestWithdrawal();
  const addressToVerify = useAddressToVerify();
  const resend = useResendVerification();
  const wallets = useWallets().data;
  const message = useFlashMessage();
  /** The checked request waiting for the influencer's confirmation. */
  const [confirming, setConfirming] = useState<CheckedWithdrawal | null>(null);
  const form = useForm({
    schema: withdrawalRequestSchema,
    initialValues: EMPTY_WITHDRAWAL,
    onInvalid: (errors) => message.showFailure(refusalMessage(errors, t)),
    onSubmit: (withdrawal) => {
      if (exceedsBalance(withdrawal.amount, balance?.balance)) {
        const insufficient = t('withdrawal.insufficientBalance');
        form.showErrors({ amount: [insufficient] });
        message.showFailure(t('withdrawal.refused', { reason: insufficient }));
        return;
      }
      message.clear();
      setConfirming(withdrawal);
    },
  });

  function send(withdrawal: CheckedWithdrawal) {
    request.mutate(withdrawal, {
      onSuccess: () => {
        setConfirming(null);
        message.showSuccess(t('withdrawal.submitted'));
        form.reset({ ...EMPTY_WITHDRAWAL, phone_number: savedNumber(wallets, 'bkash') });
      },
      onError: (error) => {
        setConfirming(null);
        form.showErrors(serverFieldErrors(error));
        message.showFailure(
          withdrawalFailure(error, t, t('withdrawal.failed')),
          serverErrorLink(error),
        );
      },
    });
  }

  // The saved wallets arrive after the form is shown: an empty number is filled in once then.
  const [filledFrom, setFilledFrom] = useState<Wallets | undefined>(undefined);
  if (wallets !== undefined && wallets !== filledFrom) {
    setFilledFrom(wallets);
    const saved = savedNumber(wallets, form.values.payment_method);
    if (form.values.phone_number === '' && saved !== '') form.setValue('phone_number', saved);
  }

  /** A wallet chosen: its saved number replaces an empty one or the other wallet's saved one. */
  function chooseWallet(method: PaymentMethod) {
    const typed = form.values.phone_number;
    if (typed === '' || typed === savedNumber(wallets, form.values.payment_method)) {
      form.setValue('phone_number', savedNumber(wallets, method));
    }
    form.setValue('payment_method', method);
  }

  const walletLabel = PAYMENT_METHOD_LABELS[form.values.payment_method];
  if (addressToVerify !== null) {
    return (
      <Card>
        <h2 className={styles.withdrawalFormTitle}>{t('withdrawal.title')}</h2>
        <VerifyFirst action="withdraw" email={addressToVerify} resend={resend} />
      </Card>
    );
  }
  return (
    <Card>
      <h2 className={styles.withdrawalFormTitle}>{t('withdrawal.title')}</h2>
      <Banner message={message.message} tone={message.tone} link={message.link} />
      <Form form={form}>
        <MoneyInput
          label={t('withdrawal.amount')}
          hint={
            balance
              ? t('withdrawal.minimumHint', {
                  minimum: formatTaka(balance.min_withdrawal, { language }),
                })
              : undefined
          }
          {...form.field('amount')}
        />
        <PaymentMethodField value={form.values.payment_method} onChange={chooseWallet} />
        <TextField
          label={t('withdrawal.walletNumber', { wallet: walletLabel })}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('withdrawal.walletHint', { wallet: walletLabel })}
          {...form.field('phone_number')}
        />
        <Button type="submit" block disabled={request.isPending}>
          {request.isPending ? t('withdrawal.submitting') : t('withdrawal.submit')}
        </Button>
      </Form>
      {confirming && (
        <WithdrawalConfirmation
          withdrawal={confirming}
          sending={request.isPending}
          onBack={() => setConfirming(null)}
          onConfirm={() => send(confirming)}
        />
      )}
    </Card>
  );
}
