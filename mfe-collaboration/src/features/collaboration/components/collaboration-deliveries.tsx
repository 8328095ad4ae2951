import { classNames } from '@portal/shared/class-names';
import { type CollaborationStatus, type Delivery } from '@portal/shared/contract/collaborations';
import { formatDateTime } from '@portal/shared/dates';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { Section } from '@portal/shared/ui/layout';
import { useCollaborationTexts } from '../texts';
import styles from './collaboration.module.css';
import detail from '@portal/shared/ui/campaign-detail.module.css';
import { WebAddress } from '@portal/shared/ui/web-address';

/**
 * The brand's answer to a delivery, or that it waits for one while it may still come (a delivery
 * left unanswered by a dispute or a step back waits for nothing).
 */
function DeliveryAnswer({ delivery, waiting }: { delivery: Delivery; waiting: boolean }) {
  const { t, language } = useCollaborationTexts();
  const time = formatDateTime(delivery.decided_at ?? '', language);
  if (delivery.decision === null) {
    return waiting ? <p className={styles.muted}>{t('delivery.waiting')}</p> : null;
  }
  if (delivery.decision === 'changes_requested') {
    return (
      <p className={styles.answerChanges}>
        {t('delivery.changesRequested', { time, reason: delivery.reason ?? '' })}
      </p>
    );
  }
  return (
    <p className={styles.answerApproved}>
      {t(delivery.auto_released ? 'delivery.autoReleased' : 'delivery.approved', { time })}
    </p>
  );
}

/**
 * The work delivered, oldest first ('Delivery 1', 'Delivery 2'...): its links (opened in a new
 * tab; an address that is not http or https is shown, never linked), the note and the answer,
 * which an unanswered delivery waits for only while the collaboration is `delivered`.
 */
export function CollaborationDeliveries({
  deliveries,
  status,
}: {
  deliveries: readonly Delivery[];
  status: CollaborationStatus;
}) {
  const { t, language } = useCollaborationTexts();
  return (
    <Section title={t('deliveries.title')}>
      {deliveries.length === 0 ? (
        <EmptyState message={t('deliveries.none')} />
      ) : (
        <ol className={styles.deliveries}>
          {deliveries.map((delivery, index) => {
            const number = index + 1;
            return (
              <li key={delivery.id} className={classNames(detail.card, styles.delivery)}>
                <h3 className={styles.deliveryTitle}>{t('delivery.number', { number })}</h3>
                <p className={styles.muted}>
                  {t('delivery.submitted', {
                    time: formatDateTime(delivery.submitted_at, language),
                  })}
                </p>
                <ul className={detail.links} aria-label={t('delivery.links', { number })}>
                  {delivery.links.map((link, linkIndex) => (
                    <li key={`${link.url}-${linkIndex}`} className={detail.link}>
                      <WebAddress address={link.url} />
                      {link.platform !== null && (
                        <span className={styles.platform}>{t(`platform.${link.platform}`)}</span>
                      )}
                    </li>
                  ))}
                </ul>
                {delivery.note !== '' && (
                  <p className={styles.note}>{t('delivery.note', { note: delivery.note })}</p>
                )}
                <DeliveryAnswer delivery={delivery} waiting={status === 'delivered'} />
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
