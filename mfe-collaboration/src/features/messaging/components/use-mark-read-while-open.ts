import { useEffect, useRef } from 'react';
import { useMarkThreadRead } from '@portal/shared/api/messages';
import type { Message } from '@portal/shared/contract/messages';
import { usePageVisible } from './use-page-visible';

/**
 * Opening a thread marks it read, and so does every message that arrives while it is open and
 * the tab is visible: up to the newest message from the other user on screen. A thread known to
 * have nothing unread when it opens asks nothing of the server.
 */
export function useMarkReadWhileOpen(
  otherId: number,
  messages: readonly Message[],
  unreadWhenOpened: number | undefined,
): void {
  const { mutate } = useMarkThreadRead();
  const visible = usePageVisible();
  const handled = useRef<number | null>(null);
  let newest: number | undefined;
  for (const message of messages) {
    if (message.sender === otherId && (newest === undefined || message.id > newest)) {
      newest = message.id;
    }
  }

  useEffect(() => {
    if (newest === undefined) return;
    if (handled.current === null && unreadWhenOpened === 0) {
      handled.current = newest;
      return;
    }
    if (!visible || (handled.current !== null && newest <= handled.current)) return;
    handled.current = newest;
    mutate({ with: otherId, up_to: newest });
  }, [newest, visible, otherId, unreadWhenOpened, mutate]);
}
