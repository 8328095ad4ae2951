import { z } from 'zod';
import { desc, eq } from 'drizzle-orm';
import {
  acceptedResponseSchema,
  accountSchema,
  accountSessionListSchema,
  walletsSchema,
} from '@portal/shared/contract/accounts';
import { applicationSchema } from '@portal/shared/contract/applications';
import { auditLogEntrySchema } from '@portal/shared/contract/audit';
import { authResponseSchema, refreshResponseSchema } from '@portal/shared/contract/auth';
import { campaignSchema } from '@portal/shared/contract/campaigns';
import {
  adminPaymentIntentSchema,
  checkoutAnswerSchema,
  paymentGatewaysSchema,
  paymentIntentSchema,
} from '@portal/shared/contract/checkout';
import {
  adminRefundSchema,
  collaborationSchema,
  deliverySchema,
  disputeCaseSchema,
  disputeSchema,
  statementLineSchema,
  type StatementLine,
} from '@portal/shared/contract/collaborations';
import { platformConfigSchema } from '@portal/shared/contract/platform-config';
import { errorBodySchema } from '@portal/shared/contract/common';
import {
  adminDashboardSchema,
  brandDashboardSchema,
  influencerDashboardSchema,
} from '@portal/shared/contract/dashboards';
import { influencerSearchResultSchema } from '@portal/shared/contract/influencers';
import {
  connectionSchema,
  markThreadReadResponseSchema,
  messageSchema,
  unreadMessageCountSchema,
} from '@portal/shared/contract/messages';
import {
  emailPreferencesSchema,
  markNotificationsReadResponseSchema,
  notificationSchema,
} from '@portal/shared/contract/notifications';
import { draftSchema } from '@portal/shared/contract/drafts';
import { offerSchema } from '@portal/shared/contract/offers';
import { shortlistEntrySchema, shortlistStateSchema } from '@portal/shared/contract/shortlist';
import { packageOrderSchema, packageSchema } from '@portal/shared/contract/packages';
import { paymentSchema } from '@portal/shared/contract/payments';
import { receiptSchema } from '@portal/shared/contract/receipts';
import { publicReviewSchema, reviewSchema } from '@portal/shared/contract/reviews';
import {
  languageUpdateSchema,
  ownProfileSchema,
  pictureResponseSchema,
  publicProfileSchema,
} from '@portal/shared/contract/profiles';
import { userMoneySchema, userSummarySchema } from '@portal/shared/contract/users';
import {
  adminWithdrawalSchema,
  balanceSchema,
  withdrawalSchema,
} from '@portal/shared/contract/withdrawals';
import {
  acceptedApplication,
  bearer,
  deliverAndApprove,
  releasedPayment,
  insertApplication,
  insertCampaign,
  newTransactionId,
  registerAdmin,
  type SignedIn,
} from './marketplace-fixtures';
import { packages, sessions } from '../db/schema';
import { followCallback, startedCheckout } from './gateway-checkout';
import { multipartFile, tinyPng } from './images';
import { registeredRoutes, routeKey } from './registered-routes';
import { startTestApp, type TestApp } from './test-app';
import { registerUser } from './users';

/**
 * Who may call what (see docs/api-conventions.md), one row per endpoint. The columns are the actors
 * below, in this order; a cell is the status that actor must get. To cover a new endpoint, add a
 * row: the test "every registered route has a row" fails until you do.
 *
 * `path` and `body` run once per cell: a cell that changes something builds its own fresh
 * objects there (a new campaign to delete, a new pending payment to confirm), so cells never
 * depend on each other's order.
 */
const ACTORS = [
  'anonymous',
  'brand', // brand A: owns the objects
  'otherBrand',
  'influencer', // influencer A: applicant of brand A's campaigns, paid, withdrawing
  'otherInfluencer',
  'admin',
  'deactivated', // a brand deactivated by the admin, holding a token issued before that
] as const;
type Actor = (typeof ACTORS)[number];
type Statuses = [number, number, number, number, number, number, number];

/** The users and the objects shared by every cell, made once over HTTP. */
interface World {
  users: Record<Exclude<Actor, 'anonymous'>, SignedIn>;
  /** Brand A's campaign with an accepted application of influencer A and a pending payment. */
  paidCampaign: { id: number };
  /** Numbers of receipts: brand A's payment to influencer A, and influencer A's payout. */
  receipts: { payment: number; payout: number };
  fresh: {
    campaign(): Promise<{ id: number }>;
    pendingApplication(): Promise<{ id: number }>;
    acceptedApplication(): Promise<{ id: number }>;
    pendingPayment(): Promise<{ id: number }>;
    /** Brand A's bKash checkout of a new accepted application, waiting on the gateway's page. */
    intent(): Promise<{ id: number; paymentID: string }>;
    /** Brand A's Nagad checkout of a new accepted application, waiting on Nagad's page. */
    nagadIntent(): Promise<{ id: number; paymentRefId: string }>;
    /**
     * Brand A's bKash payment refused after bKash took the money (the brand paid by transfer
     * meanwhile): an unmatched receipt to return.
     */
    unmatchedIntent(): Promise<{ id: number }>;
    pendingWithdrawal(): Promise<{ id: number }>;
    user(): Promise<SignedIn>;
    /** Brand A's collaboration with influencer A, paid and held in escrow. */
    funded(): Promise<{ id: number }>;
    /** The same, delivered and waiting for the brand's answer. */
    delivered(): Promise<{ id: number }>;
    /** Funded for a campaign whose deadline passed long ago: the brand may cancel it. */
    overdue(): Promise<{ id: number }>;
    /** An open dispute over a funded collaboration. */
    dispute(): Promise<{ id: number }>;
    /** A refund waiting for the admin's transfer (the influencer stepped back). */
    pendingRefund(): Promise<{ id: number }>;
    /** Brand A's collaboration with influencer A, delivered and approved: open for reviews. */
    released(): Promise<{ id: number }>;
    /** Brand A's published review of influencer A (both sides reviewed). */
    publishedReview(): Promise<{ id: number }>;
    /** Brand A's pending offer to influencer A for a new campaign. */
    offer(): Promise<{ id: number }>;
    /** A new influencer on brand A's shortlist (and no other). */
    shortlisted(): Promise<SignedIn>;
    /** A funded collaboration with influencer A's draft (a link and a PNG) waiting for brand A. */
    draft(): Promise<{ id: number; draftId: number; fileId: number }>;
    /** Influencer A's package, her only one (so her own cells never reach the limit). */
    package(): Promise<{ id: number }>;
  };
}

