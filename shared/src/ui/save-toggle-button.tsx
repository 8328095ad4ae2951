import { failureSentence } from '../submit-failure';
import { Banner } from './banner';
import { Button } from './button';
import { useUiTexts } from './ui-messages';
import styles from './ui.module.css';

export interface SaveToggleButtonProps {
  /** The influencer's username, named in the button's label. */
  name: string;
  /** Whether the influencer is on the brand's shortlist; undefined while that is not known yet. */
  saved: boolean | undefined;
  /** While a save or removal is under way. */
  busy?: boolean;
  /** Why the last save or removal failed, told in a line under the button. */
  error?: unknown;
  /** Asks to save (true) or remove (false) the influencer. */
  onToggle: (save: boolean) => void;
}

/**
 * "Save" / "Saved" beside an influencer (Find Influencers, the public profile): a toggle button
 * (aria-pressed) whose label names the influencer; the owning remote loads and changes the
 * shortlist (see docs/screens.md).
 */
export function SaveToggleButton({
  name,
  saved,
  busy = false,
  error,
  onToggle,
}: SaveToggleButtonProps) {
  const { t } = useUiTexts();
  return (
    <>
      <Button
        small
        variant={saved ? 'primary' : 'secondary'}
        className={styles.saveToggle}
        aria-label={t('shortlist.label', { name })}
        aria-pressed={saved === true}
        disabled={saved === undefined || busy}
        onClick={() => onToggle(!saved)}
      >
        {saved ? t('shortlist.saved') : t('shortlist.save')}
      </Button>
      <Banner
        message={error ? failureSentence(error, { fallback: t('shortlist.failed') }) : ''}
        tone="error"
      />
    </>
  );
}
