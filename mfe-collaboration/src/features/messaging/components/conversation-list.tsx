import type { KeysetList } from '@portal/shared/data/keyset-pages';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadMore } from '@portal/shared/ui/load-more';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { ConversationButton } from './conversation-button';
import type { Conversation, ConversationSections } from './conversation-sections';
import { useMessagingTexts } from '../texts';
import chatStyles from './chat.module.css';

function ConversationSection({
  title,
  conversations,
  selectedId,
  startingId,
  action,
  onChoose,
}: {
  title: string;
  conversations: Conversation[];
  selectedId: number | null;
  startingId?: number | null;
  action?: string;
  onChoose: (conversation: Conversation) => void;
}) {
  if (conversations.length === 0) return null;
  return (
    <section className={chatStyles.conversationsSection} aria-label={title}>
      <h2 className={chatStyles.conversationsTitle}>{title}</h2>
      <ul className={chatStyles.conversationsItems}>
        {conversations.map((conversation) => (
          <li key={conversation.id}>
            <ConversationButton
              conversation={conversation}
              selected={conversation.id === selectedId}
              busy={conversation.id === startingId}
              action={action}
              onClick={() => onChoose(conversation)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface ConversationListProps {
  sections: ConversationSections;
  /** The collaborations behind the list: its loading and error states and next page. */
  connections: Pick<
    KeysetList<unknown>,
    'isLoading' | 'isError' | 'refetch' | 'hasMore' | 'isLoadingMore' | 'loadMore'
  >;
  selectedId: number | null;
  /** The available connection whose conversation is being started, if any. */
  startingId: number | null;
  onOpen: (conversation: Conversation) => void;
  onStart: (conversation: Conversation) => void;
}

/**
 * The conversation list (see docs/collaboration.md): 'Active Conversations', 'Available
 * Connections' (a click starts one) and 'Recent Conversations', or the empty sentence when there is
 * nobody.
 */
export function ConversationList({
  sections,
  connections,
  selectedId,
  startingId,
  onOpen,
  onStart,
}: ConversationListProps) {
  const { t } = useMessagingTexts();
  const { active, available, recent } = sections;
  const nobody = active.length + available.length + recent.length === 0;
  return (
    <div className={chatStyles.chatListPane} role="region" aria-label={t('conversations.label')}>
      {connections.isLoading ? (
        <LoadingSkeleton label={t('conversations.loading')} />
      ) : connections.isError ? (
        <LoadFailure message={t('fetchFailed')} onRetry={connections.refetch} />
      ) : (
        nobody && <EmptyState message={t('conversations.none')} />
      )}
      <ConversationSection
        title={t('conversations.active')}
        conversations={active}
        selectedId={selectedId}
        onChoose={onOpen}
      />
      <ConversationSection
        title={t('conversations.available')}
        conversations={available}
        selectedId={selectedId}
        startingId={startingId}
        action={t('conversations.start')}
        onChoose={onStart}
      />
      <ConversationSection
        title={t('conversations.recent')}
        conversations={recent}
        selectedId={selectedId}
        onChoose={onOpen}
      />
      <div className={chatStyles.conversationsMore}>
        <LoadMore list={connections} />
      </div>
    </div>
  );
}
