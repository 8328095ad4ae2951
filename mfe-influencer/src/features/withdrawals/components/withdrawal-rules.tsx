import { formatTaka } from '@portal/shared/money';
import { useInfluencerTexts } from '../../../texts';
import styles from './withdrawals.module.css';

/**
 * What an influencer should know before asking: the minimum, the delay, where the money goes, and
 * how a request comes back.
 */
export function WithdrawalRules({ minimum }: { minimum: string | undefined }) {
  const { t, language } = useInfluencerTexts();
  return (
    <aside className={styles.withdrawalRules} aria-labelledby="withdrawal-rules-title">
      <h2 id="withdrawal-rules-title" className={styles.withdrawalRulesTitle}>
        {t('rules.title')}
      </h2>
      <ul className={styles.withdrawalRulesList}>
        {minimum && <li>{t('rules.minimum', { minimum: formatTaka(minimum, { language }) })}</li>}
        <li>{t('rules.delay')}</li>
        <li>{t('rules.wallet')}</li>
        <li>{t('rules.rejected')}</li>
        <li>{t('rules.cancel')}</li>
      </ul>
    </aside>
  );
}
