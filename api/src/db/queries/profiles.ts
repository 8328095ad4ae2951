import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@portal/shared/language';
import type { Queryable } from '../client';
import { profiles, users } from '../schema';
import { lockRow } from './one-row';
import { reputationColumns } from './reputation';

export type ProfileRow = typeof profiles.$inferSelect;

/** A user joined with their profile: what the profile endpoints answer from. */
function selectUserProfiles(db: Queryable) {
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      language: users.language,
      isActive: users.isActive,
      bio: profiles.bio,
      category: profiles.category,
      profilePicture: profiles.profilePicture,
      website: profiles.website,
      industry: profiles.industry,
      followersCount: profiles.followersCount,
      socialLinks: profiles.socialLinks,
      portfolio: profiles.portfolio,
      createdAt: users.createdAt,
      ...reputationColumns,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .$dynamic();
}

export type UserProfileRow = Awaited<
  ReturnType<ReturnType<typeof selectUserProfiles>['execute']>
>[number];

export async function findUserProfile(
  db: Queryable,
  userId: number,
): Promise<UserProfileRow | undefined> {
  const [row] = await selectUserProfiles(db).where(eq(users.id, userId));
  return row;
}

/** The active brand or influencer with this username in any case; admins have no public page. */
export async function findPublicUserProfile(
  db: Queryable,
  username: string,
): Promise<UserProfileRow | undefined> {
  const [row] = await selectUserProfiles(db).where(
    and(
      sql`lower(${users.username}) = lower(${username})`,
      eq(users.isActive, true),
      inArray(users.role, ['brand', 'influencer']),
    ),
  );
  return row;
}

/** The username; the email changes through accounts/email-change.ts (verified first). */
export async function updateUsername(
  db: Queryable,
  userId: number,
  username: string,
): Promise<void> {
  await db.update(users).set({ username }).where(eq(users.id, userId));
}

/** The language the user reads the portal in; false when no such user. */
export async function updateLanguage(
  db: Queryable,
  userId: number,
  language: Language,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ language })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

export type ProfileChanges = Partial<Omit<ProfileRow, 'userId'>>;

export async function updateProfileRow(
  db: Queryable,
  userId: number,
  changes: ProfileChanges,
): Promise<void> {
  await db.update(profiles).set(changes).where(eq(profiles.userId, userId));
}

/** The user's profile row, locked until the transaction ends (the picture swap must not race). */
export async function lockProfile(db: Queryable, userId: number): Promise<ProfileRow | undefined> {
  return lockRow(db, profiles, eq(profiles.userId, userId));
}
