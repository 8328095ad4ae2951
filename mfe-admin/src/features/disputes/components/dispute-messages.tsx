import { useDisputeMessages } from '@portal/shared/api/disputes';
import type { DisputeCase } from '@portal/shared/contract/collaborations';
import { formatDateTime } from '@portal/shared/dates';
import { ListView } from '@portal/shared/ui/list-view';
import { Modal } from '@portal/shared/ui/modal';
import { useAdminTexts } from '../../../texts';
import styles from './disputes.module.css';

/**
 * 'View Messages': what the dispute's brand and influencer wrote each other, newest first, older
 * ones through Load more. Rendered only while open: the server records each reading.
 */
export function DisputeMessages({
  dispute,
  onClose,
}: {
  dispute: DisputeCase;
  onClose: () => void;
}) {
  const { t, language } = useAdminTexts();
  const messages = useDisputeMessages(dispute.id);
  const { brand_name: brand, influencer_name: influencer } = dispute.collaboration;

  return (
    <Modal title={t('disputes.messagesTitle', { brand, influencer })} onClose={onClose}>
      <ListView
        list={messages}
        loading={t('disputes.messagesLoading')}
        loadFailed={t('disputes.messagesLoadFailed')}
        empty={t('disputes.noMessages')}
        skeletonRows={3}
      >
        {(items) => (
          <ol aria-label={t('disputes.messagesList')} className={styles.adminDisputesList}>
            {items.map((message) => (
              <li key={message.id}>
                <p className={styles.adminDisputeMessageHeader}>
                  <strong>
                    {t('disputes.messageFrom', {
                      sender: message.sender_name,
                      receiver: message.receiver_name,
                    })}
                  </strong>{' '}
                  <time dateTime={message.timestamp}>
                    {formatDateTime(message.timestamp, language)}
                  </time>
                </p>
                <p className={styles.adminDisputeMessageText}>{message.content}</p>
              </li>
            ))}
          </ol>
        )}
      </ListView>
    </Modal>
  );
}
