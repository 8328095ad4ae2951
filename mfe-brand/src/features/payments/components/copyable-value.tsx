import { useRef, useState } from 'react';
import { Button } from '@portal/shared/ui/button';
import { useBrandTexts } from '../../../texts';
import styles from './payments.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A value to type into the wallet app, shown as `shown`, with a button that puts `value` on the
 * clipboard. 'Copied' shows and is announced; where the browser gives no clipboard (an insecure
 * page, a refused permission) the shown value is selected instead, to copy by hand.
 */
export function CopyableValue({
  value,
  shown,
  label,
}: {
  value: string;
  shown: string;
  /** The button's name, e.g. 'Copy number'. */
  label: string;
}) {
  const { t } = useBrandTexts();
  const [state, setState] = useState<CopyState>('idle');
  const text = useRef<HTMLSpanElement>(null);

  function selectByHand() {
    const selection = window.getSelection();
    if (text.current === null || selection === null) return;
    selection.selectAllChildren(text.current);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      selectByHand();
      setState('failed');
    }
  }

  let announced = '';
  if (state === 'copied') announced = t('payment.copied');
  if (state === 'failed') announced = t('payment.copyByHand');
  return (
    <span className={styles.copyableValue}>
      <span ref={text} className={styles.copyableText}>
        {shown}
      </span>
      <Button small variant="secondary" onClick={() => void copy()}>
        {label}
      </Button>
      <span role="status" className={styles.copyState}>
        {announced}
      </span>
    </span>
  );
}
