/**
 * The whole data model (see docs/api-conventions.md and docs/money.md). Money is numeric(12,2) in
 * taka; balances are derived from the ledger's entries and withdrawals. Their per-account totals
 * (`account_totals`) are kept by triggers in the transaction of every entry, and a recount proves
 * them equal.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  boolean,
  foreignKey,
  primaryKey,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { EMAIL_TOKEN_PURPOSES } from '@portal/shared/contract/accounts';
import { APPLICATION_ORIGINS, APPLICATION_STATUSES } from '@portal/shared/contract/applications';
import { AUDIT_OBJECT_TYPES } from '@portal/shared/contract/audit';
import {
  CHECKOUT_GATEWAYS,
  INTENT_FAILURES,
  PAYMENT_INTENT_STATES,
  RETURN_WAYS,
  UNMATCHED_STATUSES,
  type GatewayAnswer,
} from '@portal/shared/contract/checkout';
import {
  COLLABORATION_STATUSES,
  DELIVERY_DECISIONS,
  DELIVERY_PLATFORMS,
  DISPUTE_OUTCOMES,
  REFUND_CAUSES,
  REFUND_GATEWAY_STATES,
  REFUND_STATUSES,
  type DeliveryLink,
} from '@portal/shared/contract/collaborations';
import { INFLUENCERS_WANTED_MAX } from '@portal/shared/contract/campaigns';
import { CATEGORIES, PAYMENT_METHODS, ROLES } from '@portal/shared/contract/common';
import type { Deliverable } from '@portal/shared/contract/deliverables';
import {
  DRAFT_FILE_FORMATS,
  DRAFT_FILE_NAME_MAX,
  MAX_DRAFT_FILE_BYTES,
} from '@portal/shared/contract/drafts';
import {
  SKELETON_DROPPED,
  SKELETON_LETTERS,
  SKELETON_SEQUENCES,
} from '@portal/shared/contract/look-alikes';
import { EMAIL_KINDS } from '@portal/shared/contract/notifications';
import { OFFER_STATUSES } from '@portal/shared/contract/offers';
import { DELIVERY_DAYS_MAX, DELIVERY_DAYS_MIN } from '@portal/shared/contract/packages';
import { PAYMENT_RECORD_STATUSES } from '@portal/shared/contract/payments';
import { RECEIPT_KINDS } from '@portal/shared/contract/receipts';
import { WITHDRAWAL_STATUSES } from '@portal/shared/contract/withdrawals';
import { LANGUAGES } from '@portal/shared/language';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const decidedAt = () => timestamp('decided_at', { withTimezone: true });

/** CHECK (column in (...)) over one of the contract's value lists, so the two never drift. */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;

