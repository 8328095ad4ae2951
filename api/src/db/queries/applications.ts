import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type {
  Application,
  ApplicationPaymentStatus,
  ApplicationStatus,
} from '@portal/shared/contract/applications';
import type { Queryable } from '../client';
import { applications, campaigns, collaborations, payments, receipts, users } from '../schema';
import { newestFirstPage, type KeysetPage } from './keyset-page';
import { hasRow, insertRow } from './one-row';

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;

/**
 * The payment that speaks for an application: its open (pending or confirmed) one — at most one
 * exists, by a unique index — else its latest rejected one.
 */
const latestPayment = new QueryBuilder()
  .select({
    id: payments.id,
    status: payments.status,
    paymentMethod: payments.paymentMethod,
    transactionId: payments.transactionId,
    rejectionReason: payments.rejectionReason,
    platformFee: payments.platformFee,
  })
  .from(payments)
  .where(eq(payments.applicationId, applications.id))
  .orderBy(sql`${payments.status} = 'rejected'`, desc(payments.id))
  .limit(1)
  .as('latest_payment');

/** Which applications a list may see. */
export interface ApplicationFilter {
  /** Applications to this brand's campaigns. */
  brandId?: number;
  /** This influencer's applications. */
  influencerId?: number;
  /** Only accepted applications (the payments screen). */
  acceptedOnly?: boolean;
  /** Only applications to this campaign. */
  campaignId?: number;
  status?: ApplicationStatus;
}

/**
 * An application with its campaign's title and budget and both parties' names. These are read by
 * subqueries, not joins: PostgreSQL 15 puts a Memoize node on each joined look-up, whose cache,
 * sized from the estimated number of distinct campaigns and users, cost more to set up and tear
 * down than the page's look-ups themselves (see selectCampaigns).
 */
function selectApplications(db: Queryable) {
  return db
    .select({
      id: applications.id,
      campaign: applications.campaignId,
      campaignTitle: sql<string>`(select ${campaigns.title} from ${campaigns} where ${campaigns.id} = ${applications.campaignId})`,
      campaignBrand: sql<string>`(select ${users.username} from ${users} where ${users.id} = ${applications.brandId})`,
      campaignBrandId: applications.brandId,
      campaignBudget: sql<string>`(select ${campaigns.budget} from ${campaigns} where ${campaigns.id} = ${applications.campaignId})`,
      influencer: applications.influencerId,
      influencerName: sql<string>`(select ${users.username} from ${users} where ${users.id} = ${applications.influencerId})`,
      proposal: applications.proposal,
      expectedFee: applications.expectedFee,
      status: applications.status,
      origin: applications.origin,
      appliedAt: applications.appliedAt,
      paymentStatus: latestPayment.status,
      paymentMethod: latestPayment.paymentMethod,
      transactionId: latestPayment.transactionId,
      paymentRejectionReason: latestPayment.rejectionReason,
      paymentPlatformFee: latestPayment.platformFee,
      paymentReceiptNumber: receipts.number,
      escrowStatus: collaborations.status,
    })
    .from(applications)
    .leftJoinLateral(latestPayment, sql`true`)
    .leftJoin(receipts, eq(receipts.paymentId, latestPayment.id))
    .leftJoin(collaborations, eq(collaborations.applicationId, applications.id))
    .$dynamic();
}

type ApplicationViewRow = Awaited<
  ReturnType<ReturnType<typeof selectApplications>['execute']>
>[number];

function toApplication(row: ApplicationViewRow): Application {
  const paymentStatus: ApplicationPaymentStatus = row.paymentStatus ?? 'unpaid';
  return {
    id: row.id,
    campaign: row.campaign,
    campaign_title: row.campaignTitle,
    campaign_brand: row.campaignBrand,
    campaign_brand_id: row.campaignBrandId,
    campaign_budget: row.campaignBudget,
    influencer: row.influencer,
    influencer_name: row.influencerName,
    proposal: row.proposal,
    expected_fee: row.expectedFee,
    amount: row.expectedFee ?? row.campaignBudget,
    status: row.status,
    origin: row.origin,
    applied_at: row.appliedAt.toISOString(),
    payment_status: paymentStatus,
    payment_method: row.paymentMethod,
    payment_transaction_id: row.transactionId,
    transaction_id: row.transactionId,
    payment_rejection_reason: row.paymentRejectionReason,
    payment_platform_fee: paymentStatus === 'rejected' ? null : row.paymentPlatformFee,
    payment_receipt_number: row.paymentReceiptNumber,
    // An accepted application is a collaboration: awaiting payment until its escrow is funded.
    collaboration_status:
      row.status === 'accepted' ? (row.escrowStatus ?? 'awaiting_payment') : null,
  };
}

function conditionsOf(filter: ApplicationFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.brandId !== undefined) conditions.push(eq(applications.brandId, filter.brandId));
  if (filter.influencerId !== undefined) {
    conditions.push(eq(applications.influencerId, filter.influencerId));
  }
  if (filter.acceptedOnly === true) conditions.push(eq(applications.status, 'accepted'));
  if (filter.campaignId !== undefined) {
    conditions.push(eq(applications.campaignId, filter.campaignId));
  }
  if (filter.status !== undefined) conditions.push(eq(applications.status, filter.status));
  return conditions;
}

/** One page of applications, newest first: `limit + 1` rows so the caller can tell if more follow. */
export async function listApplications(
  db: Queryable,
  filter: ApplicationFilter,
  page: KeysetPage,
): Promise<Application[]> {
  const rows = await newestFirstPage(
    selectApplications(db).$dynamic(),
    applications.id,
    conditionsOf(filter),
    page,
  );
  return rows.map(toApplication);
}

/** The application in the contract's shape, with its payment status. */
export async function findApplication(db: Queryable, id: number): Promise<Application | undefined> {
  const [row] = await selectApplications(db).where(eq(applications.id, id));
  return row === undefined ? undefined : toApplication(row);
}

export async function insertApplication(
  db: Queryable,
  application: NewApplication,
): Promise<ApplicationRow> {
  return insertRow(db, applications, application);
}

/** The application with its campaign's owner and title, locked until the transaction ends. */
export async function lockApplication(
  db: Queryable,
  id: number,
): Promise<
  | (ApplicationRow & { brandId: number; campaignTitle: string; campaignIsActive: boolean })
  | undefined
> {
  const [row] = await db
    .select({
      application: applications,
      brandId: campaigns.brandId,
      campaignTitle: campaigns.title,
      campaignIsActive: campaigns.isActive,
    })
    .from(applications)
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .where(eq(applications.id, id))
    .for('update', { of: applications });
  return row === undefined
    ? undefined
    : {
        ...row.application,
        brandId: row.brandId,
        campaignTitle: row.campaignTitle,
        campaignIsActive: row.campaignIsActive,
      };
}

export async function hasApplied(
  db: Queryable,
  campaignId: number,
  influencerId: number,
): Promise<boolean> {
  return hasRow(
    db,
    applications,
    and(eq(applications.campaignId, campaignId), eq(applications.influencerId, influencerId)),
  );
}

export async function setApplicationStatus(
  db: Queryable,
  id: number,
  status: 'accepted' | 'rejected',
): Promise<void> {
  await db
    .update(applications)
    .set({ status, decidedAt: sql`now()` })
    .where(eq(applications.id, id));
}
