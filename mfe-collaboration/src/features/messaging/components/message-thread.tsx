import { useId, useMemo } from 'react';
import { useThread } from '@portal/shared/api/messages';
import { usePollingWhileOffline } from '@portal/shared/realtime/realtime-session';
import { Button } from '@portal/shared/ui/button';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { CollaborationLink } from '@portal/shared/ui/collaboration-link';
import { ProfileLink } from '@portal/shared/ui/profile-link';
import type { Conversation } from './conversation-sections';
import { useMessagingTexts } from '../texts';
import { SendBox } from './send-box';
import { threadEntries, type OutgoingMessage } from './thread-entries';
import { ThreadLog } from './thread-log';
import { useMarkReadWhileOpen } from './use-mark-read-while-open';
import chatStyles from './chat.module.css';

export interface MessageThreadProps {
  conversation: Conversation;
  selfId: number;
  /** The messages to this user still being sent, or failed. */
  outgoing: OutgoingMessage[];
  /** `afterId`: the newest message of the thread when Send was pressed (0 for none). */
  onSend: (receiver: number, content: string, afterId: number) => void;
  onRetry: (message: OutgoingMessage) => void;
  onDiscard: (message: OutgoingMessage) => void;
  /** On a phone: back to the conversation list. */
  onBack?: () => void;
}

/**
 * The open thread: its messages (new ones arrive through the real-time socket; polled while it
 * is down), marked read as they are seen, and the send box.
 */
export function MessageThread({
  conversation,
  selfId,
  outgoing,
  onSend,
  onRetry,
  onDiscard,
  onBack,
}: MessageThreadProps) {
  const { t } = useMessagingTexts();
  const headingId = useId();
  const thread = useThread(conversation.id, usePollingWhileOffline());
  useMarkReadWhileOpen(conversation.id, thread.items, conversation.unreadCount);
  const entries = useMemo(
    () => threadEntries(thread.items, outgoing, selfId),
    [thread.items, outgoing, selfId],
  );

  return (
    <section className={chatStyles.chatThreadPane} aria-labelledby={headingId}>
      <header className={chatStyles.threadHeader}>
        {onBack && (
          <Button
            variant="secondary"
            small
            className={chatStyles.threadBack}
            aria-label={t('thread.backLabel')}
            onClick={onBack}
          >
            {t('thread.back')}
          </Button>
        )}
        <div className={chatStyles.threadTitle}>
          <h2 id={headingId} className={chatStyles.threadName}>
            <ProfileLink username={conversation.username} fallback={conversation.username} />
          </h2>
          <span className={chatStyles.conversationRole}>{t(`role.${conversation.role}`)}</span>
        </div>
        {conversation.collaborationId !== undefined && (
          <CollaborationLink
            application={{ id: conversation.collaborationId }}
            label={t('thread.collaboration')}
            description={t('thread.collaborationWith', { name: conversation.username })}
          />
        )}
      </header>
      {thread.isLoading ? (
        <div className={chatStyles.threadState}>
          <LoadingSkeleton label={t('thread.loading')} />
        </div>
      ) : thread.isError ? (
        <div className={chatStyles.threadState}>
          <LoadFailure message={t('fetchFailed')} onRetry={thread.refetch} />
        </div>
      ) : (
        <ThreadLog
          entries={entries}
          pages={thread}
          otherName={conversation.username}
          onRetry={onRetry}
          onDiscard={onDiscard}
        />
      )}
      <SendBox
        onSend={(content) =>
          onSend(
            conversation.id,
            content,
            thread.items.reduce((newest, message) => Math.max(newest, message.id), 0),
          )
        }
      />
    </section>
  );
}
