import { useDisputeMessages } from '@portal/shared/api/disputes';
import type { DisputeCase } from '@portal/shared/contract/collaborations';
import { formatDateTime } from '@portal/shared/dates';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadMore } from '@portal/shared/ui/load-more';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
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

  function body() {
    if (messages.isLoading) return <LoadingSkeleton label={t('disputes.messagesLoading')} />;
    if (messages.isError) {
      return <LoadFailure message={t('disputes.messagesLoadFailed')} onRetry={messages.refetch} />;
    }
    if (messages.items.length === 0) return <EmptyState message={t('disputes.noMessages')} />;
    return (
      <>
        <ol aria-label={t('disputes.messagesList')} className={styles.adminDisputesList}>
          {messages.items.map((message) => (
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
        <LoadMore list={messages} />
      </>
    );
  }

  return (
    <Modal title={t('disputes.messagesTitle', { brand, influencer })} onClose={onClose}>
      {body()}
    </Modal>
  );
}
