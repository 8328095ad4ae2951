import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@portal/shared/language';
import type { Role } from '@portal/shared/contract/common';
import type { UserSummary } from '@portal/shared/contract/users';
import type { Queryable } from '../client';
import { profiles, sessions, userSearchText, users } from '../schema';
import { newestFirstPage, type KeysetPage } from './keyset-page';
import { preparedQuery } from './prepared';
import { newcomerSession } from './sessions';
import { containsText, likePattern } from './text-search';
import { findRow, insertRow, lockRow } from './one-row';

export type UserRow = typeof users.$inferSelect;

/** What authentication reads of the signed-in user on every request. */
export type SignedInUserRow = Pick<
  UserRow,
  | 'id'
  | 'role'
  | 'username'
  | 'email'
  | 'language'
  | 'isActive'
  | 'tokenVersion'
  | 'emailVerifiedAt'
> & {
  /** Whether the session the token names is still live; null when the token names none. */
  sessionLive: boolean | null;
  /**
   * Whether that session is a newcomer's (`newcomerSession`), when asked for (a page render's
   * session user shows it); false otherwise.
   */
  newcomer: boolean;
};

/**
 * The user an access token or a page cookie names, as authentication needs it, with the state of
 * the token's session (`sessionId`, null for a token issued before sessions), and with `newcomer`
 * whether that session is a newcomer's (only a page render asks: the check is skipped otherwise).
 * One prepared statement, so a request or a render costs one query (docs/rendering.md).
 */
