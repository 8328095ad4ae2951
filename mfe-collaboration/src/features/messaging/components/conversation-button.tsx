import type { Conversation } from './conversation-sections';
import { useMessagingTexts } from '../texts';
import { UnreadCount } from '@portal/shared/ui/unread-count';
import chatStyles from './chat.module.css';

export interface ConversationButtonProps {
  conversation: Conversation;
  selected: boolean;
  /** What a click does, when it is more than opening the thread: 'Start a conversation'. */
  action?: string;
  /** While its conversation is being started. */
  busy?: boolean;
  onClick: () => void;
}

/** One person in the conversation list, with their unread count unless their thread is open. */
export function ConversationButton({
  conversation,
  selected,
  action,
  busy = false,
  onClick,
}: ConversationButtonProps) {
  const { t } = useMessagingTexts();
  const unread = selected ? 0 : (conversation.unreadCount ?? 0);
  return (
    <button
      type="button"
      className={chatStyles.conversation}
      aria-current={selected ? 'true' : undefined}
      disabled={busy}
      onClick={onClick}
    >
      <span className={chatStyles.conversationText}>
        <span className={chatStyles.conversationName}>{conversation.username}</span>
        <span className={chatStyles.conversationRole}>
          {busy
            ? t('conversations.starting')
            : [t(`role.${conversation.role}`), action].filter(Boolean).join(' · ')}
        </span>
      </span>
      {unread > 0 && <UnreadCount count={unread} />}
    </button>
  );
}
