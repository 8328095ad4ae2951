import { and, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Campaign } from '@portal/shared/contract/campaigns';
import type { Category } from '@portal/shared/contract/common';
import type { Queryable } from '../client';
import { applications, campaigns, payments, users } from '../schema';
import type { KeysetPage } from './keyset-page';

export type CampaignRow = typeof campaigns.$inferSelect;
export type NewCampaign = typeof campaigns.$inferInsert;

/** Which campaigns a list or a look-up may see. */
export interface CampaignFilter {
  /** Only this brand's campaigns. */
  brandId?: number;
  /** Only campaigns an influencer may see: active, of an active brand. */
  openOnly?: boolean;
  /** With `openOnly`: also hide campaigns whose deadline is before this date (YYYY-MM-DD). */
  deadlineFrom?: string;
  /** Hide the campaigns this influencer has already applied to (the dashboard's suggestions). */
  notAppliedBy?: number;
}

function conditionsOf(filter: CampaignFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.brandId !== undefined) conditions.push(eq(campaigns.brandId, filter.brandId));
  if (filter.openOnly === true) {
    conditions.push(eq(campaigns.isActive, true), eq(users.isActive, true));
  }
  if (filter.deadlineFrom !== undefined) {
    const open = or(isNull(campaigns.deadline), gte(campaigns.deadline, filter.deadlineFrom));
    if (open !== undefined) conditions.push(open);
  }
  if (filter.notAppliedBy !== undefined) {
    conditions.push(
      sql`not exists (select 1 from ${applications} where ${applications.campaignId} = ${campaigns.id} and ${applications.influencerId} = ${filter.notAppliedBy})`,
    );
  }
  return conditions;
}

/** A campaign with its brand's name and its number of applications: the contract's shape. */
function selectCampaigns(db: Queryable) {
  return db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      description: campaigns.description,
      budget: campaigns.budget,
      category: campaigns.category,
      deadline: campaigns.deadline,
      brand: campaigns.brandId,
      brandName: users.username,
      applicationsCount: sql<number>`(select count(*)::int from ${applications} where ${applications.campaignId} = ${campaigns.id})`,
      isActive: campaigns.isActive,
      createdAt: campaigns.createdAt,
    })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.brandId))
    .$dynamic();
}

type CampaignViewRow = Awaited<ReturnType<ReturnType<typeof selectCampaigns>['execute']>>[number];

function toCampaign(row: CampaignViewRow): Campaign {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    budget: row.budget,
    // The table's check constraint admits only the nine categories.
    category: row.category as Category,
    deadline: row.deadline,
    brand: row.brand,
    brand_name: row.brandName,
    applications_count: row.applicationsCount,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

/** One page of campaigns, newest first: `limit + 1` rows so the caller can tell if more follow. */
export async function listCampaigns(
  db: Queryable,
  filter: CampaignFilter,
  page: KeysetPage,
): Promise<Campaign[]> {
  const conditions = conditionsOf(filter);
  if (page.beforeId !== undefined) conditions.push(lt(campaigns.id, page.beforeId));
  const rows = await selectCampaigns(db)
    .where(and(...conditions))
    .orderBy(desc(campaigns.id))
    .limit(page.limit + 1);
  return rows.map(toCampaign);
}

/** The campaign in the contract's shape, if it exists and passes `filter`. */
export async function findCampaign(
  db: Queryable,
  id: number,
  filter: CampaignFilter = {},
): Promise<Campaign | undefined> {
  const [row] = await selectCampaigns(db).where(and(eq(campaigns.id, id), ...conditionsOf(filter)));
  return row === undefined ? undefined : toCampaign(row);
}

export async function insertCampaign(db: Queryable, campaign: NewCampaign): Promise<CampaignRow> {
  const [row] = await db.insert(campaigns).values(campaign).returning();
  if (row === undefined) throw new Error('insert into campaigns returned no row');
  return row;
}

/** The campaign row with its brand's active flag, locked until the transaction ends. */
export async function lockCampaign(
  db: Queryable,
  id: number,
  strength: 'update' | 'share',
): Promise<(CampaignRow & { brandIsActive: boolean }) | undefined> {
  const [row] = await db
    .select({ campaign: campaigns, brandIsActive: users.isActive })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.brandId))
    .where(eq(campaigns.id, id))
    .for(strength, { of: campaigns });
  return row === undefined ? undefined : { ...row.campaign, brandIsActive: row.brandIsActive };
}

/** Locks every application of the campaign, so no payment can be submitted for one meanwhile. */
export async function lockApplicationsOfCampaign(db: Queryable, campaignId: number): Promise<void> {
  await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.campaignId, campaignId))
    .for('update');
}

/** Counts the payments recorded against the campaign's applications, by whether they are open. */
export async function paymentsOfCampaign(
  db: Queryable,
  campaignId: number,
): Promise<{ open: number; rejected: number }> {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${payments.status} <> 'rejected')::int`,
      rejected: sql<number>`count(*) filter (where ${payments.status} = 'rejected')::int`,
    })
    .from(payments)
    .innerJoin(applications, eq(applications.id, payments.applicationId))
    .where(eq(applications.campaignId, campaignId));
  return { open: row?.open ?? 0, rejected: row?.rejected ?? 0 };
}

/** Deletes the campaign; its applications go with it (ON DELETE CASCADE). */
export async function deleteCampaign(db: Queryable, id: number): Promise<void> {
  await db.delete(campaigns).where(eq(campaigns.id, id));
}

export async function setCampaignActive(
  db: Queryable,
  id: number,
  isActive: boolean,
): Promise<void> {
  await db.update(campaigns).set({ isActive }).where(eq(campaigns.id, id));
}
