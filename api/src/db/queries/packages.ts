import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { packages, users } from '../schema';
import { insertRow } from './one-row';

export type PackageRow = typeof packages.$inferSelect;
export type NewPackageRow = typeof packages.$inferInsert;
export type PackageChange = Pick<
  PackageRow,
  'title' | 'platform' | 'deliverables' | 'price' | 'deliveryDays' | 'updatedAt'
>;

/** The packages of the active influencer with this username in any case, oldest first. */
export async function listPackagesOfUsername(
  db: Queryable,
  username: string,
): Promise<PackageRow[] | undefined> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.username}) = lower(${username})`,
        eq(users.isActive, true),
        eq(users.role, 'influencer'),
      ),
    );
  if (owner === undefined) return undefined;
  return db
    .select()
    .from(packages)
    .where(eq(packages.influencerId, owner.id))
    .orderBy(asc(packages.id));
}

/**
 * How many packages the influencer lists, her user row locked (no key update) until the
 * transaction ends, so two packages added at once cannot pass the limit together.
 */
export async function lockPackageCount(db: Queryable, influencerId: number): Promise<number> {
  await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, influencerId))
    .for('no key update');
  const [row] = await db
    .select({ n: count() })
    .from(packages)
    .where(eq(packages.influencerId, influencerId));
  return row?.n ?? 0;
}

/** The package with its influencer's username and active flag, locked until the transaction ends. */
export async function lockPackage(
  db: Queryable,
  id: number,
): Promise<(PackageRow & { influencerName: string; influencerIsActive: boolean }) | undefined> {
  const [row] = await db
    .select({
      pack: packages,
      influencerName: users.username,
      influencerIsActive: users.isActive,
    })
    .from(packages)
    .innerJoin(users, eq(users.id, packages.influencerId))
    .where(eq(packages.id, id))
    .for('update', { of: packages });
  return row === undefined
    ? undefined
    : {
        ...row.pack,
        influencerName: row.influencerName,
        influencerIsActive: row.influencerIsActive,
      };
}

export async function insertPackage(db: Queryable, row: NewPackageRow): Promise<PackageRow> {
  return insertRow(db, packages, row);
}

export async function updatePackage(
  db: Queryable,
  id: number,
  change: PackageChange,
): Promise<PackageRow> {
  const [updated] = await db.update(packages).set(change).where(eq(packages.id, id)).returning();
  if (updated === undefined) throw new Error(`package ${id} vanished in its transaction`);
  return updated;
}

export async function deletePackage(db: Queryable, id: number): Promise<void> {
  await db.delete(packages).where(eq(packages.id, id));
}
