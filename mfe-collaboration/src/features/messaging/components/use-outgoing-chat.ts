import { useCallback, useState } from 'react';
import { useSendMessage } from '@portal/shared/api/messages';
import type { OutgoingMessage } from './thread-entries';

let sequence = 0;

/**
 * The messages the user is sending: each shows as sending until the server accepts it (then it
 * is in the thread's cache), and one that fails stays with its refusal until retried or discarded
 * (its bubble tells the server's sentence, else 'Failed to send message', in the shown language).
 */
export function useOutgoingChat() {
  const { mutateAsync } = useSendMessage();
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);

  const deliver = useCallback(
    async (message: OutgoingMessage) => {
      try {
        await mutateAsync({ receiver: message.receiver, content: message.content });
        setOutgoing((list) => list.filter((item) => item.key !== message.key));
      } catch (error) {
        setOutgoing((list) =>
          list.map((item) =>
            item.key === message.key ? { ...item, status: 'failed', error } : item,
          ),
        );
      }
    },
    [mutateAsync],
  );

  const send = useCallback(
    (receiver: number, content: string, afterId: number) => {
      sequence += 1;
      const message: OutgoingMessage = {
        key: `outgoing-${sequence}`,
        receiver,
        content,
        afterId,
        createdAt: new Date().toISOString(),
        status: 'sending',
      };
      setOutgoing((list) => [...list, message]);
      void deliver(message);
    },
    [deliver],
  );

  const retry = useCallback(
    (message: OutgoingMessage) => {
      const again: OutgoingMessage = { ...message, status: 'sending', error: undefined };
      setOutgoing((list) => list.map((item) => (item.key === message.key ? again : item)));
      void deliver(again);
    },
    [deliver],
  );

  const discard = useCallback((message: OutgoingMessage) => {
    setOutgoing((list) => list.filter((item) => item.key !== message.key));
  }, []);

  return { outgoing, send, retry, discard };
}
