import { and, desc, eq, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ApplicationStatus } from '@portal/shared/contract/applications';
import { closureOf, type Campaign } from '@portal/shared/contract/campaigns';
import type { Category } from '@portal/shared/contract/common';
import { todayInDhaka } from '@portal/shared/dates';
import type { Queryable } from '../client';
import { toReputation, type ReputationRow } from './reputation';
import {
  applications,
  campaigns,
  paymentIntents,
  payments,
  profiles,
  unmatchedReceipts,
  users,
} from '../schema';
import type { KeysetPage } from './keyset-page';
import { preparedQuery } from './prepared';
import { containsText, likePattern } from './text-search';
import { insertRow } from './one-row';

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
  category?: Category;
  /** Budget at least this (two-decimal string). */
  minBudget?: string;
  /** Budget at most this (two-decimal string). */
  maxBudget?: string;
  /** A case-insensitive substring of the title or the description, matched literally. */
  search?: string;
}

/** A filter's conditions with placeholders, the values to fill them, and a key naming the SQL. */
interface BoundConditions {
  conditions: SQL[];
  values: Record<string, string | number>;
  key: string[];
}

/**
 * The conditions of `filter` as placeholders: the SQL depends only on which fields are set, so one
 * prepared statement serves every caller with the same fields (see preparedQuery).
 */
function conditionsOf(filter: CampaignFilter): BoundConditions {
  const bound: BoundConditions = { conditions: [], values: {}, key: [] };
  const bind = (name: string, value: string | number) => {
    bound.values[name] = value;
    return sql.placeholder(name);
  };
  const add = (field: string, condition: SQL | undefined) => {
    if (condition !== undefined) bound.conditions.push(condition);
    bound.key.push(field);
  };
  if (filter.brandId !== undefined) {
    add('brand', eq(campaigns.brandId, bind('brandId', filter.brandId)));
  }
  if (filter.openOnly === true) {
    add(
      'open',
      and(
        eq(campaigns.isActive, true),
        sql`(select ${users.isActive} from ${users} where ${users.id} = ${campaigns.brandId})`,
      ),
    );
  }
  if (filter.deadlineFrom !== undefined) {
    const from = bind('deadlineFrom', filter.deadlineFrom);
    add('deadline', or(isNull(campaigns.deadline), gte(campaigns.deadline, from)));
  }
  if (filter.category !== undefined) {
    add('category', eq(campaigns.category, bind('category', filter.category)));
  }
  if (filter.minBudget !== undefined) {
    add('minBudget', gte(campaigns.budget, bind('minBudget', filter.minBudget)));
  }
  if (filter.maxBudget !== undefined) {
    add('maxBudget', lte(campaigns.budget, bind('maxBudget', filter.maxBudget)));
  }
  if (filter.search !== undefined) {
    add(
      'search',
      containsText(
        [campaigns.title, campaigns.description],
        bind('search', likePattern(filter.search)),
      ),
    );
  }
  return bound;
}

/**
 * A column of the campaign a select-list subquery is about, named with its table: Drizzle writes a
 * one-table select's columns bare, and a bare `id` inside a subquery names the subquery's own table.
 */
const outer = (column: PgColumn) => sql`${campaigns}.${sql.identifier(column.name)}`;

/**
 * A campaign with its brand's name and reputation, its number of applications and, `withApplicant`,
 * the status of the application of the influencer in the `applicantId` placeholder: the contract's
 * shape. The reputation is kept on the brand's profile and the number of applications on the
 * campaign, so neither is a count per campaign. The brand's rows are read by subqueries, not joins: PostgreSQL 15 puts a Memoize node on
 * each joined look-up, whose cache, sized from the estimated number of distinct brands, cost more
 * to set up and tear down than the page's look-ups themselves (5 ms against 2 at a million rows).
 */
function selectCampaigns(db: Queryable, withApplicant: boolean) {
  const applicationStatus = withApplicant
    ? sql<ApplicationStatus | null>`(select ${applications.status} from ${applications} where ${applications.campaignId} = ${outer(campaigns.id)} and ${applications.influencerId} = ${sql.placeholder('applicantId')})`
    : sql<ApplicationStatus | null>`null`;
  return db
    .select({
      id: campaigns.id,
      title: campaigns.title,
      description: campaigns.description,
      budget: campaigns.budget,
      category: campaigns.category,
      deadline: campaigns.deadline,
      brand: campaigns.brandId,
      brandName: sql<string>`(select ${users.username} from ${users} where ${users.id} = ${outer(campaigns.brandId)})`,
      applicationsCount: campaigns.applicationsCount,
      isActive: campaigns.isActive,
      isOpen: campaigns.isOpen,
      influencersWanted: campaigns.influencersWanted,
      acceptedCount: acceptedCountOf(outer(campaigns.id)),
      deliverables: campaigns.deliverables,
      createdAt: campaigns.createdAt,
      applicationStatus,
      brandReputation: sql<ReputationRow>`(select json_build_object('ratingSum', ${profiles.ratingSum}, 'ratingCount', ${profiles.ratingCount}, 'completedCollaborations', ${profiles.completedCollaborations}) from ${profiles} where ${profiles.userId} = ${outer(campaigns.brandId)})`,
    })
    .from(campaigns)
    .$dynamic();
}

/** How many applications to the campaign with id `campaignId` are accepted. */
function acceptedCountOf(campaignId: SQL) {
  return sql<number>`(select count(*)::int from ${applications} where ${applications.campaignId} = ${campaignId} and ${applications.status} = 'accepted')`;
}

