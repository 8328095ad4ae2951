import {
  refusedContent,
  type Connection,
  type Message,
  type UnreadMessageCount,
} from '@portal/shared/contract/messages';
import type { CurrentUser } from '../auth/authenticate';
import type { Database } from '../db/client';
import type { KeysetPage } from '../db/queries/keyset-page';
import {
  countUnreadMessages,
  findConnection,
  findCounterpart,
  hasUnreadFrom,
  insertMessage,
  listConnections,
  listMessages,
  lockPair,
  markThreadRead,
  type ConnectionRow,
  type Counterpart,
  type MessageView,
} from '../db/queries/messages';
import { hasUnreadNotification, markNotificationsReadByLink } from '../db/queries/notifications';
import { badRequest, forbidden } from '../http/errors';
import { notify } from '../notifications/notify';
import type { TransactionWithEvents } from '../realtime/after-commit';

export const NOT_A_COLLABORATOR =
  'You can only message users you have an approved collaboration with.';
export const COUNTERPART_INACTIVE = 'This user’s account is no longer active.';

export interface MessageService {
  list(userId: number, withUser: number | undefined, page: KeysetPage): Promise<Message[]>;
  connections(userId: number, page: KeysetPage): Promise<Connection[]>;
  startConversation(userId: number, receiverId: number): Promise<Connection>;
  send(sender: CurrentUser, receiverId: number, content: string): Promise<Message>;
  unreadCount(userId: number): Promise<UnreadMessageCount>;
  /**
   * Marks read what `withUser` sent the user (up to the message `upTo`, when given). When nothing
   * from them stays unread, their message notification is read too, and the user's other tabs
   * and devices hear of it.
   */
  markRead(
    userId: number,
    withUser: number,
    upTo: number | undefined,
  ): Promise<{ updated: number }>;
}

export function toMessage(row: MessageView): Message {
  return {
    id: row.id,
    sender: row.senderId,
    receiver: row.receiverId,
    sender_name: row.senderName,
    receiver_name: row.receiverName,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
  };
}

function toConnection(row: ConnectionRow): Connection {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    has_existing_messages: row.hasMessages,
    unread_count: row.unreadCount,
    last_message_at: row.lastMessageAt === null ? null : row.lastMessageAt.toISOString(),
    collaboration_id: row.collaborationId,
  };
}

/**
 * Who may message whom: a brand and an influencer with an accepted application between them,
 * both active (see docs/collaboration.md). Anyone else, an unknown id or oneself included, is
 * refused alike.
 */
function checkMessageable<T extends Counterpart>(counterpart: T | undefined): T {
  if (counterpart === undefined || !counterpart.collaborates) throw forbidden(NOT_A_COLLABORATOR);
  if (!counterpart.isActive) throw forbidden(COUNTERPART_INACTIVE);
  return counterpart;
}

/** Where a message notification leads; also what coalesces them, one unread per sender. */
const threadLink = (senderId: number) => `/messages?with=${senderId}`;

/** Messages between collaborators (see docs/collaboration.md). */
export function createMessageService(
  db: Database,
  transaction: TransactionWithEvents,
): MessageService {
  return {
    async list(userId, withUser, page) {
      return (await listMessages(db, userId, withUser, page)).map(toMessage);
    },

    async connections(userId, page) {
      return (await listConnections(db, userId, page)).map(toConnection);
    },

    async startConversation(userId, receiverId) {
      return toConnection(checkMessageable(await findConnection(db, userId, receiverId)));
    },

    send(sender, receiverId, content) {
      return transaction(async (tx, events) => {
        await lockPair(tx, sender.id, receiverId);
        const receiver = checkMessageable(await findCounterpart(tx, sender.id, receiverId));
        const refused = refusedContent(content);
        if (refused !== null) {
          throw badRequest({ content: [refused.sentence] }, refused.sentence);
        }
        const row = await insertMessage(tx, { senderId: sender.id, receiverId, content });
        const message = toMessage({
          ...row,
          senderName: sender.username,
          receiverName: receiver.username,
        });
        // The receiver's sockets, and the sender's: their other tabs and devices show it too.
        events.add(receiverId, { type: 'message', message });
        events.add(sender.id, { type: 'message', message });
        // One unread notification per sender: a burst of messages is one nudge, not twenty.
        const link = threadLink(sender.id);
        if (!(await hasUnreadNotification(tx, receiverId, 'message_received', link))) {
          await notify(tx, events, {
            userId: receiverId,
            kind: 'message_received',
            params: { sender: sender.username },
            link,
          });
        }
        return message;
      });
    },

    async unreadCount(userId) {
      return { count: await countUnreadMessages(db, userId) };
    },

    markRead(userId, withUser, upTo) {
      return transaction(async (tx, events) => {
        const read = await markThreadRead(tx, userId, withUser, upTo);
        if (read.length === 0) return { updated: 0 };
        if (!(await hasUnreadFrom(tx, userId, withUser))) {
          await markNotificationsReadByLink(tx, userId, 'message_received', threadLink(withUser));
        }
        events.add(userId, { type: 'messages_read', with: withUser, up_to: Math.max(...read) });
        return { updated: read.length };
      });
    },
  };
}
