import type { Delivery, DeliveryPlatform } from '@portal/shared/contract/collaborations';
import type { Role } from '@portal/shared/contract/common';
import { formatDateTime } from '@portal/shared/dates';
import { digitsFor, type Language } from '@portal/shared/language';
import { useAdminTexts, type AdminTextKey, type AdminTranslate } from '../../../texts';
import ui from '@portal/shared/ui/ui.module.css';
import styles from './disputes.module.css';

const PLATFORM_NAMES: Record<DeliveryPlatform, AdminTextKey> = {
  facebook: 'platform.facebook',
  instagram: 'platform.instagram',
  youtube: 'platform.youtube',
  tiktok: 'platform.tiktok',
  twitter: 'platform.twitter',
  other: 'platform.other',
};

/**
 * The brand's answer to a delivery; an unanswered one was left so by the dispute, which the brand
 * opened instead of answering or the influencer opened before the brand answered.
 */
function answerOf(
  delivery: Delivery,
  openedBy: Role,
  t: AdminTranslate,
  language: Language,
): string {
  const date = delivery.decided_at ? formatDateTime(delivery.decided_at, language) : '';
  if (delivery.decision === 'approved') {
    return t(delivery.auto_released ? 'disputes.answerAutoReleased' : 'disputes.answerApproved', {
      date,
    });
  }
  if (delivery.decision === 'changes_requested') {
    return t('disputes.answerChanges', { date, reason: delivery.reason ?? '' });
  }
  return t(openedBy === 'brand' ? 'disputes.answerDisputed' : 'disputes.answerWaiting');
}

/** The work delivered, oldest first: each delivery's links, note and the brand's answer. */
export function DisputeDeliveries({
  deliveries,
  openedBy,
}: {
  deliveries: readonly Delivery[];
  /** Who opened the dispute, which is what left the last delivery unanswered. */
  openedBy: Role;
}) {
  const { t, language } = useAdminTexts();
  if (deliveries.length === 0) return <p className={ui.muted}>{t('disputes.noDeliveries')}</p>;
  return (
    <ol className={styles.adminDisputeDeliveries}>
      {deliveries.map((delivery, index) => (
        <li key={delivery.id}>
          <p className={styles.adminDisputeDeliveryTitle}>
            {t('disputes.delivery', {
              number: digitsFor(language, String(index + 1)),
              date: formatDateTime(delivery.submitted_at, language),
            })}
          </p>
          <ul aria-label={t('disputes.links')} className={styles.adminDisputeLinks}>
            {delivery.links.map((link) => (
              <li key={link.url}>
                {link.platform && <span>{t(PLATFORM_NAMES[link.platform])} </span>}
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.url}
                </a>
              </li>
            ))}
          </ul>
          {delivery.note && <p>{t('disputes.note', { note: delivery.note })}</p>}
          <p>{answerOf(delivery, openedBy, t, language)}</p>
        </li>
      ))}
    </ol>
  );
}
