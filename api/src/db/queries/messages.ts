import { and, desc, eq, exists, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../client';
import { applications, messages, users } from '../schema';
import { newestFirstPage, type KeysetPage } from './keyset-page';
import { insertRow } from './one-row';

export type MessageRow = typeof messages.$inferSelect;

/**
 * True when `me` and `other` have an accepted application between them, in either direction: two
 * probes of the partial indexes on accepted applications by brand and by influencer.
 */
function collaborationBetween(db: Queryable, me: number, other: number | SQL | typeof users.id) {
  return exists(
    db
      .select({ one: sql`1` })
      .from(applications)
      .where(
        and(
          eq(applications.status, 'accepted'),
          or(
            and(eq(applications.brandId, me), eq(applications.influencerId, other)),
            and(eq(applications.brandId, other), eq(applications.influencerId, me)),
          ),
        ),
      ),
  );
}

/**
 * Messages between `me` and `other`, in either direction, as the pair index (least, greatest)
 * finds them: a range of that pair only, where an OR over sender and receiver would read every
 * message either of them sent or received.
 */
function onPairIndex(me: number, other: typeof users.id) {
  return and(
    sql`least(${messages.senderId}, ${messages.receiverId}) = least(${me}::int, ${other})`,
    sql`greatest(${messages.senderId}, ${messages.receiverId}) = greatest(${me}::int, ${other})`,
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

/** Who `other` is to `me`: whether they collaborate and have exchanged messages. */
function counterpartFields(db: Queryable, me: number) {
  return {
    id: users.id,
    username: users.username,
    role: users.role,
    isActive: users.isActive,
    collaborates: sql<boolean>`${collaborationBetween(db, me, users.id)}`,
    hasMessages: sql<boolean>`${exists(
      db
        .select({ one: sql`1` })
        .from(messages)
        .where(onPairIndex(me, users.id)),
    )}`,
  };
}

function selectCounterparts(db: Queryable, me: number) {
  return db.select(counterpartFields(db, me)).from(users).$dynamic();
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

/** A collaborator in the conversation list: a counterpart with the state of the thread. */
export interface ConnectionRow extends Counterpart {
  /** Messages from them to `me` that `me` has not read. */
  unreadCount: number;
  lastMessageAt: Date | null;
  /** The newest accepted application between the two, if any. */
  collaborationId: number | null;
}

/**
 * Counterparts as `me`'s conversation list shows them: the unread count (the partial index on
 * unread messages by receiver) and the time of the last message (the pair index).
 */
function selectConnections(db: Queryable, me: number) {
  const unread = db
    .select({ count: sql`count(*)::int` })
    .from(messages)
    .where(
      and(eq(messages.receiverId, me), eq(messages.senderId, users.id), isNull(messages.readAt)),
    );
  const lastMessage = db
    .select({ at: sql`max(${messages.createdAt})` })
    .from(messages)
    .where(onPairIndex(me, users.id));
  // Either side's partial index of accepted applications by (brand, influencer) answers it.
  const newestCollaboration = sql`greatest(
    (select max(${applications.id}) from ${applications} where ${applications.status} = 'accepted'
      and ${applications.brandId} = ${me} and ${applications.influencerId} = ${users.id}),
    (select max(${applications.id}) from ${applications} where ${applications.status} = 'accepted'
      and ${applications.brandId} = ${users.id} and ${applications.influencerId} = ${me}))`;
  return db
    .select({
      ...counterpartFields(db, me),
      unreadCount: sql<number>`(${unread})`,
      lastMessageAt: sql<Date | null>`(${lastMessage})`.mapWith(messages.createdAt),
      collaborationId: sql<number | null>`${newestCollaboration}`,
    })
    .from(users)
    .$dynamic();
}

/** Another user as `me`'s conversation list shows them; undefined if there is no such user. */
export async function findConnection(
  db: Queryable,
  me: number,
  other: number,
): Promise<ConnectionRow | undefined> {
  const [row] = await selectConnections(db, me).where(and(eq(users.id, other), ne(users.id, me)));
  return row;
}

/**
 * The ids of one page of `me`'s collaborators (active users with an accepted application between
 * them and `me`), highest first. Each side (the influencers of `me`'s accepted applications as a
 * brand, the brands of them as an influencer) walks its partial index on accepted applications
 * backwards, skips repeats as they stream (the index is in id order), checks each id against its
 * users row by primary key and stops at a page; the two sides are merged. A page costs about its
 * size however many collaborators `me` has: a DISTINCT over the whole union was hashed, every
 * accepted application of `me` read for every page (3,600 for a brand of the 1M-row bench).
 */
function collaboratorPage(me: number, page: KeysetPage): SQL {
  const side = (
    counterpart: typeof applications.brandId | typeof applications.influencerId,
    own: typeof applications.brandId | typeof applications.influencerId,
  ) => sql`(select distinct ${counterpart} as id from ${applications}
      where ${own} = ${me} and ${applications.status} = 'accepted'${
        page.beforeId === undefined ? sql`` : sql` and ${counterpart} < ${page.beforeId}`
      }
        and exists (select 1 from ${users} as candidate
          where candidate.id = ${counterpart} and candidate.is_active and candidate.id <> ${me})
      order by ${counterpart} desc
      limit ${page.limit + 1})`;
  return sql`select collaborator.id
    from (
      ${side(applications.influencerId, applications.brandId)}
      union all
      ${side(applications.brandId, applications.influencerId)}
    ) as collaborator
    order by collaborator.id desc
    limit ${page.limit + 1}`;
}

/** Active users with an accepted application between them and `me`, highest id first. */
export function listConnections(
  db: Queryable,
  me: number,
  page: KeysetPage,
): Promise<ConnectionRow[]> {
  return selectConnections(db, me)
    .where(sql`${users.id} in (${collaboratorPage(me, page)})`)
    .orderBy(desc(users.id))
    .limit(page.limit + 1);
}

/** How many messages sent to `me` are unread. */
export async function countUnreadMessages(db: Queryable, me: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.receiverId, me), isNull(messages.readAt)));
  return row?.count ?? 0;
}

/**
 * Marks read the unread messages `other` sent to `me` (only those up to the id `upTo`, when
 * given); answers the ids it marked.
 */
export async function markThreadRead(
  db: Queryable,
  me: number,
  other: number,
  upTo: number | undefined,
): Promise<number[]> {
  const conditions: SQL[] = [
    eq(messages.receiverId, me),
    eq(messages.senderId, other),
    isNull(messages.readAt),
  ];
  if (upTo !== undefined) conditions.push(lte(messages.id, upTo));
  const rows = await db
    .update(messages)
    .set({ readAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: messages.id });
  return rows.map((row) => row.id);
}

/** True while `other` has sent `me` a message `me` has not read. */
export async function hasUnreadFrom(db: Queryable, me: number, other: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.receiverId, me), eq(messages.senderId, other), isNull(messages.readAt)))
    .limit(1);
  return row !== undefined;
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
  return insertRow(db, messages, message);
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

