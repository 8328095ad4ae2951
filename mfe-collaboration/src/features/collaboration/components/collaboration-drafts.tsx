import { useState } from 'react';
import { useDecideDraft, useDraftFile, useDrafts, useSubmitDraft } from '@portal/shared/api/drafts';
import type { Draft } from '@portal/shared/contract/drafts';
import { errorStatus } from '@portal/shared/data/api-error';
import { failureSentence } from '@portal/shared/submit-failure';
import { Banner, type BannerTone } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { DraftList } from '@portal/shared/ui/draft-list';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { Section } from '@portal/shared/ui/layout';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useCollaborationTexts } from '../texts';
import type { CollaborationProps } from './collaboration-actions';
import { DeliveryModal } from './delivery-modal';
import { ReasonModal } from './reason-modal';
import styles from './collaboration.module.css';

type OpenForm = 'draft' | 'changes' | null;

/**
 * Drafts for approval (see docs/collaboration.md), while the money is held and before the
 * published delivery: the influencer submits one (links and/or files, with the upload's progress)
 * and sees its answer; the brand approves the waiting one or asks for changes with a reason; an
 * admin reads them. Approving releases no money: the usual delivery follows.
 */
export function CollaborationDrafts({ collaboration, viewer, onConflict }: CollaborationProps) {
  const { t } = useCollaborationTexts();
  const { id, status } = collaboration;
  const drafts = useDrafts(id, status !== 'awaiting_payment');
  const submit = useSubmitDraft();
  const decide = useDecideDraft();
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: BannerTone; message: string } | null>(null);

  if (status === 'awaiting_payment') return null;
  const list = drafts.data ?? [];
  const open = status === 'in_escrow';
  if (drafts.isSuccess && list.length === 0 && !(open && viewer === 'influencer')) return null;
  const latest = list.at(-1);
  const waiting = open && latest?.decision === null ? latest : undefined;
  const maySubmit =
    open &&
    viewer === 'influencer' &&
    drafts.isSuccess &&
    (latest === undefined || latest.decision === 'changes_requested');

  function failed(error: unknown) {
    if (errorStatus(error) === 409) {
      setOpenForm(null);
      onConflict();
      void drafts.refetch();
    }
    setNotice({ tone: 'error', message: failureSentence(error, { fallback: t('failed') }) });
  }

  async function approve(draft: Draft) {
    setNotice(null);
    try {
      await decide.mutateAsync({ id, draftId: draft.id, decision: 'approved' });
      setNotice({ tone: 'success', message: t('done.draftApproved') });
    } catch (error) {
      failed(error);
    }
  }

  function body() {
    if (drafts.isPending) return <LoadingSkeleton label={t('draft.loading')} rows={2} />;
    if (drafts.isError) {
      return <LoadFailure message={t('draft.loadFailed')} onRetry={() => void drafts.refetch()} />;
    }
    if (list.length === 0) return <EmptyState message={t('draft.none')} />;
    return (
      <DraftList
        applicationId={id}
        drafts={list}
        useFile={useDraftFile}
        waitingForYou={viewer === 'brand'}
      />
    );
  }

  return (
    <Section title={t('draft.title')}>
      <p className={styles.step}>
        {t(`draft.intro.${viewer === 'influencer' ? 'influencer' : 'brand'}`)}
      </p>
      {open && viewer === 'influencer' && latest?.decision === 'approved' && (
        <p className={styles.step}>{t('draft.publishNow')}</p>
      )}
      {notice && <Banner message={notice.message} tone={notice.tone} />}
      {(maySubmit || (viewer === 'brand' && waiting !== undefined)) && (
        <div className={styles.actions} role="group" aria-label={t('draft.actions')}>
          {maySubmit && (
            <Button
              variant="secondary"
              onClick={() => {
                setNotice(null);
                setOpenForm('draft');
              }}
            >
              {t('action.submitDraft')}
            </Button>
          )}
          {viewer === 'brand' && waiting !== undefined && (
            <>
              <Button
                variant="primary"
                disabled={decide.isPending}
                onClick={() => void approve(waiting)}
              >
                {t('action.approveDraft')}
              </Button>
              <Button
                variant="secondary"
                disabled={decide.isPending}
                onClick={() => {
                  setNotice(null);
                  setOpenForm('changes');
                }}
              >
                {t('action.requestDraftChanges')}
              </Button>
            </>
          )}
        </div>
      )}
      {body()}
      {openForm === 'draft' && (
        <DeliveryModal
          draft={{ progress }}
          onSend={async (input, files) => {
            setProgress(files.length > 0 ? 0 : null);
            try {
              await submit.mutateAsync({ id, ...input, files, onProgress: setProgress });
            } finally {
              setProgress(null);
            }
            setOpenForm(null);
            setNotice({ tone: 'success', message: t('done.draftSubmitted') });
          }}
          onConflict={failed}
          onClose={() => setOpenForm(null)}
        />
      )}
      {openForm === 'changes' && waiting !== undefined && (
        <ReasonModal
          action={t('action.requestDraftChanges')}
          intro={t('reason.draftChangesIntro', { influencer: collaboration.influencer_name })}
          onSend={async (reason) => {
            await decide.mutateAsync({
              id,
              draftId: waiting.id,
              decision: 'changes_requested',
              reason,
            });
            setOpenForm(null);
            setNotice({ tone: 'success', message: t('done.draftChangesRequested') });
          }}
          onConflict={failed}
          onClose={() => setOpenForm(null)}
        />
      )}
    </Section>
  );
}
