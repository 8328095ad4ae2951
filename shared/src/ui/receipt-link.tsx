import { Link } from '@portal/shared/router';
import { digitsFor } from '../language';
import { useUiTexts } from './ui-messages';

/** The path of receipt `number`'s page. */
export const receiptPath = (number: number) => `/receipts/${number}`;

/** 'No. 12' leading to receipt 12 (named 'Receipt No. 12'); '—' where there is no receipt. */
export function ReceiptLink({ number }: { number: number | null }) {
  const { t, language } = useUiTexts();
  if (number === null) return <>—</>;
  const shown = digitsFor(language, String(number));
  return (
    <Link to={receiptPath(number)} aria-label={t('receiptLink.label', { number: shown })}>
      {t('receiptLink.short', { number: shown })}
    </Link>
  );
}