interface Row {
  /** Method and Fastify route path, as registered. */
  route: string;
  /** What the row is about when one route has several rows. */
  note?: string;
  expect: Statuses;
  /** Parses a 2xx body; absent for 204. */
  schema?: z.core.$ZodType;
  /** The 2xx body is a CSV download instead of JSON. */
  csv?: true;
  /** The 2xx body is a file of this content type instead of JSON. */
  file?: string;
  /** A public call whose answers are still never stored: they carry tokens. */
  tokens?: true;
  path?: (world: World, actor: Actor) => Promise<string> | string;
  body?: (world: World, actor: Actor) => Promise<unknown> | unknown;
}

const list = <T extends z.core.$ZodType>(item: T) => z.array(item);
const id = (make: (world: World) => Promise<{ id: number }>, template: string) => {
  return async (world: World) => template.replace(':id', String((await make(world)).id));
};
const signedIn = (world: World, actor: Actor) =>
  actor === 'anonymous' ? world.users.brand : world.users[actor];
let names = 0;
const newUser = () => {
  names += 1;
  const username = `matrix_${process.pid}_${names}`;
  return { username, email: `${username}@example.com`, password: 'correct-horse-battery' };
};
const isBrand = (actor: Actor) => actor === 'brand' || actor === 'otherBrand';
/** Brands and the admin message influencer A; everyone else messages brand A. */
const counterpart = (world: World, actor: Actor) =>
  isBrand(actor) || actor === 'admin' ? world.users.influencer.user.id : world.users.brand.user.id;

/** Signs `user` in once more and answers the id of that new session. */
async function newSessionOf(user: SignedIn): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email: user.user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const [session] = await t.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, user.user.id))
    .orderBy(desc(sessions.createdAt))
    .limit(1);
  if (session === undefined) throw new Error('the login made no session');
  return session.id;
}

const newCampaign = {
  title: 'Matrix campaign',
  description: 'Made by the authorization matrix.',
  budget: '2500.00',
  category: 'food',
};

