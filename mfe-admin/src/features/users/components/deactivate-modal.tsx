import type { UserSummary } from '@portal/shared/contract/users';
import { rejectionReasonSchema } from '@portal/shared/contract/payments';
import * as z from '@portal/shared/contract/zod';
import { useSubmitFailure, type FailureWording } from '@portal/shared/submit-failure';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { Form, FormActions, useForm } from '@portal/shared/ui/form';
import { Modal } from '@portal/shared/ui/modal';
import { TextAreaField } from '@portal/shared/ui/text-area-field';
import { useAdminMessages } from '../../../messages';

const deactivateFormSchema = z.object({ reason: rejectionReasonSchema });

/**
 * 'Deactivate user' (see docs/accounts.md): what it does and the reason, asked for (3-500
 * characters) and shown to the user when they try to log in. A refusal stays in the dialog.
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
  const { t } = useAdminMessages();
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
      <Banner message={refusal.failure} tone="error" />
      <Form form={form}>
        <TextAreaField
          label={t('users.deactivateReason')}
          hint={t('users.deactivateReasonHint')}
          rows={3}
          {...form.field('reason')}
        />
        <FormActions>
          <Button variant="secondary" onClick={onClose}>
            {t('action.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={form.submitting}>
            {t('action.deactivate')}
          </Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
