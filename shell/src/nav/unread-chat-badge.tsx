import { useUnreadMessageCount } from '@portal/shared/api/messages';
import { usePollingWhileOffline } from '@portal/shared/realtime/realtime-session';
import { UnreadCount } from '@portal/shared/ui/unread-count';

/**
 * The navigation bar's count of unread messages, beside its Messages link; nothing when all are
 * read. Kept fresh by the real-time socket, and polled while it is down.
 */
export function UnreadChatBadge() {
  const refetchInterval = usePollingWhileOffline();
  const unread = useUnreadMessageCount({ refetchInterval });
  const count = unread.data?.count ?? 0;
  return count > 0 ? <UnreadCount count={count} compact /> : null;
}
