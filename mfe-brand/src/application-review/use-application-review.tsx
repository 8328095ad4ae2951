import { useState } from 'react';
import { useDecideApplication } from '@portal/shared/api/applications';
import type { Application, DecideApplicationRequest } from '@portal/shared/contract/applications';
import { useFlashMessage } from '@portal/shared/flash-message';
import { useConfirm } from '@portal/shared/ui/confirm-dialog';
import { ApplicationDetailsModal } from './application-details-modal';
import { useApplicationsTexts } from './texts';
import { failureSentence } from '@portal/shared/submit-failure';

/**
 * A brand reviewing applications: `open` shows one in Application Details, `decide` accepts or
 * rejects one (from the dialog or a row) once the brand confirms it (neither can be undone),
 * `dialog` is the open one (showing its current state in `rows` after a refetch) with the
 * confirmation over it, and `message` the page's message line. A refused decision reads
 * `failure` plus the server's reason, in the dialog when it is open and in `message` otherwise,
 * and calls `onFailed` (e.g. refetch the list: someone else may have decided first). `accepted`
 * is the application the brand has just accepted, to offer paying it.
 */
export function useApplicationReview({
  rows,
  failure,
  onFailed,
}: {
  rows: readonly Application[];
  failure: string;
  onFailed: () => void;
}) {
  const { t } = useApplicationsTexts();
  const decision = useDecideApplication();
  const flash = useFlashMessage();
  const [viewing, setViewing] = useState<Application | null>(null);
  const [refusal, setRefusal] = useState('');
  const [accepted, setAccepted] = useState<Application | null>(null);
  const { confirm, dialog: confirmation } = useConfirm();
  const shown = viewing && (rows.find((row) => row.id === viewing.id) ?? viewing);

  function open(application: Application) {
    setRefusal('');
    setViewing(application);
  }

  async function decide(application: Application, status: DecideApplicationRequest['status']) {
    const accepting = status === 'accepted';
    const which = { influencer: application.influencer_name, campaign: application.campaign_title };
    const confirmed = await confirm({
      title: t(accepting ? 'confirm.acceptTitle' : 'confirm.rejectTitle'),
      message: t(accepting ? 'confirm.acceptQuestion' : 'confirm.rejectQuestion', which),
      confirmLabel: t(accepting ? 'confirm.accept' : 'confirm.reject'),
      danger: !accepting,
    });
    if (!confirmed) return;
    setAccepted(null);
    flash.clear();
    setRefusal('');
    decision.mutate(
      { id: application.id, status },
      {
        onSuccess: () => {
          setViewing(null);
          flash.showSuccess(t(status === 'accepted' ? 'review.accepted' : 'review.rejected'));
          if (accepting) setAccepted(application);
        },
        onError: (error) => {
          const sentence = failureSentence(error, {
            fallback: failure,
            because: (reason) => t('review.failure', { failure, reason }),
          });
          if (viewing) setRefusal(sentence);
          else flash.showFailure(sentence);
          onFailed();
        },
      },
    );
  }

  const dialog = (
    <>
      {shown && (
        <ApplicationDetailsModal
          application={shown}
          busy={decision.isPending}
          failure={refusal}
          onDecide={(status) => void decide(shown, status)}
          onClose={() => setViewing(null)}
        />
      )}
      {confirmation}
    </>
  );

  return {
    open,
    decide,
    dialog,
    accepted,
    message: flash.message,
    /** Whether `message` tells a success or a failure, for its Banner. */
    messageTone: flash.tone,
    /** The application being decided, while the decision is on its way. */
    busyId: decision.isPending ? decision.variables.id : undefined,
  };
}