// prettier-ignore
const ROWS: Row[] = [
  //                                                        anon brand brand2 infl infl2 admin deact
  // Public calls: the token, if any, is ignored.
  { route: 'GET /api/health', expect: [200, 200, 200, 200, 200, 200, 200], schema: z.object({ status: z.literal('ok') }) },
  { route: 'GET /api/openapi.json', expect: [200, 200, 200, 200, 200, 200, 200], schema: z.object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) },
  { route: 'POST /api/register/', tokens: true, expect: [201, 201, 201, 201, 201, 201, 201], schema: authResponseSchema, body: () => ({ ...newUser(), role: 'brand' }) },
  { route: 'POST /api/login/', tokens: true, expect: [200, 200, 200, 200, 200, 200, 200], schema: authResponseSchema, body: (w) => ({ email: `${w.users.brand.user.username}@example.com`, password: w.users.brand.password }) },
  { route: 'POST /api/login/', tokens: true, note: 'a deactivated account', expect: [403, 403, 403, 403, 403, 403, 403], body: (w) => ({ email: `${w.users.deactivated.user.username}@example.com`, password: w.users.deactivated.password }) },
  { route: 'POST /api/token/refresh/', tokens: true, expect: [200, 200, 200, 200, 200, 200, 200], schema: refreshResponseSchema, body: async (w) => ({ refresh: (await w.fresh.user()).refresh }) },
  { route: 'POST /api/logout/', tokens: true, expect: [204, 204, 204, 204, 204, 204, 204], body: async (w) => ({ refresh: (await w.fresh.user()).refresh }) },
  { route: 'GET /api/profile/:username/', expect: [200, 200, 200, 200, 200, 200, 200], schema: publicProfileSchema, path: (w) => `/api/profile/${w.users.brand.user.username}/` },

  // Campaigns.
  { route: 'GET /api/campaigns/', expect: [401, 200, 200, 200, 200, 200, 401], schema: list(campaignSchema) },
  { route: 'POST /api/campaigns/', expect: [401, 201, 201, 403, 403, 403, 401], schema: campaignSchema, body: () => newCampaign },
  { route: 'GET /api/campaigns/:id/', expect: [401, 200, 404, 200, 200, 200, 401], schema: campaignSchema, path: (w) => `/api/campaigns/${w.paidCampaign.id}/` },
  { route: 'PATCH /api/campaigns/:id/', expect: [401, 200, 404, 403, 403, 403, 401], schema: campaignSchema, path: id((w) => w.fresh.campaign(), '/api/campaigns/:id/'), body: () => ({ title: 'Renamed by the matrix', is_open: false }) },
  { route: 'PATCH /api/campaigns/:id/', note: 'a new budget after an acceptance', expect: [401, 409, 404, 403, 403, 403, 401], path: (w) => `/api/campaigns/${w.paidCampaign.id}/`, body: () => ({ budget: '99999.00' }) },
  { route: 'DELETE /api/campaigns/:id/', expect: [401, 204, 404, 403, 403, 403, 401], path: id((w) => w.fresh.campaign(), '/api/campaigns/:id/') },
  { route: 'DELETE /api/campaigns/:id/', note: 'a campaign with a pending payment', expect: [401, 409, 404, 403, 403, 403, 401], path: (w) => `/api/campaigns/${w.paidCampaign.id}/` },
  { route: 'GET /api/admin/campaigns/', expect: [401, 403, 403, 403, 403, 200, 401], schema: list(campaignSchema) },
  { route: 'PUT /api/admin/campaigns/:id/', expect: [401, 403, 403, 403, 403, 200, 401], schema: campaignSchema, path: id((w) => w.fresh.campaign(), '/api/admin/campaigns/:id/'), body: () => ({ is_active: false }) },

  // Applications.
  { route: 'GET /api/applications/', expect: [401, 200, 200, 200, 200, 200, 401], schema: list(applicationSchema) },
  { route: 'GET /api/applications/', note: 'the payments screen', expect: [401, 200, 200, 200, 200, 200, 401], schema: list(applicationSchema), path: (_w, a) => `/api/applications/?${isBrand(a) ? 'brand' : 'influencer'}=true` },
  { route: 'POST /api/applications/', expect: [401, 403, 403, 201, 201, 403, 401], schema: applicationSchema, body: async (w) => ({ campaign: (await w.fresh.campaign()).id, proposal: 'Matrix proposal.' }) },
  { route: 'PUT /api/applications/:id/status/', expect: [401, 200, 404, 403, 403, 403, 401], schema: applicationSchema, path: id((w) => w.fresh.pendingApplication(), '/api/applications/:id/status/'), body: () => ({ status: 'accepted' }) },

  // Influencer search and admin user management.
  { route: 'GET /api/influencers/search/', expect: [401, 200, 200, 403, 403, 200, 401], schema: list(influencerSearchResultSchema) },
  { route: 'GET /api/users/all/', expect: [401, 403, 403, 403, 403, 200, 401], schema: list(userSummarySchema) },
  { route: 'GET /api/admin/users/:id/money/', expect: [401, 403, 403, 403, 403, 200, 401], schema: userMoneySchema, path: async (w) => `/api/admin/users/${(await w.fresh.user()).user.id}/money/` },
  { route: 'PUT /api/admin/users/:id/', expect: [401, 403, 403, 403, 403, 200, 401], schema: userSummarySchema, path: async (w) => `/api/admin/users/${(await w.fresh.user()).user.id}/`, body: () => ({ action: 'deactivate' }) },

  // Payments.
  { route: 'POST /api/payments/submit/', expect: [401, 201, 404, 403, 403, 403, 401], schema: paymentSchema, body: async (w) => ({ application_id: (await w.fresh.acceptedApplication()).id, amount: '1500.00', payment_method: 'bkash', transaction_id: newTransactionId() }) },
  { route: 'GET /api/payments/gateways/', expect: [401, 200, 200, 200, 200, 200, 401], schema: paymentGatewaysSchema },
  { route: 'POST /api/payments/checkout/', expect: [401, 201, 404, 403, 403, 403, 401], schema: checkoutAnswerSchema, body: async (w) => ({ application_id: (await w.fresh.acceptedApplication()).id, gateway: 'bkash' }) },
  { route: 'GET /api/payments/intents/:id/', expect: [401, 200, 404, 403, 403, 403, 401], schema: paymentIntentSchema, path: id((w) => w.fresh.intent(), '/api/payments/intents/:id/') },
  { route: 'GET /api/payments/bkash/callback', note: "bKash's callback: public, answers the portal's page", expect: [303, 303, 303, 303, 303, 303, 303], path: async (w) => `/api/payments/bkash/callback?paymentID=${(await w.fresh.intent()).paymentID}&status=cancel` },
  { route: 'GET /api/payments/bkash/callback', note: 'an unknown paymentID', expect: [404, 404, 404, 404, 404, 404, 404], path: () => '/api/payments/bkash/callback?paymentID=TR0011UNKNOWN&status=success' },
  { route: 'POST /api/payments/bkash/webhook', note: "bKash's webhook: public, its certificate only from SNS's hosts (or the simulator's)", expect: [403, 403, 403, 403, 403, 403, 403], body: () => ({ Type: 'Notification', MessageId: 'm-1', TopicArn: 'arn:aws:sns:ap-southeast-1:000000000000:bkash', Message: '{}', Timestamp: '2026-11-29T10:00:00.000Z', SignatureVersion: '2', Signature: 'c2lnbmF0dXJl', SigningCertURL: 'https://attacker.example/cert.pem' }) },
  { route: 'GET /api/payments/nagad/callback', note: "Nagad's callback: public, answers the portal's page", expect: [303, 303, 303, 303, 303, 303, 303], path: async (w) => `/api/payments/nagad/callback?payment_ref_id=${(await w.fresh.nagadIntent()).paymentRefId}&status=Aborted` },
  { route: 'GET /api/payments/nagad/callback', note: 'an unknown payment_ref_id', expect: [404, 404, 404, 404, 404, 404, 404], path: () => '/api/payments/nagad/callback?payment_ref_id=UNKNOWN&status=Success' },
  { route: 'GET /api/admin/payment-intents/', expect: [401, 403, 403, 403, 403, 200, 401], schema: list(adminPaymentIntentSchema) },
  { route: 'POST /api/admin/payment-intents/:id/query/', expect: [401, 403, 403, 403, 403, 200, 401], schema: adminPaymentIntentSchema, path: id((w) => w.fresh.intent(), '/api/admin/payment-intents/:id/query/') },
  { route: 'POST /api/admin/payment-intents/:id/refund/', note: "through bKash's refund call", expect: [401, 403, 403, 403, 403, 200, 401], schema: adminPaymentIntentSchema, path: id((w) => w.fresh.unmatchedIntent(), '/api/admin/payment-intents/:id/refund/'), body: () => ({ through: 'bkash' }) },
  { route: 'POST /api/admin/payment-intents/:id/refund/', note: "the admin's transfer", expect: [401, 403, 403, 403, 403, 200, 401], schema: adminPaymentIntentSchema, path: id((w) => w.fresh.unmatchedIntent(), '/api/admin/payment-intents/:id/refund/'), body: () => ({ through: 'transfer', transaction_id: newTransactionId() }) },
  { route: 'POST /api/admin/payment-intents/:id/refund/', note: "through Nagad's refund call, for money that came through bKash", expect: [401, 403, 403, 403, 403, 409, 401], schema: errorBodySchema, path: id((w) => w.fresh.unmatchedIntent(), '/api/admin/payment-intents/:id/refund/'), body: () => ({ through: 'nagad' }) },
  { route: 'POST /api/admin/payment-intents/:id/refund/confirm/', note: 'money not waiting for an answer from Nagad', expect: [401, 403, 403, 403, 403, 409, 401], schema: errorBodySchema, path: id((w) => w.fresh.unmatchedIntent(), '/api/admin/payment-intents/:id/refund/confirm/'), body: () => ({ transaction_id: newTransactionId() }) },
  { route: 'POST /api/admin/payment-intents/:id/refund/release/', note: 'money not waiting for an answer from Nagad', expect: [401, 403, 403, 403, 403, 409, 401], schema: errorBodySchema, path: id((w) => w.fresh.unmatchedIntent(), '/api/admin/payment-intents/:id/refund/release/') },
  { route: 'GET /api/admin/payments/', expect: [401, 403, 403, 403, 403, 200, 401], schema: list(paymentSchema) },
  { route: 'GET /api/admin/payments/export.csv', expect: [401, 403, 403, 403, 403, 200, 401], csv: true },
  { route: 'PUT /api/admin/payments/:id/', expect: [401, 403, 403, 403, 403, 200, 401], schema: paymentSchema, path: id((w) => w.fresh.pendingPayment(), '/api/admin/payments/:id/'), body: () => ({ status: 'confirmed' }) },

  // Balance and withdrawals.
  { route: 'GET /api/influencer/balance/', expect: [401, 403, 403, 200, 200, 403, 401], schema: balanceSchema },
  { route: 'GET /api/withdrawals/', expect: [401, 403, 403, 200, 200, 403, 401], schema: list(withdrawalSchema) },
  { route: 'POST /api/withdrawals/', expect: [401, 403, 403, 201, 201, 403, 401], schema: withdrawalSchema, body: () => ({ amount: '100.00', payment_method: 'bkash', phone_number: '01712345678' }) },
  { route: 'POST /api/withdrawals/:id/cancel/', expect: [401, 403, 403, 200, 404, 403, 401], schema: withdrawalSchema, path: id((w) => w.fresh.pendingWithdrawal(), '/api/withdrawals/:id/cancel/') },
  { route: 'GET /api/admin/withdrawals/', expect: [401, 403, 403, 403, 403, 200, 401], schema: list(adminWithdrawalSchema) },
  { route: 'GET /api/admin/withdrawals/export.csv', expect: [401, 403, 403, 403, 403, 200, 401], csv: true },
  { route: 'PUT /api/admin/withdrawals/:id/', expect: [401, 403, 403, 403, 403, 200, 401], schema: adminWithdrawalSchema, path: id((w) => w.fresh.pendingWithdrawal(), '/api/admin/withdrawals/:id/'), body: () => ({ status: 'rejected', reason: 'Wrong wallet' }) },

  // Profiles: the PUT body has the shape of the caller's role, with the caller's own names.
  { route: 'GET /api/profile/', expect: [401, 200, 200, 200, 200, 200, 401], schema: ownProfileSchema },
  { route: 'PUT /api/profile/', expect: [401, 200, 200, 200, 200, 403, 401], schema: ownProfileSchema, body: (w, a) => ({ username: signedIn(w, a).user.username, email: `${signedIn(w, a).user.username}@example.com`, bio: 'Matrix bio.', category: 'food', followers_count: 10 }) },
  { route: 'PUT /api/profile/language/', expect: [401, 200, 200, 200, 200, 200, 401], schema: languageUpdateSchema, body: () => ({ language: 'en' }) },
  { route: 'PATCH /api/profile/picture/', expect: [401, 200, 200, 200, 200, 403, 401], schema: pictureResponseSchema, body: () => ({ profile_picture: null }) },

  // Accounts (see docs/accounts.md): the links' calls are public, with a token of no link here.
  { route: 'POST /api/email/verify/', tokens: true, expect: [400, 400, 400, 400, 400, 400, 400], body: () => ({ token: 'not-a-link-token' }) },
  { route: 'POST /api/password/forgot/', tokens: true, expect: [202, 202, 202, 202, 202, 202, 202], schema: acceptedResponseSchema, body: (w) => ({ email: w.users.brand.user.email }) },
  { route: 'POST /api/password/reset/', tokens: true, expect: [400, 400, 400, 400, 400, 400, 400], body: () => ({ token: 'not-a-link-token', password: 'a-new-password' }) },
  { route: 'GET /api/account/', expect: [401, 200, 200, 200, 200, 200, 401], schema: accountSchema },
  // EMAIL_VERIFICATION=none in this app: nothing to resend.
  { route: 'POST /api/email/verify/resend/', expect: [401, 409, 409, 409, 409, 409, 401] },
  { route: 'PUT /api/account/password/', expect: [401, 204, 204, 204, 204, 204, 401], body: (w, a) => ({ current_password: signedIn(w, a).password, new_password: signedIn(w, a).password }) },
  { route: 'PUT /api/account/email/', expect: [401, 200, 200, 200, 200, 200, 401], schema: accountSchema, body: (w, a) => ({ current_password: signedIn(w, a).password, email: signedIn(w, a).user.email }) },
  { route: 'GET /api/account/sessions/', expect: [401, 200, 200, 200, 200, 200, 401], schema: accountSessionListSchema },
  { route: 'DELETE /api/account/sessions/:id/', note: 'a new session of brand A', expect: [401, 204, 404, 404, 404, 404, 401], path: async (w) => `/api/account/sessions/${await newSessionOf(w.users.brand)}/` },
  { route: 'POST /api/account/sessions/sign-out-others/', expect: [401, 204, 204, 204, 204, 204, 401] },
  { route: 'GET /api/account/email-preferences/', expect: [401, 200, 200, 200, 200, 200, 401], schema: emailPreferencesSchema },
  { route: 'PUT /api/account/email-preferences/', expect: [401, 200, 200, 200, 200, 200, 401], schema: emailPreferencesSchema, body: () => ({ off: ['dispute_opened'] }) },
  { route: 'GET /api/account/wallets/', expect: [401, 200, 200, 200, 200, 403, 401], schema: walletsSchema },
  { route: 'PUT /api/account/wallets/', expect: [401, 200, 200, 200, 200, 403, 401], schema: walletsSchema, body: () => ({ bkash_number: '01712345678', nagad_number: null }) },

  // Dashboards: each for its own role.
  { route: 'GET /api/dashboard/brand/', expect: [401, 200, 200, 403, 403, 403, 401], schema: brandDashboardSchema },
  { route: 'GET /api/dashboard/influencer/', expect: [401, 403, 403, 200, 200, 403, 401], schema: influencerDashboardSchema },
  { route: 'GET /api/dashboard/admin/', expect: [401, 403, 403, 403, 403, 200, 401], schema: adminDashboardSchema },

  // The audit log of admin decisions.
  { route: 'GET /api/admin/audit-log/', expect: [401, 403, 403, 403, 403, 200, 401], schema: list(auditLogEntrySchema) },

  // Messages: every signed-in user has a /messages screen; sending needs an accepted application.
  { route: 'GET /api/messages/', expect: [401, 200, 200, 200, 200, 200, 401], schema: list(messageSchema) },
  { route: 'GET /api/messages/connections/', expect: [401, 200, 200, 200, 200, 200, 401], schema: list(connectionSchema) },
  { route: 'POST /api/messages/', expect: [401, 201, 403, 201, 403, 403, 401], schema: messageSchema, body: (w, a) => ({ receiver: counterpart(w, a), content: 'Hello from the matrix.' }) },
  { route: 'POST /api/messages/start-conversation/', expect: [401, 200, 403, 200, 403, 403, 401], schema: connectionSchema, body: (w, a) => ({ receiver_id: counterpart(w, a) }) },
  { route: 'GET /api/messages/unread-count/', expect: [401, 200, 200, 200, 200, 200, 401], schema: unreadMessageCountSchema },
  // Marking read touches only what was sent to the caller, so anyone signed in may ask.
  { route: 'POST /api/messages/read/', expect: [401, 200, 200, 200, 200, 200, 401], schema: markThreadReadResponseSchema, body: (w, a) => ({ with: counterpart(w, a) }) },

  // Notifications.
  { route: 'GET /api/notifications/', expect: [401, 200, 200, 200, 200, 200, 401], schema: list(notificationSchema) },
  { route: 'POST /api/notifications/read/', expect: [401, 200, 200, 200, 200, 200, 401], schema: markNotificationsReadResponseSchema, body: () => ({}) },

  // Collaborations (see docs/money.md): the two parties and admins read; each transition has its
  // party.
  { route: 'GET /api/applications/:id/', expect: [401, 200, 404, 200, 404, 200, 401], schema: collaborationSchema, path: id((w) => w.fresh.funded(), '/api/applications/:id/') },
  { route: 'POST /api/applications/:id/deliveries/', expect: [401, 403, 403, 201, 404, 403, 401], schema: deliverySchema, path: id((w) => w.fresh.funded(), '/api/applications/:id/deliveries/'), body: () => ({ links: [{ url: 'https://www.instagram.com/p/matrix/', platform: 'instagram' }] }) },
  { route: 'GET /api/applications/:id/drafts/', expect: [401, 200, 404, 200, 404, 200, 401], schema: list(draftSchema), path: async (w) => `/api/applications/${(await w.fresh.draft()).id}/drafts/` },
  { route: 'POST /api/applications/:id/drafts/', expect: [401, 403, 403, 201, 404, 403, 401], schema: draftSchema, path: id((w) => w.fresh.funded(), '/api/applications/:id/drafts/'), body: () => ({ links: [{ url: 'https://drive.google.com/file/d/matrix' }] }) },
  { route: 'PUT /api/applications/:id/drafts/:draft_id/', expect: [401, 200, 404, 403, 403, 403, 401], schema: draftSchema, path: async (w) => { const d = await w.fresh.draft(); return `/api/applications/${d.id}/drafts/${d.draftId}/`; }, body: () => ({ decision: 'approved' }) },
  { route: 'GET /api/applications/:id/drafts/:draft_id/files/:file_id/', expect: [401, 200, 404, 200, 404, 200, 401], file: 'image/png', path: async (w) => { const d = await w.fresh.draft(); return `/api/applications/${d.id}/drafts/${d.draftId}/files/${d.fileId}/`; } },
  { route: 'PUT /api/applications/:id/delivery/', expect: [401, 200, 404, 403, 403, 403, 401], schema: collaborationSchema, path: id((w) => w.fresh.delivered(), '/api/applications/:id/delivery/'), body: () => ({ decision: 'approved' }) },
  { route: 'POST /api/applications/:id/dispute/', expect: [401, 201, 404, 201, 404, 403, 401], schema: disputeSchema, path: id((w) => w.fresh.funded(), '/api/applications/:id/dispute/'), body: () => ({ reason: 'Opened by the authorization matrix.' }) },
  { route: 'POST /api/applications/:id/withdraw/', expect: [401, 403, 403, 200, 404, 403, 401], schema: collaborationSchema, path: id((w) => w.fresh.funded(), '/api/applications/:id/withdraw/') },
  { route: 'POST /api/applications/:id/cancel/', expect: [401, 200, 404, 403, 403, 403, 401], schema: collaborationSchema, path: id((w) => w.fresh.overdue(), '/api/applications/:id/cancel/') },
  { route: 'GET /api/admin/disputes/', expect: [401, 403, 403, 403, 403, 200, 401], schema: list(disputeCaseSchema) },
  { route: 'GET /api/admin/disputes/:id/messages/', expect: [401, 403, 403, 403, 403, 200, 401], schema: list(messageSchema), path: id((w) => w.fresh.dispute(), '/api/admin/disputes/:id/messages/') },
  { route: 'PUT /api/admin/disputes/:id/', expect: [401, 403, 403, 403, 403, 200, 401], schema: disputeSchema, path: id((w) => w.fresh.dispute(), '/api/admin/disputes/:id/'), body: () => ({ outcome: 'release', reason: 'Decided by the matrix.' }) },
  { route: 'POST /api/disputes/:id/statements/', expect: [401, 201, 404, 201, 404, 403, 401], schema: disputeSchema, path: id((w) => w.fresh.dispute(), '/api/disputes/:id/statements/'), body: () => ({ text: 'Stated by the authorization matrix.', links: ['https://example.com/evidence'] }) },
  { route: 'POST /api/disputes/:id/agree-to-cancel/', expect: [401, 200, 404, 200, 404, 403, 401], schema: disputeSchema, path: id((w) => w.fresh.dispute(), '/api/disputes/:id/agree-to-cancel/') },
  { route: 'GET /api/admin/refunds/', expect: [401, 403, 403, 403, 403, 200, 401], schema: list(adminRefundSchema) },
  { route: 'PUT /api/admin/refunds/:id/', expect: [401, 403, 403, 403, 403, 200, 401], schema: adminRefundSchema, path: id((w) => w.fresh.pendingRefund(), '/api/admin/refunds/:id/'), body: () => ({ transaction_id: newTransactionId(), phone_number: '01712345678', payment_method: 'bkash' }) },
  { route: 'POST /api/admin/refunds/:id/gateway/', note: 'a refund of a payment made by transfer: the manual transfer stays', expect: [401, 403, 403, 403, 403, 409, 401], schema: errorBodySchema, path: id((w) => w.fresh.pendingRefund(), '/api/admin/refunds/:id/gateway/') },
  { route: 'POST /api/admin/refunds/:id/gateway/confirm/', note: 'a refund not waiting for an answer from Nagad', expect: [401, 403, 403, 403, 403, 409, 401], schema: errorBodySchema, path: id((w) => w.fresh.pendingRefund(), '/api/admin/refunds/:id/gateway/confirm/'), body: () => ({ transaction_id: newTransactionId() }) },
  { route: 'POST /api/admin/refunds/:id/gateway/release/', note: 'a refund not waiting for an answer from Nagad', expect: [401, 403, 403, 403, 403, 409, 401], schema: errorBodySchema, path: id((w) => w.fresh.pendingRefund(), '/api/admin/refunds/:id/gateway/release/') },
  { route: 'POST /api/applications/:id/review/', expect: [401, 201, 404, 201, 404, 403, 401], schema: reviewSchema, path: id((w) => w.fresh.released(), '/api/applications/:id/review/'), body: () => ({ rating: 4, text: 'Reviewed by the matrix.' }) },
  { route: 'POST /api/reviews/:id/reply/', expect: [401, 403, 403, 201, 403, 403, 401], schema: reviewSchema, path: id((w) => w.fresh.publishedReview(), '/api/reviews/:id/reply/'), body: () => ({ text: 'Replied by the matrix.' }) },
  { route: 'GET /api/profile/:username/reviews/', expect: [200, 200, 200, 200, 200, 200, 200], schema: list(publicReviewSchema), path: (w) => `/api/profile/${w.users.influencer.user.username}/reviews/` },
  { route: 'GET /api/statement/', expect: [401, 200, 200, 200, 200, 403, 401], schema: list(statementLineSchema) },
  { route: 'GET /api/statement/export/', expect: [401, 200, 200, 200, 200, 403, 401], csv: true },
  { route: 'GET /api/receipts/:number/', note: 'a payment', expect: [401, 200, 404, 200, 404, 200, 401], schema: receiptSchema, path: (w) => `/api/receipts/${w.receipts.payment}/` },
  { route: 'GET /api/receipts/:number/', note: 'a payout', expect: [401, 404, 404, 200, 404, 200, 401], schema: receiptSchema, path: (w) => `/api/receipts/${w.receipts.payout}/` },
  { route: 'GET /api/config/', expect: [200, 200, 200, 200, 200, 200, 200], schema: platformConfigSchema },

  // Offers (see docs/collaboration.md): brand A sends to influencer A, who answers; another brand
  // cannot offer brand A's campaign, and another user's offer is 404.
  { route: 'GET /api/offers/', expect: [401, 200, 200, 200, 200, 403, 401], schema: list(offerSchema) },
  { route: 'POST /api/offers/', expect: [401, 201, 404, 403, 403, 403, 401], schema: offerSchema, body: async (w) => ({ influencer: w.users.influencer.user.id, campaign: (await w.fresh.campaign()).id, amount: '1200.00', note: 'Offered by the matrix.' }) },
  { route: 'POST /api/offers/', note: 'a private brief', expect: [401, 201, 201, 403, 403, 403, 401], schema: offerSchema, body: (w) => ({ influencer: w.users.influencer.user.id, brief: { title: 'Matrix brief', deliverables: [{ platform: 'facebook', kind: 'post', count: 1 }] }, amount: '1200.00' }) },
  { route: 'PUT /api/offers/:id/', expect: [401, 403, 403, 200, 404, 403, 401], schema: offerSchema, path: id((w) => w.fresh.offer(), '/api/offers/:id/'), body: () => ({ decision: 'accepted' }) },
  { route: 'DELETE /api/offers/:id/', expect: [401, 200, 404, 403, 403, 403, 401], schema: offerSchema, path: id((w) => w.fresh.offer(), '/api/offers/:id/') },

  // Shortlists (see docs/collaboration.md): each brand has its own; another brand's saved
  // influencer is not on this brand's list, so removing them is 404 and saving them is new.
  { route: 'GET /api/shortlist/', expect: [401, 200, 200, 403, 403, 403, 401], schema: list(shortlistEntrySchema) },
  { route: 'GET /api/shortlist/:username/', expect: [401, 200, 200, 403, 403, 403, 401], schema: shortlistStateSchema, path: async (w) => `/api/shortlist/${(await w.fresh.shortlisted()).user.username}/` },
  { route: 'PUT /api/shortlist/:username/', expect: [401, 201, 201, 403, 403, 403, 401], schema: shortlistEntrySchema, path: async (w) => `/api/shortlist/${(await w.fresh.user()).user.username}/` },
  { route: 'PUT /api/shortlist/:username/', note: 'already on brand A\'s shortlist', expect: [401, 200, 201, 403, 403, 403, 401], schema: shortlistEntrySchema, path: async (w) => `/api/shortlist/${(await w.fresh.shortlisted()).user.username}/` },
  { route: 'DELETE /api/shortlist/:username/', expect: [401, 204, 404, 403, 403, 403, 401], path: async (w) => `/api/shortlist/${(await w.fresh.shortlisted()).user.username}/` },

  // Packages (see docs/packages.md): public to read, influencer A writes her own, brands buy.
  { route: 'GET /api/profile/:username/packages/', expect: [200, 200, 200, 200, 200, 200, 200], schema: list(packageSchema), path: (w) => `/api/profile/${w.users.influencer.user.username}/packages/` },
  { route: 'POST /api/packages/', expect: [401, 403, 403, 201, 201, 403, 401], schema: packageSchema, body: () => MATRIX_PACKAGE },
  { route: 'PUT /api/packages/:id/', expect: [401, 403, 403, 200, 404, 403, 401], schema: packageSchema, path: id((w) => w.fresh.package(), '/api/packages/:id/'), body: () => MATRIX_PACKAGE },
  { route: 'DELETE /api/packages/:id/', expect: [401, 403, 403, 204, 404, 403, 401], path: id((w) => w.fresh.package(), '/api/packages/:id/') },
  { route: 'POST /api/packages/:id/orders/', expect: [401, 201, 201, 403, 403, 403, 401], schema: packageOrderSchema, path: id((w) => w.fresh.package(), '/api/packages/:id/orders/'), body: () => ({ price: MATRIX_PACKAGE.price }) },

  // Real-time events: a WebSocket (its auth and events are tested in realtime/events.test.ts).
  { route: 'GET /api/events/', note: 'plain HTTP, not a WebSocket upgrade', expect: [426, 426, 426, 426, 426, 426, 426] },
];

