import { useState } from 'react';
import {
  useCancelCollaboration,
  useOpenDispute,
  useReviewDelivery,
  useStepBack,
  useSubmitDelivery,
} from '@portal/shared/api/collaborations';
import { useDrafts } from '@portal/shared/api/drafts';
import type { Collaboration, CollaborationStatus } from '@portal/shared/contract/collaborations';
import { errorStatus } from '@portal/shared/data/api-error';
import { formatTaka } from '@portal/shared/money';
import { Banner, type BannerTone } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { useConfirm, type ConfirmOptions } from '@portal/shared/ui/confirm-dialog';
import { useCollaborationTexts, type CollaborationTextKey } from '../texts';
import { availableActions, type CollaborationAction, type Viewer } from './collaboration-rules';
import { DeliveryModal } from './delivery-modal';
import { ReasonModal } from './reason-modal';
import styles from './collaboration.module.css';
import { failureSentence } from '@portal/shared/submit-failure';

type OpenForm = 'delivery' | 'changes' | 'dispute' | null;

/**
 * The message line. A success belongs to the state its action led to (`status`) and goes once
 * the collaboration moves on (the other party answered meanwhile); a failure stays until the next
 * action.
 */
interface Notice {
  tone: BannerTone;
  message: string;
  status: CollaborationStatus | null;
}

/** A collaboration as its viewer sees it. */
export interface CollaborationProps {
  collaboration: Collaboration;
  viewer: Viewer;
  /** Refetches the collaboration after the server said it changed meanwhile. */
  onConflict: () => void;
}

/**
 * The viewer's buttons for the collaboration's state (collaboration-rules.ts), and what each does:
 * a money move (approve, step back, cancel, dispute) is confirmed first; changes and a dispute
 * take a reason, a delivery its links. The outcome shows in the message line above the buttons;
 * a 409 (the collaboration changed meanwhile) shows the server's sentence and refetches it.
 */
export function CollaborationActions({ collaboration, viewer, onConflict }: CollaborationProps) {
  const { t, language } = useCollaborationTexts();
  const { confirm, dialog } = useConfirm();
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const submitDelivery = useSubmitDelivery();
  const review = useReviewDelivery();
  const openDispute = useOpenDispute();
  const stepBack = useStepBack();
  const cancel = useCancelCollaboration();
  const busy = [submitDelivery, review, openDispute, stepBack, cancel].some(
    (mutation) => mutation.isPending,
  );
  const { id } = collaboration;
  const names = {
    brand: collaboration.brand_name,
    influencer: collaboration.influencer_name,
  };

  function done(key: CollaborationTextKey, status: CollaborationStatus) {
    setOpenForm(null);
    setNotice({ tone: 'success', message: t(key), status });
  }

  function failed(error: unknown) {
    if (errorStatus(error) === 409) {
      setOpenForm(null);
      onConflict();
    }
    setNotice({
      tone: 'error',
      message: failureSentence(error, { fallback: t('failed') }),
      status: null,
    });
  }

  /** Asks first; on yes sends `request`, then tells `doneKey` or the failure. */
  async function confirmed(
    options: ConfirmOptions,
    request: () => Promise<Collaboration>,
    doneKey: CollaborationTextKey,
  ) {
    setNotice(null);
    if (!(await confirm(options))) return;
    try {
      const { status } = await request();
      done(doneKey, status);
    } catch (error) {
      failed(error);
    }
  }

  function open(form: OpenForm) {
    setNotice(null);
    setOpenForm(form);
  }

  const amount = (value: string) => formatTaka(value, { language });
  const buttons: Record<
    CollaborationAction,
    { variant: 'primary' | 'secondary' | 'danger'; onClick: () => void }
  > = {
    submitDelivery: { variant: 'primary', onClick: () => open('delivery') },
    approve: {
      variant: 'primary',
      onClick: () =>
        void confirmed(
          {
            title: t('confirm.approve.title'),
            message: t('confirm.approve.message', {
              ...names,
              amount: amount(collaboration.influencer_receives),
            }),
            confirmLabel: t('action.approve'),
          },
          () => review.mutateAsync({ id, decision: 'approved' }),
          'done.approved',
        ),
    },
    requestChanges: { variant: 'secondary', onClick: () => open('changes') },
    stepBack: {
      variant: 'danger',
      onClick: () =>
        void confirmed(
          {
            title: t('confirm.stepBack.title'),
            message: t('confirm.stepBack.message', {
              ...names,
              amount: amount(collaboration.amount),
            }),
            confirmLabel: t('action.stepBack'),
            danger: true,
          },
          () => stepBack.mutateAsync(id),
          'done.steppedBack',
        ),
    },
    cancel: {
      variant: 'danger',
      onClick: () =>
        void confirmed(
          {
            title: t('confirm.cancel.title'),
            message: t('confirm.cancel.message', {
              ...names,
              amount: amount(collaboration.amount),
            }),
            confirmLabel: t('action.cancel'),
            danger: true,
          },
          () => cancel.mutateAsync(id),
          'done.cancelled',
        ),
    },
    dispute: { variant: 'secondary', onClick: () => open('dispute') },
  };
  // A draft waiting for the brand or sent back holds the published delivery (docs/collaboration.md).
  const drafts = useDrafts(id, viewer === 'influencer' && collaboration.status === 'in_escrow');
  const latestDraft = drafts.data?.at(-1);
  const draftPending = latestDraft !== undefined && latestDraft.decision !== 'approved';
  const actions = availableActions(collaboration, viewer, new Date()).filter(
    (action) => !(action === 'submitDelivery' && draftPending),
  );

  return (
    <>
      {notice && (notice.status === null || notice.status === collaboration.status) && (
        <Banner message={notice.message} tone={notice.tone} />
      )}
      {actions.length > 0 && (
        <div className={styles.actions} role="group" aria-label={t('actions.label')}>
          {actions.map((action) => (
            <Button
              key={action}
              variant={buttons[action].variant}
              disabled={busy}
              onClick={buttons[action].onClick}
            >
              {t(`action.${action}`)}
            </Button>
          ))}
        </div>
      )}
      {openForm === 'delivery' && (
        <DeliveryModal
          onSend={async (delivery) => {
            await submitDelivery.mutateAsync({ id, ...delivery });
            done('done.delivered', 'delivered');
          }}
          onConflict={failed}
          onClose={() => setOpenForm(null)}
        />
      )}
      {openForm === 'changes' && (
        <ReasonModal
          action={t('action.requestChanges')}
          intro={t('reason.changesIntro', names)}
          onSend={async (reason) => {
            const { status } = await review.mutateAsync({
              id,
              decision: 'changes_requested',
              reason,
            });
            done('done.changesRequested', status);
          }}
          onConflict={failed}
          onClose={() => setOpenForm(null)}
        />
      )}
      {openForm === 'dispute' && (
        <ReasonModal
          action={t('action.dispute')}
          intro={t('reason.disputeIntro')}
          onSend={async (reason) => {
            const yes = await confirm({
              title: t('confirm.dispute.title'),
              message: t('confirm.dispute.message'),
              confirmLabel: t('action.dispute'),
              danger: true,
            });
            if (!yes) return;
            await openDispute.mutateAsync({ id, reason });
            done('done.disputed', 'disputed');
          }}
          onConflict={failed}
          onClose={() => setOpenForm(null)}
        />
      )}
      {dialog}
    </>
  );
}
