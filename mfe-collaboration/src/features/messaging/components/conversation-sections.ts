import type { Role } from '@portal/shared/contract/common';
import type { Connection, Message } from '@portal/shared/contract/messages';

/** Someone the user can open a thread with, as the conversation list shows them. */
export interface Conversation {
  id: number;
  username: string;
  role: Role;
  /** Unknown (undefined) for a recent conversation outside the user's collaborations. */
  unreadCount?: number;
  /** The collaboration the conversation is about (the newest one), when there is one. */
  collaborationId?: number;
}

export interface ConversationSections {
  /** Collaborators with messages, the latest conversation first. */
  active: Conversation[];
  /** Collaborators without messages yet: a click starts the conversation. */
  available: Conversation[];
  /** People the user exchanged messages with who are no longer among their collaborations. */
  recent: Conversation[];
}

function fromConnection(connection: Connection): Conversation {
  return {
    id: connection.id,
    username: connection.username,
    role: connection.role,
    unreadCount: connection.unread_count,
    ...(connection.collaboration_id === null
      ? {}
      : { collaborationId: connection.collaboration_id }),
  };
}

/**
 * The Messages screen (docs/collaboration.md): 'Active Conversations', 'Available Connections'
 * and, as the fallback for threads the collaborations no longer list, 'Recent Conversations' from
 * the newest messages.
 */
export function conversationSections(
  connections: readonly Connection[],
  recentMessages: readonly Message[],
  self: { id: number; role: Role },
): ConversationSections {
  const active = connections
    .filter((connection) => connection.has_existing_messages)
    .sort((a, b) => (b.last_message_at ?? '').localeCompare(a.last_message_at ?? ''))
    .map(fromConnection);
  const available = connections
    .filter((connection) => !connection.has_existing_messages)
    .map(fromConnection);
  const listed = new Set(connections.map((connection) => connection.id));
  const recent = new Map<number, Conversation>();
  for (const message of recentMessages) {
    const mine = message.sender === self.id;
    const id = mine ? message.receiver : message.sender;
    if (listed.has(id) || recent.has(id)) continue;
    // Messages carry no role: the other side of a collaboration has the other role.
    recent.set(id, {
      id,
      username: mine ? message.receiver_name : message.sender_name,
      role: self.role === 'brand' ? 'influencer' : 'brand',
    });
  }
  return { active, available, recent: [...recent.values()] };
}

export function findConversation(
  sections: ConversationSections,
  id: number,
): Conversation | undefined {
  return [...sections.active, ...sections.available, ...sections.recent].find(
    (conversation) => conversation.id === id,
  );
}