/** CHECK (column is null or column in (...)): an optional value from one of the contract's lists. */
const nullOrOneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} is null or ${oneOf(column, values)}`;

/**
 * A user's username and email in one text, the expression of the trigram index the admin's user
 * search reads: one index scan finds the users whose username or email may contain the text (a
 * match in either is a match here), and the exact test on the two columns then keeps only those.
 */
export const userSearchText = (user: { username: AnyPgColumn; email: AnyPgColumn }) =>
  sql`(${user.username} || ' ' || ${user.email})`;

/**
 * The username's skeleton (`usernameSkeleton` in shared, built from the same table): translate()
 * lower-cases, reads digits as letters and drops '_' and '.', then each replace() reads a sequence
 * as its letter. PostgreSQL computes the column, so every writer (registration, the profile, the
 * admin CLI, the demo seed, bulk loads) stores it and the migration fills it for existing rows.
 */
function usernameSkeletonSql(): SQL {
  const letters = Object.entries(SKELETON_LETTERS);
  const from = letters.map(([character]) => character).join('') + SKELETON_DROPPED;
  const to = letters.map(([, letter]) => letter).join('');
  return SKELETON_SEQUENCES.reduce(
    (expression, [sequence, letter]) =>
      sql`replace(${expression}, ${sql.raw(`'${sequence}'`)}, ${sql.raw(`'${letter}'`)})`,
    sql`translate(lower(${sql.identifier('username')}), ${sql.raw(`'${from}'`)}, ${sql.raw(`'${to}'`)})`,
  );
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /**
     * What the username reads as, to refuse look-alikes of existing names (see docs/accounts.md).
     */
    usernameSkeleton: text('username_skeleton').notNull().generatedAlwaysAs(usernameSkeletonSql),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Raised at every deactivation; an access token carries the value it was issued under and
     * works only while it is current, so a token from before a deactivation never works again,
     * even after the user is reactivated.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * The language the user reads the portal in (see docs/i18n.md), chosen on the landing page at
     * registration or with the language switch: the browser shows it after sign-in, and the API
     * words its answers and the user's notifications in it when a request names no language.
     */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** The notification kinds whose e-mails the user switched off in settings (docs/accounts.md). */
    emailOff: text('email_off', { enum: EMAIL_KINDS }).array().notNull().default([]),
    /**
     * When the user opened the verification link sent to `email` (see docs/accounts.md); null while
     * the address is unverified. Accounts made before verification existed, the demo accounts and
     * admins made by the CLI count as verified.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * The user's saved wallets (see docs/accounts.md), 11 Latin digits each; null when not saved.
     * A brand's refunds are sent to them, an influencer's withdrawal form offers them.
     */
    bkashNumber: text('bkash_number'),
    nagadNumber: text('nagad_number'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // Not unique: names registered before the skeleton existed may share one; the service refuses
    // a new look-alike under a lock on the skeleton (api/src/auth/identifiers.ts).
    index('users_username_skeleton_idx').on(t.usernameSkeleton),
    // One index of ids per role, not one on (role, id): the planner discounts a two-column
    // index's order and walks the primary key backwards past every newer user instead, which
    // for a role whose users are the oldest (the brands of a grown marketplace) reads them all.
    ...ROLES.map((role) =>
      index(`users_${role}_id_idx`)
        .on(t.id)
        .where(oneOf(t.role, [role])),
    ),
    index('users_search_trgm_idx').using('gin', sql`${userSearchText(t)} gin_trgm_ops`),
    /**
     * The admin's user search by a word the search text has after a separator (migration 0035):
     * the trigrams of `influencer_100002` are each in thousands of users, its word `100002` in one.
     */
    index('users_search_words_idx').using('gin', sql`search_words(${userSearchText(t)})`),
    /** Find Influencers' name search (username contains, any case) without reading every user. */
    index('users_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
    check('users_role_check', oneOf(t.role, ROLES)),
    check('users_language_check', oneOf(t.language, LANGUAGES)),
  ],
);

export const profiles = pgTable(
  'profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bio: text('bio').notNull().default(''),
    category: text('category'),
    profilePicture: text('profile_picture'),
    website: text('website'),
    industry: text('industry'),
    followersCount: integer('followers_count').notNull().default(0),
    socialLinks: jsonb('social_links').$type<Record<string, string>>().notNull().default({}),
    portfolio: text('portfolio'),
    /**
     * The user's reputation (see docs/collaboration.md), kept in the transaction of every change so
     * search sorts by it without aggregating: the stars and number of the published reviews they
     * received, and their completed collaborations (released, or a dispute decided with a release
     * or a split). `reputation_recount()` (migration 0013) recounts them all from the tables.
     */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    completedCollaborations: integer('completed_collaborations').notNull().default(0),
    /** The average the search sorts by: 0 with no review, so unrated users sort last. */
    ratingAverage: numeric('rating_average', { precision: 4, scale: 3 })
      .notNull()
      .generatedAlwaysAs(
        sql`case when ${sql.identifier('rating_count')} = 0 then 0 else round(${sql.identifier('rating_sum')}::numeric / ${sql.identifier('rating_count')}, 3) end`,
      ),
  },
  (t) => [
    /**
     * Find Influencers' sorts, each read down an index, the user id breaking ties (keyset): by
     * followers (within a category too), by rating, by completed collaborations.
     */
    index('profiles_category_followers_idx').on(t.category, t.followersCount, t.userId),
    index('profiles_followers_idx').on(t.followersCount, t.userId),
    index('profiles_rating_idx').on(t.ratingAverage, t.ratingCount, t.userId),
    index('profiles_completed_idx').on(t.completedCollaborations, t.userId),
    check('profiles_followers_check', sql`${t.followersCount} >= 0`),
    check(
      'profiles_reputation_check',
      sql`${t.ratingCount} >= 0 and ${t.ratingSum} between ${t.ratingCount} and 5 * ${t.ratingCount} and ${t.completedCollaborations} >= 0`,
    ),
    check('profiles_category_check', nullOrOneOf(t.category, CATEGORIES)),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    budget: money('budget').notNull(),
    category: text('category').notNull(),
    deadline: date('deadline', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * The brand's choice to take new applications (docs/campaigns.md); a campaign also closes by
     * itself past its deadline or with as many accepted influencers as it wants, read when shown.
     */
    isOpen: boolean('is_open').notNull().default(true),
    /** How many influencers the brand wants; null for no limit. */
    influencersWanted: integer('influencers_wanted'),
    /** What the influencer is to publish (contract deliverablesSchema). */
    deliverables: jsonb('deliverables').$type<Deliverable[]>().notNull().default([]),
    /**
     * A private brief's campaign, made when an influencer accepts an offer of one (see
     * docs/collaboration.md): never listed and never open to applications.
     */
    isPrivate: boolean('is_private').notNull().default(false),
    /**
     * How many applications the campaign has, kept by triggers on applications in the writing
     * transaction (migration 0019), so a list shows each campaign's count without counting rows
     * that grow with the data. `campaign_applications_recount()` proves it equals a fresh count.
     */
    applicationsCount: integer('applications_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('campaigns_brand_id_idx').on(t.brandId, t.id),
    /** What applications' (campaign_id, brand_id) foreign key refers to. */
    uniqueIndex('campaigns_id_brand_key').on(t.id, t.brandId),
    index('campaigns_created_idx').on(t.createdAt, t.id),
    check('campaigns_budget_check', sql`${t.budget} > 0`),
    check('campaigns_applications_count_check', sql`${t.applicationsCount} >= 0`),
    check('campaigns_category_check', oneOf(t.category, CATEGORIES)),
    check(
      'campaigns_influencers_wanted_check',
      sql`${t.influencersWanted} between 1 and ${sql.raw(String(INFLUENCERS_WANTED_MAX))}`,
    ),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    influencerId: integer('influencer_id')
      .notNull()
      .references(() => users.id),
    /**
     * The campaign's brand, copied when the application is made (a campaign never changes hands):
     * a brand's applications and collaborators are then read from one index, in id order, rather
     * than gathered from every campaign the brand has.
     */
    brandId: integer('brand_id')
      .notNull()
      .references(() => users.id),
    proposal: text('proposal').notNull(),
    expectedFee: money('expected_fee'),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    /** How the collaboration began: an application, a brand's offer or a package bought. */
    origin: text('origin', { enum: APPLICATION_ORIGINS }).notNull().default('application'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: decidedAt(),
  },
  (t) => [
    uniqueIndex('applications_campaign_influencer_key').on(t.campaignId, t.influencerId),
    index('applications_campaign_applied_idx').on(t.campaignId, t.appliedAt, t.id),
    index('applications_influencer_applied_idx').on(t.influencerId, t.appliedAt, t.id),
    index('applications_brand_id_idx').on(t.brandId, t.id),
    index('applications_influencer_id_idx').on(t.influencerId, t.id),
    /** The campaigns an influencer applied to, read from the index alone (see listCampaigns). */
    index('applications_influencer_campaign_idx').on(t.influencerId, t.campaignId),
    /** Counts a campaign's accepted applications, which close it at its number wanted. */
    index('applications_accepted_campaign_idx')
      .on(t.campaignId)
      .where(sql`${t.status} = 'accepted'`),
    index('applications_accepted_brand_influencer_idx')
      .on(t.brandId, t.influencerId)
      .where(sql`${t.status} = 'accepted'`),
    /**
     * Also carries what an influencer's pending earnings read of each accepted application (id,
     * campaign, agreed fee), so the recount of the kept totals sums them from the index alone.
     */
    index('applications_accepted_influencer_brand_idx')
      .on(t.influencerId, t.brandId, t.id, t.campaignId, t.expectedFee)
      .where(sql`${t.status} = 'accepted'`),
    /** The brand is the campaign's: a brand_id that differs from it is refused. */
    foreignKey({
      name: 'applications_campaign_brand_fk',
      columns: [t.campaignId, t.brandId],
      foreignColumns: [campaigns.id, campaigns.brandId],
    }).onDelete('cascade'),
    check('applications_status_check', oneOf(t.status, APPLICATION_STATUSES)),
    check('applications_origin_check', oneOf(t.origin, APPLICATION_ORIGINS)),
    check('applications_expected_fee_check', sql`${t.expectedFee} is null or ${t.expectedFee} > 0`),
  ],
);

/**
 * A brand's offer to an influencer (see docs/collaboration.md): for one of the brand's campaigns
 * or a private brief (`brief_*`). Accepting it makes the collaboration, an accepted application
 * of origin `offer` (`application_id`). A pending offer past `expires_at` reads as expired, and is
 * stored so before another offer of the pair is written.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => users.id),
    influencerId: integer('influencer_id')
      .notNull()
      .references(() => users.id),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    briefTitle: text('brief_title'),
    briefDeliverables: jsonb('brief_deliverables').$type<Deliverable[]>(),
    briefDeadline: date('brief_deadline', { mode: 'string' }),
    amount: money('amount').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    applicationId: integer('application_id').references(() => applications.id, {
      onDelete: 'set null',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    decidedAt: decidedAt(),
  },
  (t) => [
    index('offers_brand_id_idx').on(t.brandId, t.id),
    index('offers_influencer_id_idx').on(t.influencerId, t.id),
    /** No second pending offer for one campaign to one influencer. */
    uniqueIndex('offers_pending_campaign_influencer_key')
      .on(t.campaignId, t.influencerId)
      .where(sql`${t.status} = 'pending'`),
    check('offers_status_check', oneOf(t.status, OFFER_STATUSES)),
    check('offers_amount_check', sql`${t.amount} > 0`),
    check(
      'offers_campaign_or_brief_check',
      sql`(${t.campaignId} is null) <> (${t.briefTitle} is null and ${t.briefDeliverables} is null)`,
    ),
  ],
);

/**
 * A brand's shortlist: the influencers it saved to come back to (see docs/collaboration.md). One
 * shortlist per brand; the serial id orders it newest first and keys its pages.
 */
export const shortlistEntries = pgTable(
  'shortlist_entries',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => users.id),
    influencerId: integer('influencer_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shortlist_entries_brand_influencer_key').on(t.brandId, t.influencerId),
    index('shortlist_entries_brand_id_idx').on(t.brandId, t.id),
  ],
);

/**
 * An influencer's priced package, on the public profile (see docs/packages.md): at most
 * PACKAGES_MAX each. An order copies it into a private campaign and an accepted application of
 * origin `package`, so editing or deleting it never changes a collaboration made from it.
 */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    influencerId: integer('influencer_id')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    platform: text('platform', { enum: DELIVERY_PLATFORMS }).notNull(),
    /** What the influencer publishes (contract deliverablesSchema). */
    deliverables: jsonb('deliverables').$type<Deliverable[]>().notNull(),
    price: money('price').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('packages_influencer_id_idx').on(t.influencerId, t.id),
    check('packages_platform_check', oneOf(t.platform, DELIVERY_PLATFORMS)),
    check('packages_price_check', sql`${t.price} > 0`),
    check(
      'packages_delivery_days_check',
      sql`${t.deliveryDays} between ${sql.raw(String(DELIVERY_DAYS_MIN))} and ${sql.raw(String(DELIVERY_DAYS_MAX))}`,
    ),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => users.id),
    influencerId: integer('influencer_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    /** The platform's fee on this payment, fixed when it is recorded (PLATFORM_FEE_PERCENT). */
    platformFee: money('platform_fee').notNull().default('0.00'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    /** Trimmed and upper-cased wallet transaction ID. */
    transactionId: text('transaction_id').notNull(),
    status: text('status', { enum: PAYMENT_RECORD_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: decidedAt(),
    decidedBy: integer('decided_by').references(() => users.id),
    /**
     * Why the admin rejected it (see docs/money.md), shown to the brand; null before migration
     * 0011.
     */
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    uniqueIndex('payments_method_transaction_key')
      .on(t.paymentMethod, t.transactionId)
      .where(sql`${t.status} <> 'rejected'`),
    uniqueIndex('payments_application_open_key')
      .on(t.applicationId)
      .where(sql`${t.status} <> 'rejected'`),
    index('payments_status_created_idx').on(t.status, t.createdAt, t.id),
    index('payments_application_idx').on(t.applicationId),
    /** Whether an application has a confirmed payment: the pending-earnings check, per application. */
    index('payments_confirmed_application_idx')
      .on(t.applicationId)
      .where(sql`${t.status} = 'confirmed'`),
    /**
     * Confirmed payments by owner and confirmation time, with their amounts: the recount of the
     * kept totals (money spent, monthly charts) sums them without reading the table.
     */
    index('payments_influencer_confirmed_idx')
      .on(t.influencerId, t.decidedAt, t.amount, t.platformFee)
      .where(sql`${t.status} = 'confirmed'`),
    index('payments_brand_confirmed_idx')
      .on(t.brandId, t.decidedAt, t.amount)
      .where(sql`${t.status} = 'confirmed'`),
    index('payments_influencer_status_idx').on(t.influencerId, t.status),
    index('payments_brand_created_idx').on(t.brandId, t.createdAt, t.id),
    check('payments_status_check', oneOf(t.status, PAYMENT_RECORD_STATUSES)),
    check('payments_method_check', oneOf(t.paymentMethod, PAYMENT_METHODS)),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check(
      'payments_platform_fee_check',
      sql`${t.platformFee} >= 0 and ${t.platformFee} <= ${t.amount}`,
    ),
    check('payments_transaction_id_check', sql`${t.transactionId} ~ '^[A-Z0-9]{8,20}$'`),
    check(
      'payments_rejection_reason_check',
      sql`${t.rejectionReason} is null or (${t.status} = 'rejected' and char_length(${t.rejectionReason}) between 3 and 500)`,
    ),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    influencerId: integer('influencer_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    /** Normalised to 11 digits: 01[3-9] and 8 more. */
    phoneNumber: text('phone_number').notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    /** When the admin decided it, or the influencer cancelled it. */
    decidedAt: decidedAt(),
    /** The admin who decided it, or the influencer who cancelled it. */
    decidedBy: integer('decided_by').references(() => users.id),
    /**
     * Why the admin rejected it (see docs/money.md), shown to the influencer; null before migration
     * 0011.
     */
    rejectionReason: text('rejection_reason'),
    /**
     * The transaction ID of the admin's transfer to the influencer's wallet (see docs/money.md),
     * the payout reference the influencer matches on their wallet; null before migration 0011.
     */
    payoutTransactionId: text('payout_transaction_id'),
  },
  (t) => [
    uniqueIndex('withdrawals_method_payout_key')
      .on(t.paymentMethod, t.payoutTransactionId)
      .where(sql`${t.payoutTransactionId} is not null`),
    /** An influencer's withdrawals in list order, with what the recount of the totals sums of each. */
    index('withdrawals_influencer_id_idx').on(t.influencerId, t.id, t.status, t.amount),
    index('withdrawals_status_created_idx').on(t.status, t.createdAt, t.id),
    /** An influencer's requests around a time: the admin list's look for a request sent twice. */
    index('withdrawals_influencer_created_idx').on(t.influencerId, t.createdAt),
    check('withdrawals_status_check', oneOf(t.status, WITHDRAWAL_STATUSES)),
    check('withdrawals_method_check', oneOf(t.paymentMethod, PAYMENT_METHODS)),
    check('withdrawals_amount_check', sql`${t.amount} > 0`),
    check('withdrawals_phone_check', sql`${t.phoneNumber} ~ '^01[3-9][0-9]{8}$'`),
    check(
      'withdrawals_rejection_reason_check',
      sql`${t.rejectionReason} is null or (${t.status} = 'rejected' and char_length(${t.rejectionReason}) between 3 and 500)`,
    ),
    check(
      'withdrawals_payout_check',
      sql`${t.payoutTransactionId} is null or (${t.status} = 'approved' and ${t.payoutTransactionId} ~ '^[A-Z0-9]{8,20}$')`,
    ),
  ],
);

/** A collaboration's states once it is funded (`awaiting_payment` is an accepted application without a row). */
const FUNDED_STATUSES = COLLABORATION_STATUSES.filter((status) => status !== 'awaiting_payment');

/**
 * How a collaboration ended: the brand approved, the auto-release time passed, an admin decided a
 * dispute, the influencer stepped back, the brand cancelled; or its payment was confirmed before
 * escrow existed (migration 0010), when confirmed money went straight to the influencer.
 */
export const CLOSING_CAUSES = [
  'approved',
  'auto',
  'dispute',
  'withdrawn',
  'cancelled',
  'before_escrow',
] as const;

/**
 * The escrow of an accepted application (see docs/money.md), from the moment the admin confirms its
 * payment: the money held, where it stands, and the auto-release time of a delivery awaiting the
 * brand's answer. Its id is the application's: the accepted application is the collaboration.
 */
export const collaborations = pgTable(
  'collaborations',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => users.id),
    influencerId: integer('influencer_id')
      .notNull()
      .references(() => users.id),
    /** The confirmed payment that funded it. */
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    /** What is held: the payment's amount. */
    amount: money('amount').notNull(),
    /** The platform's fee on the whole amount, as recorded with the payment. */
    platformFee: money('platform_fee').notNull(),
    status: text('status', { enum: COLLABORATION_STATUSES }).notNull(),
    /** Requests for changes made so far (at most REVISION_ROUNDS). */
    revisionsUsed: integer('revisions_used').notNull().default(0),
    /** Set while a delivery waits for the brand (status delivered); the server releases at it. */
    autoReleaseAt: timestamp('auto_release_at', { withTimezone: true }),
    fundedAt: timestamp('funded_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: text('closed_by', { enum: CLOSING_CAUSES }),
  },
  (t) => [
    /** The auto-release runner's queue: due deliveries, soonest first. */
    index('collaborations_auto_release_idx')
      .on(t.autoReleaseAt)
      .where(sql`${t.status} = 'delivered'`),
    index('collaborations_influencer_idx').on(t.influencerId, t.applicationId),
    index('collaborations_brand_idx').on(t.brandId, t.applicationId),
    check('collaborations_status_check', oneOf(t.status, FUNDED_STATUSES)),
    check('collaborations_closed_by_check', nullOrOneOf(t.closedBy, CLOSING_CAUSES)),
    check('collaborations_amount_check', sql`${t.amount} > 0`),
    check('collaborations_revisions_check', sql`${t.revisionsUsed} >= 0`),
    check(
      'collaborations_auto_release_check',
      sql`(${t.status} = 'delivered') = (${t.autoReleaseAt} is not null)`,
    ),
  ],
);

/** Work an influencer submitted for a collaboration, and the brand's answer to it. */
export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => collaborations.applicationId, { onDelete: 'cascade' }),
    links: jsonb('links').$type<DeliveryLink[]>().notNull(),
    note: text('note').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decision: text('decision', { enum: DELIVERY_DECISIONS }),
    reason: text('reason'),
    decidedAt: decidedAt(),
    /** Approved by the server when nobody answered within ESCROW_AUTO_RELEASE_HOURS. */
    autoReleased: boolean('auto_released').notNull().default(false),
  },
  (t) => [
    index('deliveries_application_idx').on(t.applicationId, t.id),
    check('deliveries_decision_check', nullOrOneOf(t.decision, DELIVERY_DECISIONS)),
    check('deliveries_note_check', sql`char_length(${t.note}) <= 2000`),
  ],
);

/**
 * A draft for approval (see docs/collaboration.md): the work shown to the brand before it is
 * published. At most one waits for the brand's answer at a time.
 */
export const deliveryDrafts = pgTable(
  'delivery_drafts',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => collaborations.applicationId, { onDelete: 'cascade' }),
    links: jsonb('links').$type<DeliveryLink[]>().notNull(),
    note: text('note').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decision: text('decision', { enum: DELIVERY_DECISIONS }),
    reason: text('reason'),
    decidedAt: decidedAt(),
  },
  (t) => [
    index('delivery_drafts_application_idx').on(t.applicationId, t.id),
    uniqueIndex('delivery_drafts_one_waiting_idx')
      .on(t.applicationId)
      .where(sql`${t.decision} is null`),
    check('delivery_drafts_decision_check', nullOrOneOf(t.decision, DELIVERY_DECISIONS)),
    check('delivery_drafts_note_check', sql`char_length(${t.note}) <= 2000`),
    check(
      'delivery_drafts_reason_check',
      sql`(${t.decision} = 'changes_requested') = (${t.reason} is not null)`,
    ),
  ],
);

/** A file of a draft, kept private in the storage under `storage_key`. */
export const deliveryDraftFiles = pgTable(
  'delivery_draft_files',
  {
    id: serial('id').primaryKey(),
    draftId: integer('draft_id')
      .notNull()
      .references(() => deliveryDrafts.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    name: text('name').notNull(),
    format: text('format', { enum: DRAFT_FILE_FORMATS }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
  },
  (t) => [
    index('delivery_draft_files_draft_idx').on(t.draftId, t.id),
    check('delivery_draft_files_format_check', oneOf(t.format, DRAFT_FILE_FORMATS)),
    check(
      'delivery_draft_files_size_check',
      sql`${t.sizeBytes} between 1 and ${sql.raw(String(MAX_DRAFT_FILE_BYTES))}`,
    ),
    check(
      'delivery_draft_files_name_check',
      sql`char_length(${t.name}) between 1 and ${sql.raw(String(DRAFT_FILE_NAME_MAX))}`,
    ),
  ],
);

/** A dispute over a collaboration (at most one: its decision ends the collaboration). */
export const disputes = pgTable(
  'disputes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => collaborations.applicationId, { onDelete: 'cascade' }),
    openedBy: integer('opened_by')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    /** The collaboration's state when it was opened. */
    statusBefore: text('status_before', { enum: COLLABORATION_STATUSES }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: DISPUTE_OUTCOMES }),
    /** What the influencer was given before the fee, and what went back to the brand. */
    influencerAmount: money('influencer_amount'),
    brandAmount: money('brand_amount'),
    decisionReason: text('decision_reason'),
    decidedAt: decidedAt(),
    decidedBy: integer('decided_by').references(() => users.id),
    /** When each party agreed to cancel; both set, the escrow went back to the brand. */
    brandAgreedCancelAt: timestamp('brand_agreed_cancel_at', { withTimezone: true }),
    influencerAgreedCancelAt: timestamp('influencer_agreed_cancel_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('disputes_application_key').on(t.applicationId),
    index('disputes_open_idx')
      .on(t.id)
      .where(sql`${t.outcome} is null`),
    check('disputes_outcome_check', nullOrOneOf(t.outcome, DISPUTE_OUTCOMES)),
  ],
);

/**
 * What a party of a dispute adds to their case while it is open: text and links as evidence (see
 * docs/money.md). The opener's reason stays on the dispute as their first statement.
 */
export const disputeStatements = pgTable(
  'dispute_statements',
  {
    id: serial('id').primaryKey(),
    disputeId: integer('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('dispute_statements_dispute_idx').on(t.disputeId, t.id),
    check('dispute_statements_text_check', sql`char_length(${t.text}) <= 2000`),
  ],
);

/**
 * Money the platform owes a brand from a collaboration's escrow: it waits for the admin to send
 * it and record the transfer (see docs/money.md).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => collaborations.applicationId, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    cause: text('cause', { enum: REFUND_CAUSES }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    phoneNumber: text('phone_number'),
    transactionId: text('transaction_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: integer('sent_by').references(() => users.id),
    /** Its refund through the wallet's refund call (docs/payment-gateways.md): null until tried. */
    gatewayState: text('gateway_state', { enum: REFUND_GATEWAY_STATES }),
    /** When the refund call was last started: a `sending` left long without answer is asked again. */
    gatewayAttemptAt: timestamp('gateway_attempt_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refunds_application_key').on(t.applicationId),
    uniqueIndex('refunds_method_transaction_key')
      .on(t.paymentMethod, t.transactionId)
      .where(sql`${t.transactionId} is not null`),
    index('refunds_status_idx').on(t.status, t.id),
    index('refunds_brand_idx').on(t.brandId, t.id),
    check('refunds_status_check', oneOf(t.status, REFUND_STATUSES)),
    check('refunds_cause_check', oneOf(t.cause, REFUND_CAUSES)),
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_gateway_state_check', nullOrOneOf(t.gatewayState, REFUND_GATEWAY_STATES)),
    // Sent through the wallet's refund call, the money goes back to the paying wallet: no number.
    check(
      'refunds_sent_check',
      sql`(${t.status} = 'sent') = (${t.transactionId} is not null and ${t.paymentMethod} is not null and (${t.phoneNumber} is not null or ${t.gatewayState} = 'sent'))`,
    ),
  ],
);

/**
 * The reviews (see docs/collaboration.md): each party of an ended collaboration reviews the other
 * once. A review is hidden (double blind) until `published_at`: set when the other side's review
 * arrives, or by the publishing job at `publish_at`, the end of the 14-day window.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => collaborations.applicationId, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id),
    revieweeId: integer('reviewee_id')
      .notNull()
      .references(() => users.id),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    /** When the review window closes: a lone review is published then. */
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reviews_application_reviewer_key').on(t.applicationId, t.reviewerId),
    /** A user's public reviews, newest first. */
    index('reviews_reviewee_published_idx')
      .on(t.revieweeId, t.publishedAt, t.id)
      .where(sql`${t.publishedAt} is not null`),
    /** The publishing job's queue: hidden reviews, soonest window end first. */
    index('reviews_publish_idx')
      .on(t.publishAt)
      .where(sql`${t.publishedAt} is null`),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_text_check', sql`char_length(${t.text}) between 1 and 1000`),
    check(
      'reviews_reply_check',
      sql`(${t.reply} is null) = (${t.repliedAt} is null) and (${t.reply} is null or (${t.publishedAt} is not null and char_length(${t.reply}) between 1 and 1000))`,
    ),
    check('reviews_not_self_check', sql`${t.reviewerId} <> ${t.revieweeId}`),
  ],
);

/** What moves money out of a collaboration's escrow, and where to. */
export const LEDGER_KINDS = ['held', 'released', 'fee', 'refunded'] as const;

/**
 * The ledger (see docs/money.md): money moves only by entries. `held` when the admin confirms a
 * payment (into escrow); out of escrow `released` (to the influencer, net of the fee), `fee` (to
 * the platform) and `refunded` (back to the brand). Entries are only ever inserted. For every
 * collaboration, held = released + fee + refunded + what is still in escrow.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => collaborations.applicationId, { onDelete: 'cascade' }),
    influencerId: integer('influencer_id')
      .notNull()
      .references(() => users.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount: money('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    /** An influencer's money by kind and time, with the amounts: the recount reads the index alone. */
    index('ledger_entries_influencer_idx').on(t.influencerId, t.kind, t.createdAt, t.amount),
    index('ledger_entries_brand_idx').on(t.brandId, t.kind, t.createdAt, t.amount),
    index('ledger_entries_application_idx').on(t.applicationId, t.id),
    check('ledger_entries_kind_check', oneOf(t.kind, LEDGER_KINDS)),
    check('ledger_entries_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * What each account of the double-entry ledger holds (see docs/money.md): a brand's payments, a
 * collaboration's escrow, an influencer's earnings, the platform's fees, the refunds owed to a
 * brand, an influencer's payouts in flight, the platform's clearing account of each wallet, the
 * fees the gateways kept, borne by the platform, and the money gateways moved that the platform
 * refused to credit, until it is returned.
 */
export const ACCOUNT_KINDS = [
  'brand_payments',
  'escrow',
  'earnings',
  'platform_fees',
  'refunds_owed',
  'payouts',
  'clearing',
  'gateway_fees',
  'unmatched',
] as const;

/**
 * The accounts of the ledger (see docs/money.md), one per kind and owner: a user (brand payments,
 * earnings, refunds owed, payouts), a collaboration (escrow), a wallet (clearing) or nobody (the
 * platform's fees). An account has no balance column: its balance is the sum of its transfers.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    userId: integer('user_id').references(() => users.id),
    applicationId: integer('application_id').references(() => collaborations.applicationId),
    wallet: text('wallet', { enum: PAYMENT_METHODS }),
  },
  (t) => [
    unique('accounts_owner_key').on(t.kind, t.userId, t.applicationId, t.wallet).nullsNotDistinct(),
    check('accounts_kind_check', oneOf(t.kind, ACCOUNT_KINDS)),
    check('accounts_wallet_check', nullOrOneOf(t.wallet, PAYMENT_METHODS)),
    check(
      'accounts_owner_check',
      sql`(${t.userId} is not null) = (${t.kind} in ('brand_payments', 'earnings', 'refunds_owed', 'payouts'))
        and (${t.applicationId} is not null) = (${t.kind} = 'escrow')
        and (${t.wallet} is not null) = (${t.kind} = 'clearing')`,
    ),
  ],
);

/** Why money moved (see docs/money.md: one small table per flow). */
export const TRANSFER_KINDS = [
  'payment',
  'escrow',
  'release',
  'fee',
  'refund',
  'refund_sent',
  'withdrawal',
  'payout',
  'withdrawal_returned',
  'gateway_fee',
  'unmatched_receipt',
  'unmatched_returned',
] as const;

/**
 * A transfer's phase, as TigerBeetle has them: `posted` moves money at once; `pending` reserves it
 * (escrow); `post` and `void` name the pending transfer they settle, between the same accounts,
 * and together settle at most its amount.
 */
export const TRANSFER_PHASES = ['posted', 'pending', 'post', 'void'] as const;

/**
 * The ledger's transfers (see docs/money.md): each moves `amount` paisa from the debit account to
 * the credit account, in the transaction of the change that caused it. Only ever inserted: a
 * trigger refuses UPDATE and DELETE. An account's balance is its credits less its debits, over
 * the posted transfers and posts; the balances of all accounts add up to zero.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    debitAccountId: integer('debit_account_id')
      .notNull()
      .references(() => accounts.id),
    creditAccountId: integer('credit_account_id')
      .notNull()
      .references(() => accounts.id),
    /** Whole paisa. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    kind: text('kind', { enum: TRANSFER_KINDS }).notNull(),
    phase: text('phase', { enum: TRANSFER_PHASES }).notNull().default('posted'),
    /** The pending transfer a `post` or `void` settles. */
    pendingId: integer('pending_id').references((): AnyPgColumn => transfers.id),
    paymentId: integer('payment_id').references(() => payments.id),
    applicationId: integer('application_id').references(() => collaborations.applicationId),
    refundId: integer('refund_id').references(() => refunds.id),
    withdrawalId: integer('withdrawal_id').references(() => withdrawals.id),
    /** The gateway payment intent whose unmatched receipt the transfer moves. */
    intentId: integer('intent_id').references((): AnyPgColumn => paymentIntents.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('transfers_debit_idx').on(t.debitAccountId, t.amount),
    index('transfers_credit_idx').on(t.creditAccountId, t.amount),
    index('transfers_pending_idx')
      .on(t.pendingId)
      .where(sql`${t.pendingId} is not null`),
    index('transfers_application_idx').on(t.applicationId),
    check('transfers_amount_check', sql`${t.amount} > 0`),
    check('transfers_accounts_check', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('transfers_kind_check', oneOf(t.kind, TRANSFER_KINDS)),
    check('transfers_phase_check', oneOf(t.phase, TRANSFER_PHASES)),
    check(
      'transfers_pending_check',
      sql`(${t.pendingId} is not null) = (${t.phase} in ('post', 'void'))`,
    ),
  ],
);

/**
 * The receipts (see docs/money.md): `number` is the receipt's number, one sequence for every kind.
 * Each receipt points at exactly the one thing it is for: a confirmed payment, a collaboration's
 * release (the influencer's part of a split too), a refund sent, an approved withdrawal. What it
 * shows is read from that thing, which no longer changes once the receipt exists.
 */
export const receipts = pgTable(
  'receipts',
  {
    number: serial('number').primaryKey(),
    kind: text('kind', { enum: RECEIPT_KINDS }).notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    releaseApplicationId: integer('release_application_id').references(
      () => collaborations.applicationId,
      { onDelete: 'cascade' },
    ),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'cascade' }),
    withdrawalId: integer('withdrawal_id').references(() => withdrawals.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('receipts_payment_key').on(t.paymentId),
    uniqueIndex('receipts_release_key').on(t.releaseApplicationId),
    uniqueIndex('receipts_refund_key').on(t.refundId),
    uniqueIndex('receipts_withdrawal_key').on(t.withdrawalId),
    check('receipts_kind_check', oneOf(t.kind, RECEIPT_KINDS)),
    check(
      'receipts_subject_check',
      sql`(${t.kind} = 'payment') = (${t.paymentId} is not null)
        and (${t.kind} = 'release') = (${t.releaseApplicationId} is not null)
        and (${t.kind} = 'refund') = (${t.refundId} is not null)
        and (${t.kind} = 'payout') = (${t.withdrawalId} is not null)`,
    ),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
    /** When the receiver read it (opened the thread); null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_pair_created_idx').on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
      t.createdAt,
      t.id,
    ),
    /** A thread in list order (id), where the index above serves the time of its last message. */
    index('messages_pair_id_idx').on(
      sql`least(${t.senderId}, ${t.receiverId})`,
      sql`greatest(${t.senderId}, ${t.receiverId})`,
      t.id,
    ),
    index('messages_receiver_id_idx').on(t.receiverId, t.id),
    index('messages_sender_id_idx').on(t.senderId, t.id),
    index('messages_receiver_unread_idx')
      .on(t.receiverId, t.senderId)
      .where(sql`${t.readAt} is null`),
    check('messages_content_check', sql`char_length(${t.content}) between 1 and 2000`),
    check('messages_not_self_check', sql`${t.senderId} <> ${t.receiverId}`),
  ],
);

/**
 * A signed-in device (see docs/accounts.md): one per login, named in the access tokens it issues
 * (`sid`) and shared by every refresh token rotated from that login (their `family_id`). The user
 * sees the list on the security settings page and may end any of them; an ended session's refresh
 * tokens are revoked and its access tokens stop working at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The User-Agent header of the login, cut to 512 characters. */
    userAgent: text('user_agent'),
    /** The client address of the last login or refresh. */
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    /** The last login or refresh of this session. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.lastUsedAt)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the raw token is never stored. */
    tokenHash: text('token_hash').notNull(),
    /** Every token rotated from one login shares the family of that login: its session. */
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by').references((): AnyPgColumn => refreshTokens.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    objectType: text('object_type', { enum: AUDIT_OBJECT_TYPES }).notNull(),
    objectId: integer('object_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_object_idx').on(t.objectType, t.objectId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt, t.id),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /**
     * The values of the kind's sentence (NotificationParams), written in the reader's language
     * when read: `{"campaign": "Eid Collection", "status": "accepted"}`.
     */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    /** A user's notifications in the list's order (newest id first). */
    index('notifications_user_id_idx').on(t.userId, t.id),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * What an Idempotency-Key remembers (api/src/idempotency): per user and key, a fingerprint of the
 * first request (method, path, body) and the answer it got (status and body), written in the
 * transaction of the change that request made, and forgotten after `expires_at`.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 (hex) of the request's method, path and validated body. */
    fingerprint: text('fingerprint').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    /** The clean-up's scan for expired keys. */
    index('idempotency_keys_expires_idx').on(t.expiresAt),
    check('idempotency_keys_key_check', sql`char_length(${t.key}) between 1 and 255`),
  ],
);

/**
 * The single-use links of the account e-mails (see docs/accounts.md): verify an address, reset a
 * password. Only a SHA-256 of the token is stored. A verification names the address it verifies
 * (the new one when the user is changing theirs); the rows of the last hour are also each account's
 * sending budget.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: EMAIL_TOKEN_PURPOSES }).notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_key').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose, t.createdAt),
    check('email_tokens_purpose_check', oneOf(t.purpose, EMAIL_TOKEN_PURPOSES)),
  ],
);

/**
 * Failed sign-ins per account (the docs/accounts.md per-account budget), shared by every API
 * instance. Keyed by a SHA-256 of the lower-cased email, whether or not an account has it, so the
 * table holds no address and answers alike for unknown ones; a trusted device's own budget is keyed
 * `device:<SHA-256 of its id>` (see auth/login-budget.ts). A success deletes the row.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    emailHash: text('email_hash').primaryKey(),
    /** Consecutive failures (an attempt counts from the moment it is let through). */
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    /** Attempts before this time are refused without checking the password. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('login_failures_last_failed_idx').on(t.lastFailedAt)],
);

/**
 * Exact row counts of the tables the admin dashboard totals ("users", "users.brand",
 * "payments.pending", ...), so its figures are read in O(1) rather than counted from every row.
 * Statement-level triggers (migration 0005) change them in the same transaction as the rows they
 * count; `row_counts_recount()` recomputes them all from the tables (after a load that bypassed
 * the triggers). Only counts live here: money totals are in account_totals and platform_totals.
 */
export const rowCounts = pgTable('row_counts', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});

/** A kept sum of money: room for any total, "0.00" before the first entry. */
const totalOf = (name: string) =>
  numeric(name, { precision: 20, scale: 2 }).notNull().default('0.00');

/**
 * Every user's money totals and counts as the balance and the dashboards show them (docs/money.md:
 * kept in the same transaction as the entries, proven equal to them). Triggers of migration 0015
 * on users, campaigns, applications, collaborations, payments, withdrawals and ledger_entries add
 * each change to the totals of the parties it names, locking both parties' rows in ascending user
 * id first, so two transactions never wait on each other in a circle. `account_totals_fresh` (a
 * view) computes the same figures from the rows; `account_totals_recount()` corrects the kept ones
 * to it and answers how many rows it corrected (0 when they were equal).
 */
export const accountTotals = pgTable('account_totals', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A brand's campaigns. */
  campaigns: integer('campaigns').notNull().default(0),
  /** Applications to a brand's campaigns; an influencer's applications. */
  applications: integer('applications').notNull().default(0),
  /** An influencer's accepted applications. */
  acceptedApplications: integer('accepted_applications').notNull().default(0),
  /** An influencer's accepted applications without a collaboration: their agreed amounts. */
  awaitingPayment: totalOf('awaiting_payment'),
  /** An influencer's money held in escrow: held less released, fees and refunds. */
  inEscrow: totalOf('in_escrow'),
  /** Released to an influencer, net of fees. */
  earned: totalOf('earned'),
  /** An influencer's approved withdrawals. */
  withdrawn: totalOf('withdrawn'),
  /** An influencer's withdrawals awaiting the admin. */
  pendingWithdrawals: totalOf('pending_withdrawals'),
  /** A brand's confirmed payments, fees included. */
  paid: totalOf('paid'),
  /** Refunded to a brand from escrow. */
  refunded: totalOf('refunded'),
  /** The platform fees recorded with an influencer's payments held in escrow (migration 0034). */
  escrowFees: totalOf('escrow_fees'),
  /**
   * The platform's fee on each agreed amount of `awaitingPayment`, at `platform_totals.fee_percent`
   * and rounded per application as its payment will record it (migration 0034).
   */
  awaitingFees: totalOf('awaiting_fees'),
});

/**
 * What the monthly charts sum, per user and calendar month in Asia/Dhaka (`month` its first day),
 * kept by the same triggers: released to an influencer (by the entry's time) and a brand's
 * confirmed payments (by their confirmation).
 */
export const accountMonths = pgTable(
  'account_months',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    earned: totalOf('earned'),
    paid: totalOf('paid'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/**
 * The platform's money totals for the admin dashboard, one row kept by the payments trigger
 * (its counts are in row_counts).
 */
export const platformTotals = pgTable(
  'platform_totals',
  {
    id: boolean('id').primaryKey().default(true),
    /** Every confirmed payment, fees included. */
    confirmedPayments: totalOf('confirmed_payments'),
    /** The PLATFORM_FEE_PERCENT `account_totals.awaiting_fees` is kept at (`keep_fees_at`). */
    feePercent: numeric('fee_percent', { precision: 7, scale: 4 }).notNull().default('0'),
  },
  (t) => [check('platform_totals_one_row_check', sql`${t.id}`)],
);

/**
 * One attempt to pay an application through a gateway's own page (docs/payment-gateways.md):
 * the amount is the server's, `reference` is the merchantInvoiceNumber the gateway returns, and a
 * gateway transaction is credited at most once, ever (`trx_id` unique).
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => users.id),
    gateway: text('gateway', { enum: CHECKOUT_GATEWAYS }).notNull(),
    amount: money('amount').notNull(),
    reference: text('reference').notNull(),
    /** The gateway's paymentID, once it created the payment. */
    gatewayPaymentId: text('gateway_payment_id'),
    state: text('state', { enum: PAYMENT_INTENT_STATES }).notNull().default('created'),
    /** The gateway's transaction ID of the money credited. */
    trxId: text('trx_id'),
    failureReason: text('failure_reason', { enum: INTENT_FAILURES }),
    /** The payment recorded, confirmed by the gateway, when it completed. */
    paymentId: integer('payment_id').references(() => payments.id),
    /** The gateway's last answer about the payment (execute or query), as the admin sees it. */
    gatewayAnswer: jsonb('gateway_answer').$type<GatewayAnswer>(),
    /** When the reconciliation job last claimed it (docs/payment-gateways.md). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_intents_reference_key').on(t.reference),
    uniqueIndex('payment_intents_gateway_payment_key').on(t.gateway, t.gatewayPaymentId),
    uniqueIndex('payment_intents_trx_key').on(t.gateway, t.trxId),
    index('payment_intents_application_idx').on(t.applicationId, t.state),
    check('payment_intents_state_check', oneOf(t.state, PAYMENT_INTENT_STATES)),
    check('payment_intents_gateway_check', oneOf(t.gateway, CHECKOUT_GATEWAYS)),
    check('payment_intents_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * Money a gateway moved for an intent the platform refused to credit (failed `mismatch` or
 * `already_paid`; docs/payment-gateways.md): the amount and transaction ID the gateway gave, held
 * in the ledger's `unmatched` account until an admin returns it to the brand, through the
 * wallet's refund call (`gateway_state` as a refund's) or by a transfer. One per intent, and one
 * per gateway transaction: money that moved once is held once.
 */
export const unmatchedReceipts = pgTable(
  'unmatched_receipts',
  {
    intentId: integer('intent_id')
      .primaryKey()
      .references(() => paymentIntents.id),
    gateway: text('gateway', { enum: CHECKOUT_GATEWAYS }).notNull(),
    /** What the gateway says it received, which may differ from the intent's amount. */
    amount: money('amount').notNull(),
    /** The gateway's transaction ID of the money received, normalised. */
    gatewayTrxId: text('gateway_trx_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: UNMATCHED_STATUSES }).notNull().default('held'),
    /** Its return through the wallet's refund call: null until tried. */
    gatewayState: text('gateway_state', { enum: REFUND_GATEWAY_STATES }),
    /** When the refund call was last started: a `sending` left long without answer is asked again. */
    gatewayAttemptAt: timestamp('gateway_attempt_at', { withTimezone: true }),
    returnedThrough: text('returned_through', { enum: RETURN_WAYS }),
    /** The wallet's refund transaction ID, or the transaction ID of the admin's transfer, normalised. */
    returnTransactionId: text('return_transaction_id'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnedBy: integer('returned_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('unmatched_receipts_trx_key').on(t.gateway, t.gatewayTrxId),
    uniqueIndex('unmatched_receipts_return_key')
      .on(t.gateway, t.returnTransactionId)
      .where(sql`${t.returnTransactionId} is not null`),
    check('unmatched_receipts_gateway_check', oneOf(t.gateway, CHECKOUT_GATEWAYS)),
    check('unmatched_receipts_amount_check', sql`${t.amount} > 0`),
    check('unmatched_receipts_status_check', oneOf(t.status, UNMATCHED_STATUSES)),
    check(
      'unmatched_receipts_gateway_state_check',
      nullOrOneOf(t.gatewayState, REFUND_GATEWAY_STATES),
    ),
    check('unmatched_receipts_returned_through_check', nullOrOneOf(t.returnedThrough, RETURN_WAYS)),
    check(
      'unmatched_receipts_returned_check',
      sql`(${t.status} = 'returned') = (${t.returnedThrough} is not null and ${t.returnTransactionId} is not null and ${t.returnedAt} is not null)`,
    ),
    // Returned through a wallet exactly when the wallet's refund call sent it.
    check(
      'unmatched_receipts_sent_check',
      sql`coalesce(${t.returnedThrough} <> 'transfer', false) = coalesce(${t.gatewayState} = 'sent', false)`,
    ),
  ],
);
