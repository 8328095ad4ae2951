import type { ReactNode } from 'react';
import { Button } from '@portal/shared/ui/button';
import { TextField } from '@portal/shared/ui/text-field';
import { useCollaborationTexts } from '../texts';
import styles from './collaboration.module.css';

export interface LinkRowProps {
  /** The row's place in the list, from 0; the legend numbers it from 1. */
  index: number;
  url: string;
  urlErrors: string[] | undefined;
  onUrlChange: (url: string) => void;
  /** Takes the row out of the list; no Remove button without it. */
  onRemove?: () => void;
  /** More fields of the row, after its address. */
  children?: ReactNode;
}

/**
 * One link of a list a party gives (a delivery's links, a dispute statement's evidence): 'Link N',
 * its web address, any further fields, and Remove.
 */
export function LinkRow({ index, url, urlErrors, onUrlChange, onRemove, children }: LinkRowProps) {
  const { t } = useCollaborationTexts();
  return (
    <fieldset className={styles.linkRow}>
      <legend className={styles.linkLegend}>{t('delivery.link', { number: index + 1 })}</legend>
      <TextField
        label={t('delivery.url')}
        type="url"
        inputMode="url"
        autoComplete="off"
        required
        value={url}
        errors={urlErrors}
        onChange={(event) => onUrlChange(event.target.value)}
      />
      {children}
      {onRemove && (
        <Button variant="secondary" small onClick={onRemove}>
          {t('delivery.remove')}
        </Button>
      )}
    </fieldset>
  );
}
