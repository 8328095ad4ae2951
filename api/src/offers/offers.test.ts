import { eq } from 'drizzle-orm';
import { applicationSchema } from '@portal/shared/contract/applications';
import { collaborationSchema } from '@portal/shared/contract/collaborations';
import { offerSchema, type Offer } from '@portal/shared/contract/offers';
import { todayInDhaka } from '@portal/shared/dates';
import { campaigns, users } from '../db/schema';
import {
  insertApplication,
  injectAs,
  insertCampaign,
  newTransactionId,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { notificationsOf } from '../test/notifications-of';
import { registerUser } from '../test/users';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
/** The test's clock: every service reads it, so a test can step past an offer's expiry. */
let now = new Date();
let brand: SignedIn;
let otherBrand: SignedIn;
let influencer: SignedIn;
let otherInfluencer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await startTestApp({ platformFeePercent: 10, offerExpiryDays: 7 }, undefined, {
    clock: () => now,
  });
  brand = await registerUser(t.app, 'brand');
  otherBrand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
  otherInfluencer = await registerUser(t.app, 'influencer');
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(() => t.close());
afterEach(() => {
  now = new Date();
});

const call = (
  method: Parameters<typeof injectAs>[1],
  path: string,
  who?: SignedIn,
  payload?: unknown,
) => injectAs(t.app, method, path, who, payload);

const newCampaign = (fixture: Partial<Parameters<typeof insertCampaign>[1]> = {}) =>
  insertCampaign(t.database.db, { brandId: brand.user.id, ...fixture });

const BRIEF = {
  title: 'Boishakh lookbook',
  deliverables: [
    { platform: 'instagram', kind: 'reel', count: 2 },
    { platform: 'facebook', kind: 'post', count: 1 },
  ],
};

const send = (who: SignedIn, body: Record<string, unknown>) =>
  call('POST', '/offers/', who, { influencer: influencer.user.id, amount: '5000', ...body });

async function sent(body: Record<string, unknown> = {}, who: SignedIn = brand): Promise<Offer> {
  const target = body.campaign === undefined && body.brief === undefined ? { brief: BRIEF } : {};
  const response = await send(who, { ...target, ...body });
  expect(response.statusCode).toBe(201);
  return offerSchema.parse(response.json());
}

const answer = (who: SignedIn, id: number, body: Record<string, unknown>) =>
  call('PUT', `/offers/${id}/`, who, body);
const withdraw = (who: SignedIn, id: number) => call('DELETE', `/offers/${id}/`, who);

describe('POST /api/offers/', () => {
  it('sends an offer for an own campaign: 201, the fee shown, the influencer notified', async () => {
    const campaign = await newCampaign({ title: 'Eid Collection' });
    const response = await send(brand, {
      campaign: String(campaign.id),
      amount: '১২,৫০০.৫',
      note: '  Two reels before Eid.  ',
    });
    expect(response.statusCode).toBe(201);
    const offer = offerSchema.parse(response.json());
    expect(offer).toMatchObject({
      brand: brand.user.id,
      brand_name: brand.user.username,
      influencer: influencer.user.id,
      influencer_name: influencer.user.username,
      campaign: campaign.id,
      title: 'Eid Collection',
      brief: null,
      amount: '12500.50',
      platform_fee: '1250.05',
      influencer_receives: '11250.45',
      note: 'Two reels before Eid.',
      status: 'pending',
      reason: null,
      application_id: null,
      decided_at: null,
    });
    expect(Date.parse(offer.expires_at) - Date.parse(offer.created_at)).toBe(7 * DAY_MS);
    const [notification] = (
      await notificationsOf(t.database.db, influencer.user.id, 'offer_received')
    ).slice(-1);
    expect(notification).toMatchObject({
      text: `${brand.user.username} sent you an offer of ৳12,500.50 for Eid Collection.`,
      link: '/offers',
    });
  });

  it('sends a private brief with its deliverables and deadline', async () => {
    const deadline = todayInDhaka();
    const offer = await sent({ brief: { ...BRIEF, deadline } });
    expect(offer).toMatchObject({
      campaign: null,
      title: 'Boishakh lookbook',
      brief: { ...BRIEF, deadline },
      note: '',
    });
  });

  it.each([
    ['neither a campaign nor a brief', { brief: undefined }],
    ['both a campaign and a brief', { campaign: 1, brief: BRIEF }],
    ['an amount of 0', { amount: '0', brief: BRIEF }],
    ['an amount over 99,999,999.99', { amount: '100000000', brief: BRIEF }],
    ['an amount with three decimals', { amount: '12.345', brief: BRIEF }],
    ['a note over 2000 characters', { note: 'x'.repeat(2001), brief: BRIEF }],
    ['a brief title of invisible characters', { brief: { ...BRIEF, title: '\u200b\u200b' } }],
    ['a brief without deliverables', { brief: { ...BRIEF, deliverables: [] } }],
    ['a brief deadline in the past', { brief: { ...BRIEF, deadline: '2020-01-01' } }],
  ])('refuses %s: 400 with fields', async (_case, body) => {
    const response = await call('POST', '/offers/', brand, {
      influencer: influencer.user.id,
      amount: '5000',
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String), fields: expect.any(Object) });
  });

  it('refuses an offer to oneself, to a brand, to a deactivated or unknown user: 400', async () => {
    const deactivated = await registerUser(t.app, 'influencer');
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, deactivated.user.id));
    expect((await send(brand, { influencer: brand.user.id, brief: BRIEF })).json()).toEqual({
      error: 'You cannot send an offer to yourself.',
      fields: { influencer: ['You cannot send an offer to yourself.'] },
    });
    for (const id of [otherBrand.user.id, deactivated.user.id, admin.user.id, 2_000_000]) {
      const response = await send(brand, { influencer: id, brief: BRIEF });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'Choose an active influencer to send the offer to.',
      });
    }
  });

  it("refuses another brand's campaign, a private one or a missing one: 404", async () => {
    const others = await insertCampaign(t.database.db, { brandId: otherBrand.user.id });
    const [hidden] = await t.database.db
      .insert(campaigns)
      .values({
        brandId: brand.user.id,
        title: 'Private',
        description: 'A brief',
        budget: '10.00',
        category: 'other',
        isPrivate: true,
      })
      .returning();
    for (const id of [others.id, hidden?.id, 2_000_000]) {
      const response = await send(brand, { campaign: id });
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 404,
        body: { error: 'Campaign not found.' },
      });
    }
  });

  it('refuses an inactive or past-deadline campaign: 409', async () => {
    const inactive = await newCampaign({ isActive: false });
    expect((await send(brand, { campaign: inactive.id })).json()).toEqual({
      error: 'This campaign is not active, so no offer can be made for it.',
    });
    const past = await newCampaign({ deadline: '2020-01-01' });
    const response = await send(brand, { campaign: past.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'The deadline for this campaign has passed.' });
  });

  it('refuses a second pending offer for the campaign, not after the first was answered', async () => {
    const campaign = await newCampaign();
    const first = await sent({ campaign: campaign.id });
    const second = await send(brand, { campaign: campaign.id });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error:
        'You have already sent this influencer an offer for this campaign that is still pending.',
    });
    // Another influencer may get one.
    expect(
      (await send(brand, { campaign: campaign.id, influencer: otherInfluencer.user.id }))
        .statusCode,
    ).toBe(201);
    await answer(influencer, first.id, { decision: 'declined' });
    expect((await send(brand, { campaign: campaign.id })).statusCode).toBe(201);
  });

  it('two offers at once for one campaign and influencer: one 201, one 409', async () => {
    const campaign = await newCampaign();
    const statuses = await Promise.all([
      send(brand, { campaign: campaign.id }),
      send(brand, { campaign: campaign.id }),
    ]);
    expect(statuses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('lets a new offer follow an expired one', async () => {
    const campaign = await newCampaign();
    await sent({ campaign: campaign.id });
    now = new Date(Date.now() + 8 * DAY_MS);
    expect((await send(brand, { campaign: campaign.id })).statusCode).toBe(201);
  });

  it('refuses an offer for a campaign the influencer applied to: 409', async () => {
    const campaign = await newCampaign();
    await insertApplication(t.database.db, {
      campaignId: campaign.id,
      influencerId: influencer.user.id,
    });
    const response = await send(brand, { campaign: campaign.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'This influencer has already applied to this campaign.',
    });
  });

  it('only brands send: 403 for an influencer or an admin', async () => {
    for (const who of [influencer, admin]) {
      expect((await send(who, { brief: BRIEF })).statusCode).toBe(403);
    }
  });
});

describe('GET /api/offers/', () => {
  it('gives a brand its sent offers and an influencer its received ones, in keyset pages', async () => {
    const lister = await registerUser(t.app, 'brand');
    const made: Offer[] = [];
    for (let index = 0; index < 3; index += 1) made.push(await sent({}, lister));
    const first = await call('GET', '/offers/?limit=2', lister);
    expect(first.statusCode).toBe(200);
    expect((first.json() as Offer[]).map((offer) => offer.id)).toEqual([made[2]?.id, made[1]?.id]);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const second = await call('GET', next?.replace(/^\/api/, '') ?? '', lister);
    expect((second.json() as Offer[]).map((offer) => offer.id)).toEqual([made[0]?.id]);
    expect(second.headers.link).toBeUndefined();

    const received = (await call('GET', '/offers/?limit=100', influencer)).json() as Offer[];
    expect(received.every((offer) => offer.influencer === influencer.user.id)).toBe(true);
    expect(received.map((offer) => offer.id)).toEqual(
      expect.arrayContaining(made.map((offer) => offer.id)),
    );
    const others = (await call('GET', '/offers/', otherInfluencer)).json() as Offer[];
    expect(others.some((offer) => made.some((mine) => mine.id === offer.id))).toBe(false);
    expect((await call('GET', '/offers/', otherBrand)).json()).toEqual([]);
  });

  it('shows a pending offer past its time as expired', async () => {
    const offer = await sent();
    now = new Date(Date.now() + 8 * DAY_MS);
    const list = (await call('GET', '/offers/?limit=100', brand)).json() as Offer[];
    expect(list.find((row) => row.id === offer.id)?.status).toBe('expired');
  });
});

describe('PUT /api/offers/{id}/', () => {
  it('accepting an offer for a campaign makes a collaboration awaiting payment', async () => {
    const campaign = await newCampaign({ title: 'Winter Sale' });
    const offer = await sent({ campaign: campaign.id, amount: '3000' });
    const response = await answer(influencer, offer.id, { decision: 'accepted' });
    expect(response.statusCode).toBe(200);
    const accepted = offerSchema.parse(response.json());
    expect(accepted).toMatchObject({ status: 'accepted', reason: null });
    expect(accepted.application_id).toEqual(expect.any(Number));
    expect(accepted.decided_at).not.toBeNull();

    const detail = await call('GET', `/applications/${accepted.application_id}/`, brand);
    expect(detail.statusCode).toBe(200);
    expect(collaborationSchema.parse(detail.json())).toMatchObject({
      status: 'awaiting_payment',
      origin: 'offer',
      campaign_title: 'Winter Sale',
    });
    const [application] = (
      await call('GET', `/applications/?campaign=${campaign.id}`, influencer)
    ).json() as unknown[];
    expect(applicationSchema.parse(application)).toMatchObject({
      id: accepted.application_id,
      status: 'accepted',
      origin: 'offer',
      amount: '3000.00',
      collaboration_status: 'awaiting_payment',
    });

    const [told] = (await notificationsOf(t.database.db, brand.user.id, 'offer_decided')).slice(-1);
    expect(told).toMatchObject({
      text: `${influencer.user.username} accepted your offer for Winter Sale. Pay to start the collaboration.`,
      link: `/collaborations/${accepted.application_id}`,
    });

    // Paying works as for any accepted application.
    const payment = await call('POST', '/payments/submit/', brand, {
      application_id: accepted.application_id,
      amount: '3000.00',
      payment_method: 'bkash',
      transaction_id: newTransactionId(),
    });
    expect(payment.statusCode).toBe(201);
  });

  it('accepting a private brief makes a private campaign, never listed nor open to apply', async () => {
    const offer = await sent({ brief: { ...BRIEF, title: 'Secret drop' }, amount: '900' });
    const accepted = offerSchema.parse(
      (await answer(influencer, offer.id, { decision: 'accepted' })).json(),
    );
    const [application] = (await call('GET', '/applications/?limit=1', brand)).json() as {
      id: number;
      campaign: number;
      campaign_title: string;
      origin: string;
    }[];
    expect(application).toMatchObject({
      id: accepted.application_id,
      campaign_title: 'Secret drop',
      origin: 'offer',
    });
    for (const who of [brand, influencer, otherInfluencer]) {
      const listed = (await call('GET', '/campaigns/?limit=100', who)).json() as {
        id: number;
      }[];
      expect(listed.some((campaign) => campaign.id === application?.campaign)).toBe(false);
    }
    const apply = await call('POST', '/applications/', otherInfluencer, {
      campaign: application?.campaign,
      proposal: 'Me too.',
    });
    expect(apply.statusCode).toBe(404);
    // Its two parties still open it, with the brief's deliverables to deliver against.
    for (const party of [brand, influencer]) {
      const detail = await call('GET', `/campaigns/${application?.campaign}/`, party);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({ deliverables: BRIEF.deliverables });
    }
  });

  it('declining keeps the reason and tells the brand', async () => {
    const offer = await sent({ brief: { ...BRIEF, title: 'Monsoon' } });
    const response = await answer(influencer, offer.id, {
      decision: 'declined',
      reason: '  Fully booked this month.  ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'declined',
      reason: 'Fully booked this month.',
      application_id: null,
    });
    const [told] = (await notificationsOf(t.database.db, brand.user.id, 'offer_decided')).slice(-1);
    expect(told).toMatchObject({
      text: `${influencer.user.username} declined your offer for Monsoon.`,
      link: '/offers',
    });
  });

  it('answers only once, and not a withdrawn or expired offer: 409', async () => {
    const declined = await sent();
    await answer(influencer, declined.id, { decision: 'declined' });
    const again = await answer(influencer, declined.id, { decision: 'accepted' });
    expect({ status: again.statusCode, body: again.json() }).toEqual({
      status: 409,
      body: { error: 'This offer is no longer pending.' },
    });

    const withdrawn = await sent();
    await withdraw(brand, withdrawn.id);
    expect((await answer(influencer, withdrawn.id, { decision: 'accepted' })).statusCode).toBe(409);

    const expired = await sent();
    now = new Date(Date.now() + 8 * DAY_MS);
    const late = await answer(influencer, expired.id, { decision: 'accepted' });
    expect({ status: late.statusCode, body: late.json() }).toEqual({
      status: 409,
      body: { error: 'This offer has expired.' },
    });
  });

  it('refuses to accept once the campaign is inactive or the influencer applied: 409', async () => {
    const campaign = await newCampaign();
    const offer = await sent({ campaign: campaign.id });
    await t.database.db
      .update(campaigns)
      .set({ isActive: false })
      .where(eq(campaigns.id, campaign.id));
    const response = await answer(influencer, offer.id, { decision: 'accepted' });
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 409,
      body: { error: 'This offer can no longer be accepted.' },
    });

    const open = await newCampaign();
    const second = await sent({ campaign: open.id });
    await insertApplication(t.database.db, {
      campaignId: open.id,
      influencerId: influencer.user.id,
    });
    expect((await answer(influencer, second.id, { decision: 'accepted' })).json()).toEqual({
      error: 'You have already applied to this campaign.',
    });
  });

  it("another influencer's offer is 404; brands and admins get 403", async () => {
    const offer = await sent();
    expect((await answer(otherInfluencer, offer.id, { decision: 'accepted' })).json()).toEqual({
      error: 'Offer not found.',
    });
    for (const who of [brand, admin]) {
      expect((await answer(who, offer.id, { decision: 'accepted' })).statusCode).toBe(403);
    }
    expect((await answer(influencer, offer.id, { decision: 'maybe' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/offers/{id}/', () => {
  it('the brand withdraws a pending offer once: 200, then 409', async () => {
    const offer = await sent();
    const response = await withdraw(brand, offer.id);
    expect(response.statusCode).toBe(200);
    expect(offerSchema.parse(response.json())).toMatchObject({ status: 'withdrawn' });
    expect((await withdraw(brand, offer.id)).json()).toEqual({
      error: 'This offer is no longer pending.',
    });
  });

  it('cannot withdraw an accepted offer (409) nor another brand’s (404)', async () => {
    const offer = await sent();
    expect((await withdraw(otherBrand, offer.id)).statusCode).toBe(404);
    await answer(influencer, offer.id, { decision: 'accepted' });
    expect((await withdraw(brand, offer.id)).statusCode).toBe(409);
  });
});

describe('e-mail preferences', () => {
  it('an offer received has its own switch', async () => {
    const response = await call('PUT', '/account/email-preferences/', influencer, {
      off: ['offer_received'],
    });
    expect(response.json()).toEqual({ off: ['offer_received'] });
  });
});
