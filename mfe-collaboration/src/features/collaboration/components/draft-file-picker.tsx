import { useState, type ChangeEvent } from 'react';
import {
  DRAFT_FILE_ACCEPT,
  DRAFT_FILE_TYPES,
  MAX_DRAFT_FILE_BYTES,
  MAX_DRAFT_FILES,
} from '@portal/shared/contract/drafts';
import { Button } from '@portal/shared/ui/button';
import { FieldFrame } from '@portal/shared/ui/field-frame';
import { useCollaborationTexts } from '../texts';
import detail from '@portal/shared/ui/campaign-detail.module.css';
import styles from './collaboration.module.css';

export interface DraftFilePickerProps {
  files: readonly File[];
  onChange: (files: readonly File[]) => void;
  /** The share of the upload sent, 0 to 1, while it goes; null otherwise. */
  progress: number | null;
}

const KNOWN_TYPES: readonly string[] = Object.values(DRAFT_FILE_TYPES);

/**
 * A draft's files (see docs/collaboration.md): JPEG, PNG, WebP or PDF, at most 10 MB each and
 * MAX_DRAFT_FILES in all. What the browser says of a file is checked here to spare a wasted upload;
 * the server checks the bytes.
 */
export function DraftFilePicker({ files, onChange, progress }: DraftFilePickerProps) {
  const { t, language } = useCollaborationTexts();
  const [refused, setRefused] = useState<string | null>(null);

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    const wrong = picked.find((file) => !KNOWN_TYPES.includes(file.type));
    const large = picked.find((file) => file.size > MAX_DRAFT_FILE_BYTES);
    if (wrong !== undefined) return setRefused(t('draft.files.wrongType', { name: wrong.name }));
    if (large !== undefined) return setRefused(t('draft.files.tooLarge', { name: large.name }));
    if (files.length + picked.length > MAX_DRAFT_FILES) {
      return setRefused(t('draft.files.tooMany', { max: MAX_DRAFT_FILES }));
    }
    setRefused(null);
    onChange([...files, ...picked]);
  }

  const megabytes = (bytes: number) =>
    new Intl.NumberFormat(language === 'bn' ? 'bn-BD' : 'en', {
      maximumFractionDigits: 1,
    }).format(Math.max(bytes / (1024 * 1024), 0.1));

  return (
    <div className={styles.draftFiles}>
      <FieldFrame
        id={undefined}
        label={t('draft.files.label')}
        hint={t('draft.files.hint', { max: MAX_DRAFT_FILES })}
        errors={refused ?? undefined}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept={DRAFT_FILE_ACCEPT}
            disabled={files.length >= MAX_DRAFT_FILES || progress !== null}
            onChange={pick}
          />
        )}
      </FieldFrame>
      {files.length > 0 && (
        <ul className={detail.links} aria-label={t('draft.files.chosen')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={detail.link}>
              <span className={styles.fileName}>{file.name}</span>
              <span className={styles.muted}>
                {t('draft.files.size', { size: megabytes(file.size) })}
              </span>
              <Button
                variant="secondary"
                small
                disabled={progress !== null}
                aria-label={t('draft.files.remove', { name: file.name })}
                onClick={() => onChange(files.filter((_, at) => at !== index))}
              >
                {t('delivery.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {progress !== null && (
        <progress
          className={styles.progress}
          aria-label={t('draft.files.uploading')}
          max={1}
          value={progress}
        />
      )}
    </div>
  );
}
