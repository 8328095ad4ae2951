import {
  openDisputeRequestSchema,
  REASON_MAX_LENGTH,
} from '@portal/shared/contract/collaborations';
import { Banner } from '@portal/shared/ui/banner';
import { CancelAndSubmit, Form, useForm } from '@portal/shared/ui/form';
import { Modal } from '@portal/shared/ui/modal';
import { TextAreaField } from '@portal/shared/ui/text-area-field';
import { useCollaborationTexts } from '../texts';
import { useSubmitFailure } from '@portal/shared/submit-failure';

export interface ReasonModalProps {
  /** The dialog's title and its submit button: 'Request Changes', 'Open Dispute'. */
  action: string;
  intro: string;
  /** Sends the reason; resolves once done (the page then closes the dialog), throws on failure. */
  onSend: (reason: string) => Promise<void>;
  onConflict: (error: unknown) => void;
  onClose: () => void;
}

/**
 * A reason for changes or a dispute (10-1000 characters, the contract's check and wording), with
 * its character count. Rendered only while open, so closing it resets it.
 */
export function ReasonModal({ action, intro, onSend, onConflict, onClose }: ReasonModalProps) {
  const { t } = useCollaborationTexts();
  const { failure, clear, fail } = useSubmitFailure({ fallback: t('failed') }, { onConflict });
  const form = useForm({
    schema: openDisputeRequestSchema,
    initialValues: { reason: '' },
    onInvalid: clear,
    onSubmit: async ({ reason }) => {
      clear();
      try {
        await onSend(reason);
      } catch (error) {
        fail(error, form.showErrors);
      }
    },
  });
  return (
    <Modal title={action} onClose={onClose}>
      <p>{intro}</p>
      <Banner message={failure} tone="error" />
      <Form form={form}>
        <TextAreaField
          label={t('reason.label')}
          required
          limit={REASON_MAX_LENGTH}
          {...form.field('reason')}
        />
        <CancelAndSubmit onCancel={onClose} busy={form.submitting}>
          {action}
        </CancelAndSubmit>
      </Form>
    </Modal>
  );
}
