import { useState } from 'react';
import { useDecideApplication } from '../api/applications';
import type { Application, DecideApplicationRequest } from '../contract/applications';
import { serverErrorSentence } from '../data/api-error';
import { useFlashMessage } from '../flash-message';
import { ApplicationDetailsModal } from './application-details-modal';
import { useApplicationsMessages } from './applications-messages';

/**
 * A brand reviewing applications: `open` shows one in Application Details, `decide` accepts or
 * rejects one (from the dialog or a row), `dialog` is the open one (showing its current state in
 * `rows` after a refetch) and `message` the page's message line. A refused decision reads
 * `failure` plus the server's reason, in the dialog when it is open and in `message` otherwise,
 * and calls `onFailed` (e.g. refetch the list: someone else may have decided first); a decision
 * the server took calls `onDecided` (e.g. offer to pay an accepted application).
 */
export function useApplicationReview({
  rows,
  failure,
  onFailed,
  onDecided,
}: {
  rows: readonly Application[];
  failure: string;
  onFailed: () => void;
  onDecided?: (application: Application, status: DecideApplicationRequest['status']) => void;
}) {
  const { t } = useApplicationsMessages();
  const decision = useDecideApplication();
  const flash = useFlashMessage();
  const [viewing, setViewing] = useState<Application | null>(null);
  const [refusal, setRefusal] = useState('');
  const shown = viewing && (rows.find((row) => row.id === viewing.id) ?? viewing);

  function open(application: Application) {
    setRefusal('');
    setViewing(application);
  }

  function decide(application: Application, status: DecideApplicationRequest['status']) {
    flash.clear();
    setRefusal('');
    decision.mutate(
      { id: application.id, status },
      {
        onSuccess: () => {
          setViewing(null);
          flash.showSuccess(t(status === 'accepted' ? 'review.accepted' : 'review.rejected'));
          onDecided?.(application, status);
        },
        onError: (error) => {
          const reason = serverErrorSentence(error);
          const sentence = reason ? t('review.failure', { failure, reason }) : failure;
          if (viewing) setRefusal(sentence);
          else flash.showFailure(sentence);
          onFailed();
        },
      },
    );
  }

  const dialog = shown && (
    <ApplicationDetailsModal
      application={shown}
      busy={decision.isPending}
      failure={refusal}
      onDecide={(status) => decide(shown, status)}
      onClose={() => setViewing(null)}
    />
  );

  return {
    open,
    decide,
    dialog,
    message: flash.message,
    /** Whether `message` tells a success or a failure, for its Banner. */
    messageTone: flash.tone,
    /** The application being decided, while the decision is on its way. */
    busyId: decision.isPending ? decision.variables.id : undefined,
  };
}
