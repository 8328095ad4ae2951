import type { DraftFileState } from '../api/drafts';
import { classNames } from '../class-names';
import type { Draft, DraftFile } from '../contract/drafts';
import { formatDateTime } from '../dates';
import { useDeliverableLabels } from '../option-labels';
import { Button } from './button';
import { LoadFailure } from './load-failure';
import { useUiTexts } from './ui-messages';
import { WebAddress } from './web-address';
import detail from './campaign-detail.module.css';
import styles from './draft-list.module.css';

/** The data hook a feature hands to DraftList for each file (shared/src/api/drafts useDraftFile). */
export type UseDraftFile = (
  applicationId: number,
  draftId: number,
  file: DraftFile,
) => DraftFileState;

/**
 * One file of a draft, its state from the feature's data hook: a picture as a thumbnail, a PDF by
 * its name; either saves the file when pressed.
 */
function DraftFileButton({
  applicationId,
  draftId,
  file,
  useFile,
}: {
  applicationId: number;
  draftId: number;
  file: DraftFile;
  useFile: UseDraftFile;
}) {
  const { t } = useUiTexts();
  const state = useFile(applicationId, draftId, file);
  const { picture } = state;
  if (state.failed) {
    return (
      <LoadFailure message={t('draft.file.failed', { name: file.name })} onRetry={state.retry} />
    );
  }
  if (state.loading) {
    return <span className={styles.muted}>{t('draft.file.loading', { name: file.name })}</span>;
  }
  return (
    <Button
      variant="secondary"
      small
      className={picture === undefined ? undefined : styles.thumbnailButton}
      aria-label={t('draft.file.save', { name: file.name })}
      onClick={state.save}
    >
      {picture === undefined ? (
        file.name
      ) : (
        <img className={styles.thumbnail} src={picture} alt="" />
      )}
    </Button>
  );
}

/** The brand's answer to a draft, or that it waits for one (for the brand: for their answer). */
function DraftAnswer({ draft, waitingForYou }: { draft: Draft; waitingForYou: boolean }) {
  const { t, language } = useUiTexts();
  const time = formatDateTime(draft.decided_at ?? '', language);
  if (draft.decision === null) {
    return (
      <p className={styles.muted}>{t(waitingForYou ? 'draft.waitingForYou' : 'draft.waiting')}</p>
    );
  }
  if (draft.decision === 'changes_requested') {
    return (
      <p className={styles.changes}>
        {t('draft.changesRequested', { time, reason: draft.reason ?? '' })}
      </p>
    );
  }
  return <p className={styles.approved}>{t('draft.approved', { time })}</p>;
}

/**
 * A collaboration's drafts for approval, oldest first (see docs/collaboration.md): each one's
 * links, files (fetched by the data hook the feature hands over as `useFile`, the same function on
 * every render), note, and the brand's answer.
 */
export function DraftList({
  applicationId,
  drafts,
  useFile,
  waitingForYou = false,
  headingLevel = 3,
}: {
  applicationId: number;
  drafts: readonly Draft[];
  useFile: UseDraftFile;
  /** The reader is the brand, whose answer a waiting draft waits for. */
  waitingForYou?: boolean;
  /** The level of each draft's heading, under the page's own. */
  headingLevel?: 3 | 5;
}) {
  const { t, language } = useUiTexts();
  const { platform } = useDeliverableLabels();
  const Heading = headingLevel === 3 ? 'h3' : 'h5';
  return (
    <ol className={styles.list}>
      {drafts.map((draft, index) => {
        const number = index + 1;
        return (
          <li key={draft.id} className={classNames(detail.card, styles.draft)}>
            <Heading className={styles.title}>{t('draft.number', { number })}</Heading>
            <p className={styles.muted}>
              {t('draft.submitted', { time: formatDateTime(draft.submitted_at, language) })}
            </p>
            {draft.links.length > 0 && (
              <ul className={detail.links} aria-label={t('draft.links', { number })}>
                {draft.links.map((link, linkIndex) => (
                  <li key={`${link.url}-${linkIndex}`} className={detail.link}>
                    <WebAddress address={link.url} />
                    {link.platform !== null && (
                      <span className={styles.muted}>{platform(link.platform)}</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {draft.files.length > 0 && (
              <ul className={styles.files} aria-label={t('draft.filesOf', { number })}>
                {draft.files.map((file) => (
                  <li key={file.id}>
                    <DraftFileButton
                      applicationId={applicationId}
                      draftId={draft.id}
                      file={file}
                      useFile={useFile}
                    />
                  </li>
                ))}
              </ul>
            )}
            {draft.note !== '' && (
              <p className={styles.note}>{t('draft.note', { note: draft.note })}</p>
            )}
            <DraftAnswer draft={draft} waitingForYou={waitingForYou} />
          </li>
        );
      })}
    </ol>
  );
}