/** What influencer A lists as a package in the matrix. */
const MATRIX_PACKAGE = {
  title: 'Matrix package',
  platform: 'facebook',
  deliverables: [{ platform: 'facebook', kind: 'post', count: 1 }],
  price: '1500.00',
  delivery_days: 5,
};

/** Registered routes outside the JSON API, served to browsers. */
const NOT_API = (key: string) => !key.split(' ')[1]?.startsWith('/api/');

let t: TestApp;
let world: World;
let registered: Set<string>;

beforeAll(async () => {
  // Checkout through the gateway simulator, which the app starts itself.
  t = await startTestApp({ paymentGateway: 'simulator' });
  const { app } = t;
  const db = t.database.db;
  const [brand, otherBrand, influencer, otherInfluencer, deactivated] = [
    await registerUser(app, 'brand'),
    await registerUser(app, 'brand'),
    await registerUser(app, 'influencer'),
    await registerUser(app, 'influencer'),
    await registerUser(app, 'brand'),
  ];
  const admin = await registerAdmin(app, db);

  // Both influencers hold a balance to withdraw from; only influencer A works with brand A.
  await releasedPayment(app, db, { brand, influencer, admin }, '50000.00');
  await releasedPayment(
    app,
    db,
    { brand: otherBrand, influencer: otherInfluencer, admin },
    '50000.00',
  );

  const submitPayment = async (applicationId: number) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/submit/',
      headers: bearer(brand),
      payload: {
        application_id: applicationId,
        amount: '1500.00',
        payment_method: 'nagad',
        transaction_id: newTransactionId(),
      },
    });
    if (response.statusCode !== 201) throw new Error(`payment failed: ${response.body}`);
    return response.json() as { id: number };
  };
  const paid = await acceptedApplication(db, brand.user.id, influencer.user.id);
  await submitPayment(paid.application.id);

  /** A call the fixtures need to succeed. */
  const call = async (
    who: SignedIn,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => {
    const response = await app.inject({ method, url, headers: bearer(who), payload });
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.body}`);
    return response;
  };
  /** The admin confirms the brand's payment for the application: its money is held in escrow. */
  const fund = async (applicationId: number) => {
    const payment = await submitPayment(applicationId);
    await call(admin, 'PUT', `/api/admin/payments/${payment.id}/`, { status: 'confirmed' });
  };
  const funded = async () => {
    const { application } = await acceptedApplication(db, brand.user.id, influencer.user.id);
    await fund(application.id);
    return application;
  };
  const released = async () => {
    const collaboration = await funded();
    await deliverAndApprove(app, { brand, influencer }, collaboration.id);
    return collaboration;
  };

  const deactivation = await app.inject({
    method: 'PUT',
    url: `/api/admin/users/${deactivated.user.id}/`,
    headers: bearer(admin),
    payload: { action: 'deactivate' },
  });
  if (deactivation.statusCode !== 200) throw new Error(`deactivate: ${deactivation.body}`);

  /** The receipt number of `who`'s newest statement line of `kind`. */
  const receiptOf = async (who: SignedIn, kind: StatementLine['kind']) => {
    const lines = (await call(who, 'GET', '/api/statement/')).json() as StatementLine[];
    const number = lines.find((line) => line.kind === kind)?.receipt_number;
    if (number === undefined || number === null) throw new Error(`no ${kind} receipt`);
    return number;
  };
  const withdrawal = await call(influencer, 'POST', '/api/withdrawals/', {
    amount: '200.00',
    payment_method: 'bkash',
    phone_number: '01812345678',
  });
  const { id: withdrawalId } = withdrawal.json() as { id: number };
  await call(admin, 'PUT', `/api/admin/withdrawals/${withdrawalId}/`, {
    status: 'approved',
    transaction_id: 'MATRIXPAYOUT1',
  });

  world = {
    users: { brand, otherBrand, influencer, otherInfluencer, admin, deactivated },
    paidCampaign: paid.campaign,
    receipts: {
      payment: await receiptOf(brand, 'payment'),
      payout: await receiptOf(influencer, 'withdrawal'),
    },
    fresh: {
      campaign: () => insertCampaign(db, { brandId: brand.user.id }),
      async pendingApplication() {
        const campaign = await insertCampaign(db, { brandId: brand.user.id });
        return insertApplication(db, {
          campaignId: campaign.id,
          influencerId: influencer.user.id,
          status: 'pending',
        });
      },
      async acceptedApplication() {
        return (await acceptedApplication(db, brand.user.id, influencer.user.id)).application;
      },
      async pendingPayment() {
        const { application } = await acceptedApplication(db, brand.user.id, influencer.user.id);
        return submitPayment(application.id);
      },
      async intent() {
        const { application } = await acceptedApplication(db, brand.user.id, influencer.user.id);
        const response = await call(brand, 'POST', '/api/payments/checkout/', {
          application_id: application.id,
          gateway: 'bkash',
        });
        const started = response.json() as { intent_id: number; redirect_url: string };
        const paymentID = new URL(started.redirect_url).searchParams.get('paymentID') ?? '';
        return { id: started.intent_id, paymentID };
      },
      async nagadIntent() {
        const { application } = await acceptedApplication(db, brand.user.id, influencer.user.id);
        const response = await call(brand, 'POST', '/api/payments/checkout/', {
          application_id: application.id,
          gateway: 'nagad',
        });
        const started = response.json() as { intent_id: number; redirect_url: string };
        const paymentRefId = new URL(started.redirect_url).searchParams.get('payment_ref_id') ?? '';
        return { id: started.intent_id, paymentRefId };
      },
      async unmatchedIntent() {
        const started = await startedCheckout(app, db, { brand, influencer }, 'bkash', '1500.00');
        await submitPayment(started.applicationId);
        await followCallback(app, await started.pay());
        return { id: started.intentId };
      },
      async pendingWithdrawal() {
        const response = await app.inject({
          method: 'POST',
          url: '/api/withdrawals/',
          headers: bearer(influencer),
          payload: { amount: '100.00', payment_method: 'bkash', phone_number: '01812345678' },
        });
        if (response.statusCode !== 201) throw new Error(`withdrawal failed: ${response.body}`);
        return response.json() as { id: number };
      },
      user: () => registerUser(app, 'influencer'),
      funded,
      async delivered() {
        const collaboration = await funded();
        await call(influencer, 'POST', `/api/applications/${collaboration.id}/deliveries/`, {
          links: [{ url: 'https://www.youtube.com/watch?v=matrix' }],
        });
        return collaboration;
      },
      async overdue() {
        const campaign = await insertCampaign(db, {
          brandId: brand.user.id,
          deadline: '2020-01-01',
        });
        const application = await insertApplication(db, {
          campaignId: campaign.id,
          influencerId: influencer.user.id,
        });
        await fund(application.id);
        return application;
      },
      async dispute() {
        const collaboration = await funded();
        const response = await call(
          brand,
          'POST',
          `/api/applications/${collaboration.id}/dispute/`,
          {
            reason: 'Opened for the admin rows of the matrix.',
          },
        );
        return response.json() as { id: number };
      },
      async pendingRefund() {
        const collaboration = await funded();
        await call(influencer, 'POST', `/api/applications/${collaboration.id}/withdraw/`);
        const refunds = await call(admin, 'GET', '/api/admin/refunds/?status=pending&limit=1');
        const [refund] = refunds.json() as { id: number; application_id: number }[];
        if (refund?.application_id !== collaboration.id) throw new Error('no pending refund');
        return refund;
      },
      released,
      async publishedReview() {
        const collaboration = await released();
        const path = `/api/applications/${collaboration.id}/review/`;
        const review = await call(brand, 'POST', path, { rating: 5, text: 'For the matrix.' });
        await call(influencer, 'POST', path, { rating: 5, text: 'For the matrix too.' });
        return review.json() as { id: number };
      },
      async offer() {
        const campaign = await insertCampaign(db, { brandId: brand.user.id });
        const response = await call(brand, 'POST', '/api/offers/', {
          influencer: influencer.user.id,
          campaign: campaign.id,
          amount: '1200.00',
        });
        return response.json() as { id: number };
      },
      async shortlisted() {
        const saved = await registerUser(app, 'influencer');
        await call(brand, 'PUT', `/api/shortlist/${saved.user.username}/`);
        return saved;
      },
      async draft() {
        const collaboration = await funded();
        const form = multipartFile('files', 'draft.png', 'image/png', tinyPng());
        const response = await app.inject({
          method: 'POST',
          url: `/api/applications/${collaboration.id}/drafts/`,
          headers: { ...bearer(influencer), ...form.headers },
          payload: form.payload,
        });
        if (response.statusCode !== 201) throw new Error(`draft failed: ${response.body}`);
        const draft = draftSchema.parse(response.json());
        const fileId = draft.files[0]?.id;
        if (fileId === undefined) throw new Error('the draft kept no file');
        return { id: collaboration.id, draftId: draft.id, fileId };
      },
      async package() {
        await db.delete(packages).where(eq(packages.influencerId, influencer.user.id));
        const [row] = await db
          .insert(packages)
          .values({
            influencerId: influencer.user.id,
            title: MATRIX_PACKAGE.title,
            platform: 'facebook',
            deliverables: [{ platform: 'facebook', kind: 'post', count: 1 }],
            price: MATRIX_PACKAGE.price,
            deliveryDays: MATRIX_PACKAGE.delivery_days,
          })
          .returning();
        if (row === undefined) throw new Error('no package');
        return row;
      },
    },
  };
  registered = new Set(registeredRoutes(app).map(routeKey));
});

afterAll(() => t.close());

function rowKey(row: Row): string {
  return routeKey({ method: row.route.split(' ')[0] ?? '', path: row.route.split(' ')[1] ?? '' });
}

describe('the authorization matrix', () => {
  it('has a row for every route the app registered', () => {
    const covered = new Set(ROWS.map(rowKey));
    const missing = [...registered].filter((key) => !NOT_API(key) && !covered.has(key));
    expect(missing).toEqual([]);
  });

  it('names only routes the app registered', () => {
    expect(ROWS.map(rowKey).filter((key) => !registered.has(key))).toEqual([]);
  });

  describe.each(ROWS.map((row) => [`${row.route}${row.note ? ` (${row.note})` : ''}`, row]))(
    '%s',
    (_title, row) => {
      const cells = ACTORS.map((actor, index) => [actor, (row as Row).expect[index] ?? 0] as const);
      it.each(cells)('%s: %d', async (actor, expected) => {
        const entry = row as Row;
        const [method, template = ''] = entry.route.split(' ');
        const url = entry.path === undefined ? template : await entry.path(world, actor);
        const body = entry.body === undefined ? undefined : await entry.body(world, actor);
        const response = await t.app.inject({
          method: method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
          url,
          headers: actor === 'anonymous' ? {} : bearer(world.users[actor]),
          ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
        });

        expect({ status: response.statusCode, body: response.body.slice(0, 300) }).toEqual({
          status: expected,
          body: expect.any(String),
        });
        // Private: a route that authenticates (anonymous gets 401), a token call, or a request
        // carrying a token. Its answer, success or refusal, is never stored.
        const isPrivate = entry.expect[0] === 401 || entry.tokens === true || actor !== 'anonymous';
        expect(response.headers['cache-control']).toBe(isPrivate ? 'no-store' : undefined);
        if (expected === 204) {
          expect(response.body).toBe('');
        } else if (expected === 303) {
          expect(response.headers.location).toMatch(/^\/payments\/return\/\d+$/);
        } else if (expected < 300 && entry.file !== undefined) {
          expect(response.headers['content-type']).toBe(entry.file);
          expect(response.headers['x-content-type-options']).toBe('nosniff');
        } else if (expected < 300 && entry.csv === true) {
          expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
          // The byte order mark, then the header row.
          expect(response.body).toMatch(/^\uFEFF[^,\r\n]+,/);
        } else if (expected < 300) {
          const parsed = z.safeParse(entry.schema ?? z.unknown(), response.json());
          expect(parsed.error?.issues ?? []).toEqual([]);
        } else {
          // A refusal is one sentence and nothing of the object it refused.
          const refusal = response.json() as unknown;
          expect(z.strictObject(errorBodySchema.shape).safeParse(refusal).success).toBe(true);
          expect(Object.keys(refusal as object)).toEqual(['error']);
        }
      });
    },
  );
});
