import { formatTaka } from '@portal/shared/money';
import styles from './withdrawals.module.css';

/** What an influencer should know before asking: the minimum, the delay, where the money goes. */
export function WithdrawalRules({ minimum }: { minimum: string | undefined }) {
  return (
    <aside className={styles.withdrawalRules} aria-labelledby="withdrawal-rules-title">
      <h2 id="withdrawal-rules-title" className={styles.withdrawalRulesTitle}>
        How withdrawals work
      </h2>
      <ul className={styles.withdrawalRulesList}>
        {minimum && <li>The minimum withdrawal is {formatTaka(minimum)}.</li>}
        <li>Withdrawals are processed manually and take 2–5 working days.</li>
        <li>The money is sent to the bKash or Nagad number you enter: check it before you ask.</li>
        <li>A request the admin rejects returns its amount to your balance.</li>
      </ul>
    </aside>
  );
}
