import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { draftQueries, useDecideDraft, useDrafts, useSubmitDraft } from '@portal/shared/api/drafts';
import { classNames } from '@portal/shared/class-names';
import type { Draft, DraftFile } from '@portal/shared/contract/drafts';
import { errorStatus } from '@portal/shared/data/api-error';
import { saveFile } from '@portal/shared/download';
import { formatDateTime } from '@portal/shared/dates';
import { failureSentence } from '@portal/shared/submit-failure';
import { Banner, type BannerTone } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { Section } from '@portal/shared/ui/layout';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { WebAddress } from '@portal/shared/ui/web-address';
import { useCollaborationTexts } from '../texts';
import type { CollaborationProps } from './collaboration-actions';
import type { Viewer } from './collaboration-rules';
import { DeliveryModal } from './delivery-modal';
import { ReasonModal } from './reason-modal';
import styles from './collaboration.module.css';
import detail from '@portal/shared/ui/campaign-detail.module.css';

/** A picture's Blob as a data address, read once the Blob is there (no object URL to revoke). */
function useDataAddress(blob: Blob | undefined): string | undefined {
  const [read, setRead] = useState<{ blob: Blob; address: string }>();
  useEffect(() => {
    if (blob === undefined) return undefined;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ blob, address: reader.result });
    };
    reader.readAsDataURL(blob);
    return () => reader.abort();
  }, [blob]);
  return read !== undefined && read.blob === blob ? read.address : undefined;
}

/**
 * One file of a draft, fetched with the viewer's token: a picture as a thumbnail, a PDF by its
 * name; either saves the file when pressed.
 */
function DraftFileView({
  applicationId,
  draftId,
  file,
}: {
  applicationId: number;
  draftId: number;
  file: DraftFile;
}) {
  const { t } = useCollaborationTexts();
  const isPicture = file.format !== 'pdf';
  const query = useQuery({
    ...draftQueries.file(applicationId, draftId, file.id),
    enabled: isPicture,
  });
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const address = useDataAddress(query.data?.blob);

  async function save() {
    setFailed(false);
    try {
      const { blob } = await queryClient.fetchQuery(
        draftQueries.file(applicationId, draftId, file.id),
      );
      saveFile({ blob, filename: file.name });
    } catch {
      setFailed(true);
    }
  }

  if (query.isError || failed) {
    return (
      <LoadFailure
        message={t('draft.file.failed', { name: file.name })}
        onRetry={() => (failed ? void save() : void query.refetch())}
      />
    );
  }
  if (isPicture && address === undefined) {
    return <span className={styles.muted}>{t('draft.file.loading', { name: file.name })}</span>;
  }
  return (
    <Button
      variant="secondary"
      small
      className={isPicture ? styles.thumbnailButton : undefined}
      aria-label={t('draft.file.save', { name: file.name })}
      onClick={() => void save()}
    >
      {isPicture ? <img className={styles.thumbnail} src={address} alt="" /> : file.name}
    </Button>
  );
}

/** The brand's answer to a draft, or that it waits for one. */
function DraftAnswer({ draft, viewer }: { draft: Draft; viewer: Viewer }) {
  const { t, language } = useCollaborationTexts();
  const time = formatDateTime(draft.decided_at ?? '', language);
  if (draft.decision === null) {
    return (
      <p className={styles.muted}>
        {t(viewer === 'brand' ? 'draft.waitingForYou' : 'draft.waiting')}
      </p>
    );
  }
  if (draft.decision === 'changes_requested') {
    return (
      <p className={styles.answerChanges}>
        {t('draft.changesRequested', { time, reason: draft.reason ?? '' })}
      </p>
    );
  }
  return <p className={styles.answerApproved}>{t('draft.approved', { time })}</p>;
}

function DraftItem({
  applicationId,
  draft,
  number,
  viewer,
}: {
  applicationId: number;
  draft: Draft;
  number: number;
  viewer: Viewer;
}) {
  const { t, language } = useCollaborationTexts();
  return (
    <li className={classNames(detail.card, styles.delivery)}>
      <h3 className={styles.deliveryTitle}>{t('draft.number', { number })}</h3>
      <p className={styles.muted}>
        {t('delivery.submitted', { time: formatDateTime(draft.submitted_at, language) })}
      </p>
      {draft.links.length > 0 && (
        <ul className={styles.links} aria-label={t('draft.links', { number })}>
          {draft.links.map((link, index) => (
            <li key={`${link.url}-${index}`} className={styles.link}>
              <WebAddress address={link.url} />
              {link.platform !== null && (
                <span className={styles.platform}>{t(`platform.${link.platform}`)}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {draft.files.length > 0 && (
        <ul className={styles.draftFileList} aria-label={t('draft.filesOf', { number })}>
          {draft.files.map((file) => (
            <li key={file.id}>
              <DraftFileView applicationId={applicationId} draftId={draft.id} file={file} />
            </li>
          ))}
        </ul>
      )}
      {draft.note !== '' && (
        <p className={styles.note}>{t('delivery.note', { note: draft.note })}</p>
      )}
      <DraftAnswer draft={draft} viewer={viewer} />
    </li>
  );
}

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
      <ol className={styles.deliveries}>
        {list.map((draft, index) => (
          <DraftItem
            key={draft.id}
            applicationId={id}
            draft={draft}
            number={index + 1}
            viewer={viewer}
          />
        ))}
      </ol>
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