type CampaignViewRow = Awaited<ReturnType<ReturnType<typeof selectCampaigns>['execute']>>[number];

/** Whether the campaign takes applications today and why not (docs/campaigns.md). */
function opennessOf(
  row: Pick<CampaignViewRow, 'isOpen' | 'deadline' | 'influencersWanted' | 'acceptedCount'>,
) {
  const closedBecause = closureOf(
    {
      open: row.isOpen,
      deadline: row.deadline,
      influencersWanted: row.influencersWanted,
      acceptedCount: row.acceptedCount,
    },
    todayInDhaka(),
  );
  return { is_open: closedBecause === null, closed_because: closedBecause };
}

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
    ...opennessOf(row),
    influencers_wanted: row.influencersWanted,
    accepted_count: row.acceptedCount,
    deliverables: row.deliverables,
    created_at: row.createdAt.toISOString(),
    application_status: row.applicationStatus,
    brand_reputation: toReputation(row.brandReputation),
  };
}

/**
 * One page of campaigns, newest first: `limit + 1` rows so the caller can tell if more follow.
 * Each carries `applicantId`'s application status (null when undefined: brands and admins).
 */
export async function listCampaigns(
  db: Queryable,
  filter: CampaignFilter,
  page: KeysetPage,
  applicantId?: number,
): Promise<Campaign[]> {
  const { conditions, values, key } = conditionsOf(filter);
  // A private brief's campaign is never listed (see docs/collaboration.md).
  conditions.push(eq(campaigns.isPrivate, false));
  if (page.beforeId !== undefined) {
    conditions.push(lt(campaigns.id, sql.placeholder('beforeId')));
    values.beforeId = page.beforeId;
    key.push('before');
  }
  if (applicantId !== undefined) values.applicantId = applicantId;
  values.limit = page.limit + 1;
  const query = preparedQuery(
    db,
    `campaigns.list:${applicantId !== undefined}:${key.join(',')}`,
    (name) =>
      selectCampaigns(db, applicantId !== undefined)
        .where(and(...conditions))
        .orderBy(desc(campaigns.id))
        .limit(sql.placeholder('limit'))
        .prepare(name),
  );
  const rows = await query.execute(values);
  return rows.map(toCampaign);
}

/** The campaign in the contract's shape, if it exists and passes `filter` (see listCampaigns). */
export async function findCampaign(
  db: Queryable,
  id: number,
  filter: CampaignFilter = {},
  applicantId?: number,
): Promise<Campaign | undefined> {
  const { conditions, values, key } = conditionsOf(filter);
  values.id = id;
  if (applicantId !== undefined) values.applicantId = applicantId;
  const query = preparedQuery(
    db,
    `campaigns.find:${applicantId !== undefined}:${key.join(',')}`,
    (name) =>
      selectCampaigns(db, applicantId !== undefined)
        .where(and(eq(campaigns.id, sql.placeholder('id')), ...conditions))
        .prepare(name),
  );
  const [row] = await query.execute(values);
  return row === undefined ? undefined : toCampaign(row);
}

export async function insertCampaign(db: Queryable, campaign: NewCampaign): Promise<CampaignRow> {
  return insertRow(db, campaigns, campaign);
}

/** The campaign row with its brand's active flag, locked until the transaction ends. */
export async function lockCampaign(
  db: Queryable,
  id: number,
  strength: 'update' | 'no key update',
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

/**
 * Counts the payments recorded against the campaign's applications, by whether they are open, and
 * the money gateways took for its applications that was not credited (unmatched receipts, kept
 * for the ledger whether returned or not; docs/payment-gateways.md).
 */
export async function paymentsOfCampaign(
  db: Queryable,
  campaignId: number,
): Promise<{ open: number; rejected: number; unmatched: number }> {
  const [row] = await db
    .select({
      open: sql<number>`count(*) filter (where ${payments.status} <> 'rejected')::int`,
      rejected: sql<number>`count(*) filter (where ${payments.status} = 'rejected')::int`,
    })
    .from(payments)
    .innerJoin(applications, eq(applications.id, payments.applicationId))
    .where(eq(applications.campaignId, campaignId));
  const [unmatched] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(unmatchedReceipts)
    .innerJoin(paymentIntents, eq(paymentIntents.id, unmatchedReceipts.intentId))
    .innerJoin(applications, eq(applications.id, paymentIntents.applicationId))
    .where(eq(applications.campaignId, campaignId));
  return { open: row?.open ?? 0, rejected: row?.rejected ?? 0, unmatched: unmatched?.count ?? 0 };
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

/** How many applications to the campaign are accepted (inside the caller's lock on it). */
export async function acceptedApplicationsOf(db: Queryable, campaignId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(eq(applications.campaignId, campaignId), eq(applications.status, 'accepted')));
  return row?.count ?? 0;
}

/** Changes what a brand may change of its campaign (docs/campaigns.md). */
export async function updateCampaign(
  db: Queryable,
  id: number,
  changes: Partial<
    Pick<
      NewCampaign,
      | 'title'
      | 'description'
      | 'budget'
      | 'deadline'
      | 'deliverables'
      | 'influencersWanted'
      | 'isOpen'
    >
  >,
): Promise<void> {
  const set = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(set).length === 0) return;
  await db.update(campaigns).set(set).where(eq(campaigns.id, id));
}
