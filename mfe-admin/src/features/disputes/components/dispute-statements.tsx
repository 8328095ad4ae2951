import type { DisputeStatement } from '@portal/shared/contract/collaborations';
import type { Role } from '@portal/shared/contract/common';
import { formatDateTime } from '@portal/shared/dates';
import { useAdminTexts } from '../../../texts';
import ui from '@portal/shared/ui/ui.module.css';
import { WebAddress } from '@portal/shared/ui/web-address';
import styles from './disputes.module.css';

const PARTIES = ['brand', 'influencer'] as const;

/**
 * Both parties' statements, oldest first, the opener's reason first of all, each with its links
 * as evidence; which party agreed to cancel, and which has not stated a case yet.
 */
export function DisputeStatements({
  statements,
  cancelAgreedBy,
}: {
  statements: readonly DisputeStatement[];
  /** The parties who agreed to cancel. */
  cancelAgreedBy: readonly Role[];
}) {
  const { t, language } = useAdminTexts();
  const silent = PARTIES.filter((party) => !statements.some((statement) => statement.by === party));
  return (
    <>
      <ol className={styles.adminDisputeDeliveries}>
        {statements.map((statement) => (
          <li key={statement.id}>
            <p className={styles.adminDisputeDeliveryTitle}>
              {t('disputes.statementBy', {
                name: statement.by_name,
                role: t(`role.${statement.by}`),
                date: formatDateTime(statement.at, language),
              })}
            </p>
            <p className={styles.adminDisputeText}>{statement.text}</p>
            {statement.links.length > 0 && (
              <ul aria-label={t('disputes.links')} className={styles.adminDisputeLinks}>
                {statement.links.map((link, index) => (
                  <li key={`${link}-${index}`}>
                    <WebAddress address={link} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
      {cancelAgreedBy.map((party) => (
        <p key={`cancel-${party}`}>{t('disputes.cancelAgreed', { role: t(`role.${party}`) })}</p>
      ))}
      {silent.map((party) => (
        <p key={party} className={ui.muted}>
          {t('disputes.noStatement', { role: t(`role.${party}`) })}
        </p>
      ))}
    </>
  );
}