/**
 * The ids of one page of the messages `me` sent or received, highest first: the page below
 * `beforeId` of each of the indexes by sender and by receiver, merged. A message has one sender
 * and another receiver, so the two never share an id. (As one `sender = me or receiver = me`
 * condition, every message of `me` would be gathered and sorted for each page.)
 */
function pageOfMine(me: number, page: KeysetPage): SQL {
  const below = page.beforeId === undefined ? sql`` : sql` and ${messages.id} < ${page.beforeId}`;
  const newest = (column: typeof messages.senderId | typeof messages.receiverId) =>
    sql`(select ${messages.id} from ${messages} where ${column} = ${me}${below}
      order by ${messages.id} desc limit ${page.limit + 1})`;
  return sql`(${newest(messages.senderId)} union all ${newest(messages.receiverId)})`;
}

/**
 * The messages between `me` and `other`, in either direction, as the pair index in id order
 * (least, greatest, id) finds them: one range, read newest first.
 */
function betweenPair(me: number, other: number): SQL {
  return sql`least(${messages.senderId}, ${messages.receiverId}) = ${Math.min(me, other)}
    and greatest(${messages.senderId}, ${messages.receiverId}) = ${Math.max(me, other)}`;
}

/** The user's messages (or their thread with `withUser`), newest first, `limit + 1` rows. */
export function listMessages(
  db: Queryable,
  me: number,
  withUser: number | undefined,
  page: KeysetPage,
): Promise<MessageView[]> {
  const thread =
    withUser === undefined ? inArray(messages.id, pageOfMine(me, page)) : betweenPair(me, withUser);
  const query = db
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
    .$dynamic();
  return newestFirstPage(query, messages.id, [thread], page);
}
