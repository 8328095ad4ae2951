import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '@portal/shared/contract/auth';
import type { Category } from '@portal/shared/contract/common';
import type { Database } from '../db/client';
import { applications, campaigns, users } from '../db/schema';
import { registerUser } from './users';

/**
 * Marketplace rows inserted straight into the test database, for suites that need campaigns and
 * applications in a given state without going through those endpoints.
 */

export type SignedIn = AuthResponse & { password: string };

/** A user registered over HTTP and then made an admin in the database (admins are made by a CLI). */
export async function registerAdmin(app: FastifyInstance, db: Database): Promise<SignedIn> {
  const user = await registerUser(app, 'influencer');
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.user.id));
  return { ...user, user: { ...user.user, role: 'admin' } };
}

export interface CampaignFixture {
  brandId: number;
  budget?: string;
  title?: string;
  category?: Category;
  isActive?: boolean;
  deadline?: string | null;
}

let counter = 0;

/** `count` users of `role` inserted in one statement (no password that signs in); their ids. */
export async function insertUsers(
  db: Database,
  role: 'brand' | 'influencer',
  count: number,
): Promise<number[]> {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        counter += 1;
        const username = `fixture_${role}_${counter}`;
        return { username, email: `${username}@example.com`, passwordHash: 'x', role };
      }),
    )
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

export async function insertCampaign(db: Database, fixture: CampaignFixture) {
  counter += 1;
  const [row] = await db
    .insert(campaigns)
    .values({
      brandId: fixture.brandId,
      title: fixture.title ?? `Campaign ${counter}`,
      description: 'A test campaign.',
      budget: fixture.budget ?? '1500.00',
      category: fixture.category ?? 'fashion',
      isActive: fixture.isActive ?? true,
      deadline: fixture.deadline ?? null,
    })
    .returning();
  if (row === undefined) throw new Error('insert into campaigns returned no row');
  return row;
}

export interface ApplicationFixture {
  campaignId: number;
  influencerId: number;
  status?: 'pending' | 'accepted' | 'rejected';
  expectedFee?: string | null;
}

/** The campaign's brand, as an application copies it when it is made (schema.ts, applications). */
export function brandOfCampaign(campaignId: number) {
  return sql<number>`(select ${campaigns.brandId} from ${campaigns} where ${campaigns.id} = ${campaignId})`;
}

export async function insertApplication(db: Database, fixture: ApplicationFixture) {
  const [row] = await db
    .insert(applications)
    .values({
      campaignId: fixture.campaignId,
      brandId: brandOfCampaign(fixture.campaignId),
      influencerId: fixture.influencerId,
      proposal: 'I would love to work on this.',
      expectedFee: fixture.expectedFee ?? null,
      status: fixture.status ?? 'accepted',
    })
    .returning();
  if (row === undefined) throw new Error('insert into applications returned no row');
  return row;
}

/** A brand's campaign with an accepted application of `influencerId`, agreed at `amount`. */
export async function acceptedApplication(
  db: Database,
  brandId: number,
  influencerId: number,
  amount = '1500.00',
) {
  const campaign = await insertCampaign(db, { brandId, budget: amount });
  const application = await insertApplication(db, {
    campaignId: campaign.id,
    influencerId,
    status: 'accepted',
  });
  return { campaign, application };
}

/** The Authorization header of a signed-in user. */
export function bearer(user: { access: string }): { authorization: string } {
  return { authorization: `Bearer ${user.access}` };
}

/** A request to `/api` + `path` as `user` (no Authorization header without one), JSON `payload` if any. */
export function injectAs(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  user?: { access: string },
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/api${path}`,
    headers: user === undefined ? {} : bearer(user),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

let transactionCounter = 0;

/** A fresh wallet transaction ID, unique within the test run. */
export function newTransactionId(): string {
  transactionCounter += 1;
  return `TX${String(transactionCounter).padStart(8, '0')}`;
}

/**
 * A payment by transfer the brand submitted over HTTP for a new accepted application of `amount`,
 * pending the admin; `transactionId` is the typed wallet transaction ID (a new one unless given).
 */
export async function submittedPayment(
  app: FastifyInstance,
  db: Database,
  parties: { brand: SignedIn; influencer: SignedIn },
  amount: string,
  transactionId = newTransactionId(),
): Promise<{ paymentId: number; applicationId: number }> {
  const { application } = await acceptedApplication(
    db,
    parties.brand.user.id,
    parties.influencer.user.id,
    amount,
  );
  const submitted = await app.inject({
    method: 'POST',
    url: '/api/payments/submit/',
    headers: bearer(parties.brand),
    payload: {
      application_id: application.id,
      amount,
      payment_method: 'bkash',
      transaction_id: transactionId,
    },
  });
  if (submitted.statusCode !== 201) throw new Error(`payment failed: ${submitted.body}`);
  return { paymentId: (submitted.json() as { id: number }).id, applicationId: application.id };
}

/**
 * A payment the brand submitted over HTTP for an accepted application and the admin confirmed:
 * `amount` is held in escrow for the collaboration (see docs/money.md), not yet in the influencer's
 * balance.
 */
export async function confirmedPayment(
  app: FastifyInstance,
  db: Database,
  parties: { brand: SignedIn; influencer: SignedIn; admin: SignedIn },
  amount: string,
): Promise<{ paymentId: number; applicationId: number }> {
  const submitted = await submittedPayment(app, db, parties, amount);
  const confirmed = await app.inject({
    method: 'PUT',
    url: `/api/admin/payments/${submitted.paymentId}/`,
    headers: bearer(parties.admin),
    payload: { status: 'confirmed' },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation failed: ${confirmed.body}`);
  return submitted;
}

/**
 * A collaboration paid, delivered and approved over HTTP: `amount` (less the platform fee) is in
 * the influencer's balance.
 */
export async function releasedPayment(
  app: FastifyInstance,
  db: Database,
  parties: { brand: SignedIn; influencer: SignedIn; admin: SignedIn },
  amount: string,
): Promise<{ paymentId: number; applicationId: number }> {
  const paid = await confirmedPayment(app, db, parties, amount);
  await deliverAndApprove(app, parties, paid.applicationId);
  return paid;
}

/** The influencer delivers a funded collaboration and the brand approves it, over HTTP. */
export async function deliverAndApprove(
  app: FastifyInstance,
  parties: { brand: SignedIn; influencer: SignedIn },
  applicationId: number,
): Promise<void> {
  const delivered = await app.inject({
    method: 'POST',
    url: `/api/applications/${applicationId}/deliveries/`,
    headers: bearer(parties.influencer),
    payload: { links: [{ url: 'https://www.facebook.com/reel/1', platform: 'facebook' }] },
  });
  if (delivered.statusCode !== 201) throw new Error(`delivery failed: ${delivered.body}`);
  const approved = await app.inject({
    method: 'PUT',
    url: `/api/applications/${applicationId}/delivery/`,
    headers: bearer(parties.brand),
    payload: { decision: 'approved' },
  });
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
}
