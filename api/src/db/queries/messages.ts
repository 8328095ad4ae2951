import { and, desc, eq, exists, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../client';
import { applications, campaigns, messages, users } from '../schema';
import type { KeysetPage } from './keyset-page';

export type MessageRow = typeof messages.$inferSelect;

/** True when `me` and `other` have an accepted application between them, in either direction. */
function collaborationBetween(db: Queryable, me: number, other: number | SQL | typeof users.id) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(applications)
      .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
      .where(
        and(
          eq(applications.status, 'accepted'),
          or(
            and(eq(campaigns.brandId, me), eq(applications.influencerId, other)),
            and(eq(campaigns.brandId, other), eq(applications.influencerId, me)),
          ),
        ),
      ),
  );
}

/** Messages between the two users, in either direction. */
function betweenPair(a: number, b: number | typeof users.id) {
  return or(
    and(eq(messages.senderId, a), eq(messages.receiverId, b)),
    and(eq(messages.senderId, b), eq(messages.receiverId, a)),
  );
}

export interface Counterpart {
  id: number;
  username: string;
  role: 'brand' | 'influencer' | 'admin';
  isActive: boolean;
  collaborates: boolean;
  hasMessages: boolean;
}

function selectCounterparts(db: Queryable, me: number) {
  return db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      isActive: users.isActive,
      collaborates: sql<boolean>`${collaborationBetween(db, me, users.id)}`,
      hasMessages: sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(messages)
          .where(betweenPair(me, users.id)),
      )}`,
    })
    .from(users)
    .$dynamic();
}

/** Another user as seen by `me`: whether they collaborate and have messages; undefined if none. */
export async function findCounterpart(
  db: Queryable,
  me: number,
  other: number,
): Promise<Counterpart | undefined> {
  const [row] = await selectCounterparts(db, me).where(and(eq(users.id, other), ne(users.id, me)));
  return row;
}

/** Active users with an accepted application between them and `me`, highest id first. */
export function listConnections(
  db: Queryable,
  me: number,
  page: KeysetPage,
): Promise<Counterpart[]> {
  const conditions = [
    ne(users.id, me),
    eq(users.isActive, true),
    collaborationBetween(db, me, users.id),
  ];
  if (page.beforeId !== undefined) conditions.push(lt(users.id, page.beforeId));
  return selectCounterparts(db, me)
    .where(and(...conditions))
    .orderBy(desc(users.id))
    .limit(page.limit + 1);
}

/**
 * Locks the rows of the two users of a message until the transaction ends, in id order so two
 * users writing to each other cannot deadlock. Deactivation waits for the message, and the
 * message sees a deactivation that committed first. `no key update` leaves logins unblocked.
 */
export async function lockPair(db: Queryable, a: number, b: number): Promise<void> {
  await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [a, b]))
    .orderBy(users.id)
    .for('no key update');
}

export async function insertMessage(
  db: Queryable,
  message: { senderId: number; receiverId: number; content: string },
): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(message).returning();
  if (row === undefined) throw new Error('insert into messages returned no row');
  return row;
}

export interface MessageView {
  id: number;
  senderId: number;
  receiverId: number;
  senderName: string;
  receiverName: string;
  content: string;
  createdAt: Date;
}

const senders = alias(users, 'senders');
const receivers = alias(users, 'receivers');

/** The user's messages (or their thread with `withUser`), newest first, `limit + 1` rows. */
export function listMessages(
  db: Queryable,
  me: number,
  withUser: number | undefined,
  page: KeysetPage,
): Promise<MessageView[]> {
  const conditions: (SQL | undefined)[] = [
    withUser === undefined
      ? or(eq(messages.senderId, me), eq(messages.receiverId, me))
      : betweenPair(me, withUser),
  ];
  if (page.beforeId !== undefined) conditions.push(lt(messages.id, page.beforeId));
  return db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      receiverId: messages.receiverId,
      senderName: senders.username,
      receiverName: receivers.username,
      content: messages.content,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(senders, eq(senders.id, messages.senderId))
    .innerJoin(receivers, eq(receivers.id, messages.receiverId))
    .where(and(...conditions))
    .orderBy(desc(messages.id))
    .limit(page.limit + 1);
}
