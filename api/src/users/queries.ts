import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@portal/shared/contract/common';
import type { UserSummary } from '@portal/shared/contract/users';
import type { Queryable } from '../db/client';
import type { KeysetPage } from '../db/queries/keyset-page';
import { containsText, likePattern } from '../db/queries/text-search';
import type { UserRow } from '../db/queries/users';
import { userSearchText, users } from '../db/schema';

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
    // The first test is the trigram index's (a superset); the second is the search's meaning.
    conditions.push(
      sql`${userSearchText(users)} ilike ${likePattern(filter.search)} escape '\\'`,
      containsText([users.username, users.email], filter.search),
    );
  }
  if (page.beforeId !== undefined) conditions.push(lt(users.id, page.beforeId));
  const rows = await db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.id))
    .limit(page.limit + 1);
  return rows.map(toUserSummary);
}

/** The user, locked until the transaction ends. */
export async function lockUser(db: Queryable, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
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