export async function findSignedInUser(
  db: Queryable,
  id: number,
  sessionId: string | null,
  { newcomer = false }: { newcomer?: boolean } = {},
): Promise<SignedInUserRow | undefined> {
  const query = preparedQuery(db, 'users.signed-in', (name) =>
    db
      .select({
        id: users.id,
        role: users.role,
        username: users.username,
        email: users.email,
        language: users.language,
        isActive: users.isActive,
        tokenVersion: users.tokenVersion,
        emailVerifiedAt: users.emailVerifiedAt,
        sessionLive: sql<boolean | null>`case when ${sql.placeholder('sid')}::uuid is null then null
          else ${sessions.id} is not null and ${sessions.revokedAt} is null end`,
        newcomer: sql<boolean>`case when ${sql.placeholder('newcomer')}::boolean
          and ${sessions.id} is not null then ${newcomerSession(db)} else false end`,
      })
      .from(users)
      .leftJoin(
        sessions,
        and(eq(sessions.id, sql`${sql.placeholder('sid')}::uuid`), eq(sessions.userId, users.id)),
      )
      .where(eq(users.id, sql.placeholder('id')))
      .prepare(name),
  );
  const [row] = await query.execute({ id, sid: sessionId, newcomer });
  return row;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | undefined> {
  return findRow(db, users, eq(users.id, id));
}

/** The user with this username in any case, whatever their role or state. */
export async function findUserByUsername(
  db: Queryable,
  username: string,
): Promise<Pick<UserRow, 'id' | 'role' | 'isActive'> | undefined> {
  const [row] = await db
    .select({ id: users.id, role: users.role, isActive: users.isActive })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

/**
 * The user with this email; `email` lower-cased by the caller. Compared as given, not through
 * PostgreSQL's lower(), whose Unicode rules differ from JavaScript's: one account is then found by
 * one spelling only, the spelling its sign-in budget is kept under.
 */
export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return findRow(db, users, sql`lower(${users.email}) = ${email}`);
}

/**
 * Which of username and email another user (other than `exceptUserId`) already has, compared
 * case-insensitively, and, given the new username's `skeleton`, whether another user's name reads
 * the same.
 */
export async function takenIdentifiers(
  db: Queryable,
  {
    username,
    email,
    skeleton,
    exceptUserId,
  }: {
    username: string;
    email: string;
    skeleton?: string | undefined;
    exceptUserId?: number | undefined;
  },
): Promise<{ username: boolean; email: boolean; lookAlike: boolean }> {
  const sameUsername = sql`lower(${users.username}) = lower(${username})`;
  const sameEmail = sql`lower(${users.email}) = lower(${email})`;
  const sameSkeleton = skeleton === undefined ? sql`false` : eq(users.usernameSkeleton, skeleton);
  const [row] = await db
    .select({
      username: sql<boolean>`bool_or(${sameUsername})`,
      email: sql<boolean>`bool_or(${sameEmail})`,
      lookAlike: sql<boolean>`bool_or(${sameSkeleton})`,
    })
    .from(users)
    .where(
      and(
        exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
        sql`(${sameUsername} or ${sameEmail} or ${sameSkeleton})`,
      ),
    );
  return {
    username: row?.username === true,
    email: row?.email === true,
    lookAlike: row?.lookAlike === true,
  };
}

/**
 * Holds, until the transaction ends, the right to give a username with this skeleton: two
 * registrations of look-alike names (which the index does not keep unique) take turns.
 */
export async function lockUsernameSkeleton(db: Queryable, skeleton: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`username-skeleton:${skeleton}`}))`);
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
  /** The column's default (English) when not given. */
  language?: Language;
  /** When the address was verified; not verified when not given. */
  emailVerifiedAt?: Date;
}

/** Inserts the user and their empty profile; call inside a transaction. */
export async function insertUserWithProfile(db: Queryable, user: NewUser): Promise<UserRow> {
  const row = await insertRow(db, users, user);
  await db.insert(profiles).values({ userId: row.id });
  return row;
}

export function toUserSummary(user: UserRow): UserSummary {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    is_active: user.isActive,
    created_at: user.createdAt.toISOString(),
  };
}

/**
 * A search with a word after a separator, as migration 0035's `search_word_query` reads one (it
 * matches every user when PostgreSQL's lower-casing finds none).
 */
const WORD_AFTER_SEPARATOR = /[^a-z0-9][a-z0-9]/;

export interface UserFilter {
  role?: Role;
  /** A case-insensitive substring of the username or the email, matched literally. */
  search?: string;
}

/** One page of users, newest first, matching `filter` (limit + 1 rows). */
export async function listUsers(
  db: Queryable,
  filter: UserFilter,
  page: KeysetPage,
): Promise<UserSummary[]> {
  const conditions: SQL[] = [];
  if (filter.role !== undefined) conditions.push(eq(users.role, filter.role));
  if (filter.search !== undefined) {
    // The first test is an index's (a superset); the second is the search's meaning. A word
    // after a separator (`100002` of `influencer_100002`) finds the few users with a word that
    // begins with it; the trigrams of a search without one are each in many users.
    conditions.push(
      WORD_AFTER_SEPARATOR.test(filter.search.toLowerCase())
        ? sql`search_words(${userSearchText(users)}) @@ search_word_query(${filter.search})`
        : sql`${userSearchText(users)} ilike ${likePattern(filter.search)} escape '\\'`,
      containsText([users.username, users.email], filter.search),
    );
  }
  const rows = await newestFirstPage(
    db.select().from(users).$dynamic(),
    users.id,
    conditions,
    page,
  );
  return rows.map(toUserSummary);
}

/** The user, locked until the transaction ends. */
export async function lockUser(db: Queryable, id: number): Promise<UserRow | undefined> {
  return lockRow(db, users, eq(users.id, id));
}

/** Activates or deactivates the user; a deactivation also retires their access tokens. */
export async function setUserActive(
  db: Queryable,
  id: number,
  isActive: boolean,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set(isActive ? { isActive } : { isActive, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning();
  if (row === undefined) throw new Error(`user ${id} vanished in its transaction`);
  return row;
}

/** The user's address and when it was verified (null: not verified). */
export async function setEmail(
  db: Queryable,
  id: number,
  email: string,
  verifiedAt: Date | null,
): Promise<void> {
  await db.update(users).set({ email, emailVerifiedAt: verifiedAt }).where(eq(users.id, id));
}

/** The user's saved wallet numbers (see docs/accounts.md), null each when not saved. */
export async function setWallets(
  db: Queryable,
  id: number,
  wallets: { bkashNumber: string | null; nagadNumber: string | null },
): Promise<void> {
  await db.update(users).set(wallets).where(eq(users.id, id));
}

/** The address counts as verified from `at` on (kept when it already was). */
export async function markEmailVerified(db: Queryable, id: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at})` })
    .where(eq(users.id, id));
}

/**
 * A new password; with `retireAccessTokens`, `token_version` is raised too, so every access token
 * issued before stops working.
 */
export async function setPasswordHash(
  db: Queryable,
  id: number,
  passwordHash: string,
  { retireAccessTokens }: { retireAccessTokens: boolean },
): Promise<void> {
  await db
    .update(users)
    .set(
      retireAccessTokens
        ? { passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` }
        : { passwordHash },
    )
    .where(eq(users.id, id));
}

/** The ids of every active admin, to tell them of work waiting for them (see docs/money.md). */
export async function activeAdminIds(db: Queryable): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
  return rows.map((row) => row.id);
}
