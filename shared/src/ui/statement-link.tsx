import { Link } from '@portal/shared/router';
import detail from './campaign-detail.module.css';
import { useUiTexts } from './ui-messages';

/** Where the Statement (every money line and its receipt) is. */
export const STATEMENT_PATH = '/statement';

/** The way to the Statement from a page about money. */
export function StatementLink() {
  const { t } = useUiTexts();
  return (
    <p className={detail.back}>
      <Link to={STATEMENT_PATH}>{t('statementLink')} →</Link>
    </p>
  );
}
