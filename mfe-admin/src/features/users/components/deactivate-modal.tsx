import { useUserMoney } from '@portal/shared/api/users';
import type { UserMoney, UserSummary } from '@portal/shared/contract/users';
import { formatTaka } from '@portal/shared/money';
import { rejectionReasonSchema } from '@portal/shared/contract/payments';
import * as z from '@portal/shared/contract/zod';
import { useSubmitFailure, type FailureWording } from '@portal/shared/submit-failure';
import { Banner } from '@portal/shared/ui/banner';
import { CancelAndSubmit, Form, useForm } from '@portal/shared/ui/form';
import { Modal } from '@portal/shared/ui/modal';
import { TextAreaField } from '@portal/shared/ui/text-area-field';
import { useAdminTexts, type AdminTextKey } from '../../../texts';
import styles from './users.module.css';

const deactivateFormSchema = z.object({ reason: rejectionReasonSchema });

const HELD: readonly [keyof UserMoney, AdminTextKey][] = [
  ['balance', 'users.heldBalance'],
  ['in_escrow', 'users.heldEscrow'],
  ['pending_withdrawals', 'users.heldWithdrawals'],
  ['refunds_owed', 'users.heldRefunds'],
];

/** What the user holds, one line a kind of money, for the admin's warning; none: nothing held. */
function MoneyHeld({ user }: { user: UserSummary }) {
  const { t, language } = useAdminTexts();
  const money = useUserMoney(user.id);
  if (!money.data) return null;
  const { data } = money;
  const held = HELD.filter(([field]) => Number(data[field]) > 0);
  if (held.length === 0) return null;
  return (
    <div role="alert" className={styles.moneyHeld}>
      <p>{t('users.holdsMoney', { username: user.username })}</p>
      <ul>
        {held.map(([field, label]) => (
          <li key={field}>{t(label, { amount: formatTaka(data[field], { language }) })}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * 'Deactivate user' (see docs/accounts.md): what it does and the reason, asked for (3-500
 * characters) and shown to the user when they try to log in, and a warning of the money they hold
 * (balance, escrow, withdrawals waiting, refunds owed), which deactivating does not move. A refusal
 * stays in the dialog.
 */
export function DeactivateModal({
  user,
  failure,
  onSubmit,
  onClose,
}: {
  user: UserSummary;
  failure: FailureWording;
  /** Sends the deactivation with its reason; a refusal rejects with the server's error. */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useAdminTexts();
  const refusal = useSubmitFailure(failure);
  const form = useForm({
    schema: deactivateFormSchema,
    initialValues: () => ({ reason: '' }),
    onInvalid: () => refusal.clear(),
    onSubmit: async ({ reason }: { reason: string }): Promise<void> => {
      refusal.clear();
      await onSubmit(reason).catch((error: unknown) => refusal.fail(error, form.showErrors));
    },
  });
  return (
    <Modal title={t('users.deactivateTitle')} onClose={onClose}>
      <p>{t('users.deactivateQuestion', { username: user.username })}</p>
      <MoneyHeld user={user} />
      <Banner message={refusal.failure} tone="error" />
      <Form form={form}>
        <TextAreaField
          label={t('users.deactivateReason')}
          hint={t('users.deactivateReasonHint')}
          rows={3}
          {...form.field('reason')}
        />
        <CancelAndSubmit onCancel={onClose} busy={form.submitting} danger>
          {t('action.deactivate')}
        </CancelAndSubmit>
      </Form>
    </Modal>
  );
}
