import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAuthStore } from '@portal/shared/auth-store';
import { idInputSchema } from '@portal/shared/contract/common';
import * as z from '@portal/shared/contract/zod';
import { usePollingWhileOffline } from '@portal/shared/realtime/realtime-session';
import {
  useConnections,
  useRecentMessages,
  useStartConversation,
} from '@portal/shared/api/messages';
import { Banner } from '@portal/shared/ui/banner';
import { classNames } from '@portal/shared/class-names';
import { failureSentence } from '@portal/shared/submit-failure';
import { Page } from '@portal/shared/ui/layout';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useUrlFilters } from '@portal/shared/url-filters';
import { useIsPhone } from '@portal/shared/viewport';
import { ConversationList } from './conversation-list';
import { conversationSections, findConversation, type Conversation } from './conversation-sections';
import { MessageThread } from './message-thread';
import { useMessagingTexts } from '../texts';
import { useOutgoingChat } from './use-outgoing-chat';
import { WelcomePane } from './welcome-pane';
import styles from './chat.module.css';

/** The user whose thread is open: `/messages?with=<user id>`. */
const openThreadSchema = z.object({ with: z.optional(idInputSchema) });

/**
 * The messages of brands and influencers (the Messages screen, see docs/screens.md): the
 * conversation list beside the open thread (one or the other on a phone). The thread is chosen by
 * `?with=<user id>`, so a link from elsewhere opens it; a user the list does not hold is looked up
 * by starting the conversation.
 */
export function MessagingScreen() {
  const { t } = useMessagingTexts();
  const self = useAuthStore((state) => state.user);
  const selfId = self?.id ?? 0;
  const selfRole = self?.role ?? 'brand';
  const [openThread, setOpenThread] = useUrlFilters(openThreadSchema);
  const selectedId = openThread.with ?? null;
  const isPhone = useIsPhone();
  const refetchInterval = usePollingWhileOffline();
  const connections = useConnections({ refetchInterval });
  const recent = useRecentMessages({ refetchInterval });
  const { mutate: startConversation } = useStartConversation();
  const { outgoing, send, retry, discard } = useOutgoingChat();
  /** Why the last conversation could not be started: the server's reason, if it gave one. */
  const [startFailure, setStartFailure] = useState<{ error: unknown } | null>(null);
  const [startingId, setStartingId] = useState<number | null>(null);
  /** The answer of the last conversation started: its user may not be in the list yet. */
  const [started, setStarted] = useState<Conversation | null>(null);
  const lookedUp = useRef<number | null>(null);

  const sections = useMemo(
    () =>
      conversationSections(connections.items, recent.data ?? [], { id: selfId, role: selfRole }),
    [connections.items, recent.data, selfId, selfRole],
  );
  const selected =
    selectedId === null
      ? undefined
      : (findConversation(sections, selectedId) ??
        (started?.id === selectedId ? started : undefined));
  const threadOutgoing = useMemo(
    () => outgoing.filter((message) => message.receiver === selectedId),
    [outgoing, selectedId],
  );

  function open(id: number | null) {
    setStartFailure(null);
    setOpenThread({ with: id ?? undefined });
  }

  const start = useCallback(
    (id: number) => {
      setStartFailure(null);
      setStartingId(id);
      startConversation(
        { receiver_id: id },
        {
          onSuccess: (connection) => {
            setStarted({
              id: connection.id,
              username: connection.username,
              role: connection.role,
              unreadCount: connection.unread_count,
            });
            setOpenThread({ with: connection.id });
          },
          onError: (error) => {
            setStartFailure({ error });
            setOpenThread({ with: undefined }, { replace: true });
          },
          onSettled: () => setStartingId(null),
        },
      );
    },
    [startConversation, setOpenThread, setStartFailure, setStartingId, setStarted],
  );

  // A link from elsewhere names a user the list does not hold (yet): the server says who they
  // are, or why they cannot be messaged.
  const listsSettled = !connections.isLoading && !recent.isPending;
  useEffect(() => {
    if (selectedId === null || selected !== undefined || !listsSettled) return;
    if (lookedUp.current === selectedId) return;
    lookedUp.current = selectedId;
    start(selectedId);
  }, [selectedId, selected, listsSettled, start]);

  const showList = !isPhone || selectedId === null;
  const showThread = !isPhone || selectedId !== null;

  return (
    <Page title={t('title')}>
      <Banner
        tone="error"
        message={
          startFailure
            ? failureSentence(startFailure.error, {
                fallback: t('start.failed', { reason: t('start.failedFallback') }),
                because: (reason) => t('start.failed', { reason }),
              })
            : ''
        }
      />
      <div className={classNames(styles.chat, isPhone && styles.chatPhone)}>
        {showList && (
          <ConversationList
            sections={sections}
            connections={connections}
            selectedId={selectedId}
            startingId={startingId}
            onOpen={(conversation) => open(conversation.id)}
            onStart={(conversation) => start(conversation.id)}
          />
        )}
        {showThread &&
          (selected ? (
            <MessageThread
              key={selected.id}
              conversation={selected}
              selfId={selfId}
              outgoing={threadOutgoing}
              onSend={send}
              onRetry={retry}
              onDiscard={discard}
              onBack={isPhone ? () => open(null) : undefined}
            />
          ) : selectedId !== null ? (
            <div className={styles.chatThreadPane}>
              <div className={styles.threadState}>
                <LoadingSkeleton label={t('thread.loading')} />
              </div>
            </div>
          ) : (
            <WelcomePane />
          ))}
      </div>
    </Page>
  );
}
