import { eq } from 'drizzle-orm';
import { todayInDhaka } from '@portal/shared/dates';
import { campaigns } from '../db/schema';
import { insertApplication, registerAdmin, type SignedIn } from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

let t: TestApp;
let brand: SignedIn;
let otherBrand: SignedIn;
let influencer: SignedIn;
let otherInfluencer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await startTestApp();
  brand = await registerUser(t.app, 'brand');
  otherBrand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
  otherInfluencer = await registerUser(t.app, 'influencer');
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who?: SignedIn, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who === undefined ? {} : { authorization: `Bearer ${who.access}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

function daysFromToday(days: number): string {
  const date = new Date(`${todayInDhaka()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const reel = { platform: 'instagram', kind: 'reel', count: 2 };
const video = { platform: 'youtube', kind: 'video', count: 1 };

async function createCampaign(body: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/campaigns/', brand, {
    title: 'Eid Collection',
    description: 'Show our Eid collection.',
    budget: '15000',
    category: 'fashion',
    ...body,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

const patch = (id: number, body: unknown, who: SignedIn = brand) =>
  call('PATCH', `/api/campaigns/${id}/`, who, body);

const accept = (campaignId: number, influencerId: number) =>
  insertApplication(t.database.db, { campaignId, influencerId, status: 'accepted' });

const apply = (campaignId: number, who: SignedIn = influencer) =>
  call('POST', '/api/applications/', who, { campaign: campaignId, proposal: 'I can do this.' });

describe('deliverables on a campaign', () => {
  it('are kept on create, with the influencers wanted, and shown to the influencer', async () => {
    const campaign = await createCampaign({ deliverables: [reel, video], influencers_wanted: 3 });
    expect(campaign).toMatchObject({ deliverables: [reel, video], influencers_wanted: 3 });
    const seen = await call('GET', `/api/campaigns/${campaign.id}/`, influencer);
    expect(seen.json().deliverables).toEqual([reel, video]);
  });

  it.each([
    [[{ ...reel, count: 0 }]],
    [[{ ...reel, count: 21 }]],
    [[{ ...reel, count: 1.5 }]],
    [[{ ...reel, kind: 'tweet' }]],
    [[{ ...reel, platform: 'myspace' }]],
    [[reel, { ...reel, count: 1 }]],
    ['reel'],
  ])('refuses %j with 400 on create and on PATCH, changing nothing', async (deliverables) => {
    const created = await call('POST', '/api/campaigns/', brand, {
      title: 'T',
      description: 'D',
      budget: '100',
      category: 'food',
      deliverables,
    });
    expect(created.statusCode).toBe(400);
    expect(Object.keys(created.json().fields)).toEqual([
      expect.stringMatching(/^deliverables(\.\d+\.\w+)?$/),
    ]);
    const campaign = await createCampaign({ deliverables: [video] });
    const changed = await patch(campaign.id, { deliverables });
    expect(changed.statusCode).toBe(400);
    expect(Object.keys(changed.json().fields)).toEqual(Object.keys(created.json().fields));
    expect(
      (await call('GET', `/api/campaigns/${campaign.id}/`, brand)).json().deliverables,
    ).toEqual([video]);
  });
});

describe('PATCH /api/campaigns/{id}/', () => {
  it('changes text, deadline, budget and deliverables: 200 with the campaign', async () => {
    const campaign = await createCampaign();
    const response = await patch(campaign.id, {
      title: '  Eid Collection 2026 ',
      description: 'New words.',
      deadline: daysFromToday(5),
      budget: 20000.5,
      deliverables: [reel],
      category: 'food',
      brand: otherBrand.user.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: campaign.id,
      title: 'Eid Collection 2026',
      description: 'New words.',
      deadline: daysFromToday(5),
      budget: '20000.50',
      deliverables: [reel],
      category: 'fashion',
      brand: brand.user.id,
      is_open: true,
    });
  });

  it('changes nothing for an empty body, and removes the deadline with null', async () => {
    const campaign = await createCampaign({ deadline: daysFromToday(3) });
    const same = await patch(campaign.id, {});
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(campaign);
    expect((await patch(campaign.id, { deadline: null })).json().deadline).toBeNull();
  });

  it('refuses bad input with 400 and fields, changing nothing', async () => {
    const campaign = await createCampaign();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ title: 'Eid\u200bSale' }, 'title'],
      [{ description: null }, 'description'],
      [{ budget: 0 }, 'budget'],
      [{ budget: '10.001' }, 'budget'],
      [{ budget: null }, 'budget'],
      [{ deadline: '2027-02-30' }, 'deadline'],
      [{ deadline: daysFromToday(-1) }, 'deadline'],
      [{ influencers_wanted: 0 }, 'influencers_wanted'],
      [{ influencers_wanted: 2.5 }, 'influencers_wanted'],
      [{ influencers_wanted: '3' }, 'influencers_wanted'],
      [{ influencers_wanted: 1001 }, 'influencers_wanted'],
      [{ is_open: 'no' }, 'is_open'],
    ];
    for (const [change, field] of cases) {
      const response = await patch(campaign.id, change);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
    expect((await call('GET', `/api/campaigns/${campaign.id}/`, brand)).json()).toEqual(campaign);
  });

  it('keeps a deadline that has passed when it is sent unchanged', async () => {
    const campaign = await createCampaign();
    await t.database.db
      .update(campaigns)
      .set({ deadline: daysFromToday(-2) })
      .where(eq(campaigns.id, campaign.id));
    const response = await patch(campaign.id, { title: 'Later', deadline: daysFromToday(-2) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Later',
      is_open: false,
      closed_because: 'deadline',
    });
  });

  it('refuses a new budget once an application is accepted (409), but not the same budget', async () => {
    const campaign = await createCampaign();
    await accept(campaign.id, influencer.user.id);
    const refused = await patch(campaign.id, { budget: '16000' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'The budget cannot change once an application to this campaign has been accepted.',
    });
    const same = await patch(campaign.id, { budget: '15000.00', title: 'Still editable' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ budget: '15000.00', title: 'Still editable' });
  });

  it('answers 404 for another brand and a missing campaign, 403 for other roles, 401 anonymous', async () => {
    const campaign = await createCampaign();
    expect((await patch(campaign.id, { title: 'Mine' }, otherBrand)).statusCode).toBe(404);
    expect((await patch(2_000_000_000, { title: 'Mine' })).statusCode).toBe(404);
    expect((await patch(campaign.id, { title: 'Mine' }, influencer)).statusCode).toBe(403);
    expect((await patch(campaign.id, { title: 'Mine' }, admin)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/campaigns/${campaign.id}/`, undefined, {})).statusCode).toBe(
      401,
    );
    expect((await call('GET', `/api/campaigns/${campaign.id}/`, brand)).json().title).toBe(
      'Eid Collection',
    );
  });
});

describe('closing and reopening', () => {
  it('the brand closes a campaign to new applications (409 to apply) and reopens it', async () => {
    const campaign = await createCampaign();
    const closed = await patch(campaign.id, { is_open: false });
    expect(closed.json()).toMatchObject({
      is_open: false,
      closed_because: 'brand',
      is_active: true,
    });
    const seen = await call('GET', '/api/campaigns/?limit=100', influencer);
    expect(seen.json().find((c: { id: number }) => c.id === campaign.id)).toMatchObject({
      is_open: false,
    });
    const refused = await apply(campaign.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'This campaign is closed to new applications.' });
    expect((await patch(campaign.id, { is_open: true })).json()).toMatchObject({
      is_open: true,
      closed_because: null,
    });
    expect((await apply(campaign.id)).statusCode).toBe(201);
  });

  it('closes itself when as many influencers as wanted are accepted', async () => {
    const campaign = await createCampaign();
    expect((await patch(campaign.id, { influencers_wanted: 1 })).json()).toMatchObject({
      influencers_wanted: 1,
      accepted_count: 0,
      is_open: true,
    });
    await accept(campaign.id, influencer.user.id);
    const full = (await call('GET', `/api/campaigns/${campaign.id}/`, brand)).json();
    expect(full).toMatchObject({ accepted_count: 1, is_open: false, closed_because: 'full' });
    expect((await apply(campaign.id, otherInfluencer)).statusCode).toBe(409);
    const reopen = await patch(campaign.id, { is_open: true });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toEqual({
      error:
        'This campaign has as many influencers as it wants: raise the number wanted to reopen it.',
    });
    const raised = await patch(campaign.id, { influencers_wanted: 2, is_open: true });
    expect(raised.json()).toMatchObject({ is_open: true, closed_because: null });
    expect((await apply(campaign.id, otherInfluencer)).statusCode).toBe(201);
    expect((await patch(campaign.id, { influencers_wanted: null })).json()).toMatchObject({
      influencers_wanted: null,
      is_open: true,
    });
  });

  it('refuses influencers wanted below those already accepted with 409', async () => {
    const campaign = await createCampaign();
    await accept(campaign.id, influencer.user.id);
    await accept(campaign.id, otherInfluencer.user.id);
    const refused = await patch(campaign.id, { influencers_wanted: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Influencers wanted cannot be fewer than the influencers already accepted.',
    });
    expect((await patch(campaign.id, { influencers_wanted: 2 })).json()).toMatchObject({
      influencers_wanted: 2,
      closed_because: 'full',
    });
  });

  it('closes itself past its deadline and reopens only with a later one', async () => {
    const campaign = await createCampaign();
    await t.database.db
      .update(campaigns)
      .set({ deadline: daysFromToday(-1) })
      .where(eq(campaigns.id, campaign.id));
    const past = (await call('GET', `/api/campaigns/${campaign.id}/`, brand)).json();
    expect(past).toMatchObject({ is_open: false, closed_because: 'deadline' });
    const reopen = await patch(campaign.id, { is_open: true });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toEqual({
      error: "This campaign's deadline has passed: set a later deadline to reopen it.",
    });
    const later = await patch(campaign.id, { is_open: true, deadline: daysFromToday(7) });
    expect(later.json()).toMatchObject({ is_open: true, closed_because: null });
  });
});

describe('GET /api/openapi.json', () => {
  it('documents PATCH /campaigns/{id}/ from the contract', async () => {
    const document = (await call('GET', '/api/openapi.json')).json();
    const operation = document.paths['/api/campaigns/{id}/'].patch;
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '404', '409']));
    expect(
      Object.keys(operation.requestBody.content['application/json'].schema.properties).sort(),
    ).toEqual([
      'budget',
      'deadline',
      'deliverables',
      'description',
      'influencers_wanted',
      'is_open',
      'title',
    ]);
  });
});
