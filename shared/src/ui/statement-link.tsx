import { Link } from '@portal/shared/router';
import detail from '../ui/campaign-detail.module.css';
import { useStatementMessages } from './statement-messages';

/** The way to the Statement (every money line and its receipt) from a page about money. */
export function StatementLink() {
  const { t } = useStatementMessages();
  return (
    <p className={detail.back}>
      <Link to="/statement">{t('link')} →</Link>
    </p>
  );
}
