import { and, eq } from 'drizzle-orm';
import { applications, notifications, payments, users } from '../db/schema';
import { todayInDhaka } from '@portal/shared/dates';
import {
  insertApplication,
  insertCampaign,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { notificationsOf } from '../test/notifications-of';
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

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, who?: SignedIn, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who === undefined ? {} : { authorization: `Bearer ${who.access}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const apply = (who: SignedIn | undefined, body: Record<string, unknown>) =>
  call('POST', '/api/applications/', who, body);
const decide = (who: SignedIn | undefined, id: number, status: unknown) =>
  call('PUT', `/api/applications/${id}/status/`, who, { status });

function daysFromToday(days: number): string {
  const date = new Date(`${todayInDhaka()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const newCampaign = (fixture: Partial<Parameters<typeof insertCampaign>[1]> = {}) =>
  insertCampaign(t.database.db, { brandId: brand.user.id, ...fixture });

async function applied(who: SignedIn, campaignId: number, expectedFee: unknown = null) {
  const response = await apply(who, {
    campaign: campaignId,
    proposal: 'Two reels and a story.',
    expected_fee: expectedFee,
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('POST /api/applications/', () => {
  it('applies: 201 with the contract shape, and the brand is notified', async () => {
    const campaign = await newCampaign({ title: 'Pohela Boishakh', budget: '8000.00' });
    const response = await apply(influencer, {
      campaign: String(campaign.id),
      proposal: '  Two reels and a story.  ',
      expected_fee: '7500.5',
      status: 'accepted',
      influencer: otherInfluencer.user.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      campaign: campaign.id,
      campaign_title: 'Pohela Boishakh',
      campaign_brand: brand.user.username,
      campaign_brand_id: brand.user.id,
      campaign_budget: '8000.00',
      influencer: influencer.user.id,
      influencer_name: influencer.user.username,
      proposal: 'Two reels and a story.',
      expected_fee: '7500.50',
      amount: '7500.50',
      status: 'pending',
      origin: 'application',
      applied_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      payment_status: 'unpaid',
      payment_method: null,
      payment_transaction_id: null,
      payment_rejection_reason: null,
      payment_platform_fee: null,
      payment_receipt_number: null,
      transaction_id: null,
      collaboration_status: null,
    });
    const sent = await notificationsOf(t.database.db, brand.user.id, 'application_received');
    expect(sent.map((n) => n.text)).toContain(
      `${influencer.user.username} applied to Pohela Boishakh.`,
    );
  });

  it('agrees on the budget when no fee is proposed', async () => {
    const campaign = await newCampaign({ budget: '5000.00' });
    for (const fee of [undefined, null, '']) {
      const who = await registerUser(t.app, 'influencer');
      const body = await applied(who, campaign.id, fee);
      expect(body.expected_fee).toBeNull();
      expect(body.amount).toBe('5000.00');
    }
  });

  it('answers 409 "You have already applied to this campaign." the second time', async () => {
    const campaign = await newCampaign();
    await applied(influencer, campaign.id);
    const again = await apply(influencer, { campaign: campaign.id, proposal: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'You have already applied to this campaign.' });
  });

  it('lets ten simultaneous identical submissions create exactly one application', async () => {
    const campaign = await newCampaign();
    const who = await registerUser(t.app, 'influencer');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => apply(who, { campaign: campaign.id, proposal: 'Hi' })),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const r of responses.filter((r) => r.statusCode === 409)) {
      expect(r.json()).toEqual({ error: 'You have already applied to this campaign.' });
    }
    const rows = await t.database.db
      .select()
      .from(applications)
      .where(
        and(eq(applications.campaignId, campaign.id), eq(applications.influencerId, who.user.id)),
      );
    expect(rows).toHaveLength(1);
  });

  it('answers a deactivated campaign, or one of a deactivated brand, like a missing one (404)', async () => {
    const missing = await apply(influencer, { campaign: 2_000_000_000, proposal: 'Hi' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Campaign not found.' });

    const inactive = await newCampaign({ isActive: false });
    const closed = await apply(influencer, { campaign: inactive.id, proposal: 'Hi' });
    expect(closed.statusCode).toBe(404);
    expect(closed.json()).toEqual(missing.json());

    const goneBrand = await registerUser(t.app, 'brand');
    const ofGone = await insertCampaign(t.database.db, { brandId: goneBrand.user.id });
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, goneBrand.user.id));
    const gone = await apply(influencer, { campaign: ofGone.id, proposal: 'Hi' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(missing.json());
  });

  it('answers 404, not 409, to an influencer who applied before the campaign was deactivated', async () => {
    const campaign = await newCampaign();
    await applied(influencer, campaign.id);
    await call('PUT', `/api/admin/campaigns/${campaign.id}/`, admin, { is_active: false });
    const again = await apply(influencer, { campaign: campaign.id, proposal: 'Hi' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Campaign not found.' });
  });

  it('refuses a campaign past its deadline with 409', async () => {
    const expired = await newCampaign({ deadline: daysFromToday(-1) });
    const late = await apply(influencer, { campaign: expired.id, proposal: 'Hi' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'The deadline for this campaign has passed.' });

    const dueToday = await newCampaign({ deadline: todayInDhaka() });
    await applied(influencer, dueToday.id);
  });

  it('is for influencers only: brand and admin 403, anonymous 401', async () => {
    const campaign = await newCampaign();
    const body = { campaign: campaign.id, proposal: 'Hi' };
    expect((await apply(brand, body)).statusCode).toBe(403);
    expect((await apply(admin, body)).statusCode).toBe(403);
    expect((await apply(undefined, body)).statusCode).toBe(401);
  });

  it('refuses bad input with 400 and fields, never a 5xx', async () => {
    const campaign = await newCampaign();
    const cases: [Record<string, unknown>, string][] = [
      [{ campaign: 'abc' }, 'campaign'],
      [{ campaign: -1 }, 'campaign'],
      [{ campaign: 0 }, 'campaign'],
      [{ campaign: 1.5 }, 'campaign'],
      [{ campaign: 1e12 }, 'campaign'],
      [{ campaign: true }, 'campaign'],
      [{ campaign: '' }, 'campaign'],
      [{ campaign: null }, 'campaign'],
      [{ proposal: '' }, 'proposal'],
      [{ proposal: '    ' }, 'proposal'],
      [{ proposal: 'x'.repeat(100_000) }, 'proposal'],
      [{ proposal: ['a'] }, 'proposal'],
      [{ expected_fee: '-1' }, 'expected_fee'],
      [{ expected_fee: 0 }, 'expected_fee'],
      [{ expected_fee: '1e3' }, 'expected_fee'],
      [{ expected_fee: '1.001' }, 'expected_fee'],
      [{ expected_fee: 1e12 }, 'expected_fee'],
      [{ expected_fee: 'free' }, 'expected_fee'],
    ];
    for (const [change, field] of cases) {
      const response = await apply(otherInfluencer, {
        campaign: campaign.id,
        proposal: 'Hi',
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toContain(field);
    }
  });
});

describe('PUT /api/applications/{id}/status/', () => {
  async function pendingApplication(who = influencer) {
    const campaign = await newCampaign({ title: 'Winter sale' });
    return applied(who, campaign.id);
  }

  it('accepts or rejects a pending application: 200 with it, and the influencer is notified', async () => {
    for (const status of ['accepted', 'rejected'] as const) {
      const application = await pendingApplication();
      const response = await decide(brand, application.id, status);
      expect(response.statusCode).toBe(200);
      // An accepted application is a collaboration awaiting the brand's payment (see
      // docs/money.md).
      const collaboration_status = status === 'accepted' ? 'awaiting_payment' : null;
      expect(response.json()).toEqual({ ...application, status, collaboration_status });
      const sent = await notificationsOf(t.database.db, influencer.user.id, 'application_decided');
      expect(sent.map((n) => n.text)).toContain(`Your application to Winter sale was ${status}.`);
    }
  });

  it('decides only once: 409 afterwards, and the first decision stands', async () => {
    const application = await pendingApplication();
    expect((await decide(brand, application.id, 'accepted')).statusCode).toBe(200);
    for (const status of ['rejected', 'accepted']) {
      const again = await decide(brand, application.id, status);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: 'This application has already been decided.' });
    }
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(row?.status).toBe('accepted');
    expect(row?.decidedAt).toBeInstanceOf(Date);
  });

  it('leaves exactly one decision when two arrive at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const application = await pendingApplication(await registerUser(t.app, 'influencer'));
      const [first, second] = await Promise.all([
        decide(brand, application.id, 'accepted'),
        decide(brand, application.id, 'rejected'),
      ]);
      const codes = [first?.statusCode, second?.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const winner = [first, second].find((r) => r?.statusCode === 200)?.json().status;
      const [row] = await t.database.db
        .select()
        .from(applications)
        .where(eq(applications.id, application.id));
      expect(row?.status).toBe(winner);
      const told = await t.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.kind, 'application_decided'),
            eq(notifications.userId, application.influencer),
          ),
        );
      expect(told).toHaveLength(1);
    }
  });

  it('does not accept on a campaign an admin deactivated, but can still reject', async () => {
    const campaign = await newCampaign();
    const application = await applied(influencer, campaign.id);
    await call('PUT', `/api/admin/campaigns/${campaign.id}/`, admin, { is_active: false });
    const accept = await decide(brand, application.id, 'accepted');
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error).toMatch(/deactivated/);
    expect((await decide(brand, application.id, 'rejected')).statusCode).toBe(200);
  });

  it('answers 404 to another brand (no data), 403 to influencers and admins, 401 anonymous', async () => {
    const application = await pendingApplication();
    const foreign = await decide(otherBrand, application.id, 'accepted');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Application not found.' });
    expect((await decide(influencer, application.id, 'accepted')).statusCode).toBe(403);
    expect((await decide(admin, application.id, 'accepted')).statusCode).toBe(403);
    expect((await decide(undefined, application.id, 'accepted')).statusCode).toBe(401);
    expect((await decide(brand, 999_999, 'accepted')).statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, application.id));
    expect(row?.status).toBe('pending');
  });

  it('refuses unknown statuses and bad ids with 400 and fields', async () => {
    const application = await pendingApplication();
    for (const status of ['pending', 'ACCEPTED', 'approved', '', null, 1, ['accepted']]) {
      const response = await decide(brand, application.id, status);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('status');
    }
    for (const id of ['x', '0', '-1', '4294967296']) {
      const response = await call('PUT', `/api/applications/${id}/status/`, brand, {
        status: 'accepted',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('id');
    }
  });
});

describe('GET /api/applications/', () => {
  let scene: {
    mine: number[];
    foreign: number;
    byPayment: Record<'unpaid' | 'pending' | 'confirmed' | 'rejected' | 'repaid', number>;
    /** The brand of the campaign all of `mine` applied to. */
    shopper: SignedIn;
    /** That campaign, and otherBrand's campaign of `foreign`. */
    campaign: number;
    elsewhere: number;
    /** `influencer`'s pending application among `mine`. */
    pendingOne: number;
  };

  beforeAll(async () => {
    const db = t.database.db;
    const shopper = await registerUser(t.app, 'brand');
    const campaign = await insertCampaign(db, { brandId: shopper.user.id, budget: '3000.00' });
    const mine: number[] = [];
    const byPayment = {} as typeof scene.byPayment;
    let n = 0;
    for (const kind of ['unpaid', 'pending', 'confirmed', 'rejected', 'repaid'] as const) {
      const who = await registerUser(t.app, 'influencer');
      const application = await insertApplication(db, {
        campaignId: campaign.id,
        influencerId: who.user.id,
        status: 'accepted',
        expectedFee: kind === 'unpaid' ? null : '2500.00',
      });
      byPayment[kind] = application.id;
      mine.push(application.id);
      const pay = (status: 'pending' | 'confirmed' | 'rejected') => {
        n += 1;
        return db.insert(payments).values({
          applicationId: application.id,
          brandId: shopper.user.id,
          influencerId: who.user.id,
          amount: '2500.00',
          paymentMethod: status === 'rejected' ? 'nagad' : 'bkash',
          transactionId: `TXN${status.toUpperCase()}${n}`,
          status,
        });
      };
      if (kind === 'pending' || kind === 'confirmed' || kind === 'rejected') await pay(kind);
      if (kind === 'repaid') {
        await pay('rejected');
        await pay('pending');
      }
    }
    const pendingOne = await insertApplication(db, {
      campaignId: campaign.id,
      influencerId: influencer.user.id,
      status: 'pending',
    });
    mine.push(pendingOne.id);
    const elsewhere = await insertCampaign(db, { brandId: otherBrand.user.id });
    const foreign = await insertApplication(db, {
      campaignId: elsewhere.id,
      influencerId: otherInfluencer.user.id,
      status: 'accepted',
    });
    scene = {
      mine,
      foreign: foreign.id,
      byPayment,
      shopper,
      campaign: campaign.id,
      elsewhere: elsewhere.id,
      pendingOne: pendingOne.id,
    };
  });

  it('gives a brand the applications to its own campaigns only', async () => {
    const response = await call('GET', '/api/applications/?limit=100', scene.shopper);
    expect(response.statusCode).toBe(200);
    const ids = (response.json() as { id: number }[]).map((a) => a.id);
    expect(ids.sort()).toEqual([...scene.mine].sort());
  });

  it('gives an influencer its own applications only', async () => {
    const response = await call('GET', '/api/applications/?limit=100', otherInfluencer);
    const list: { influencer: number }[] = response.json();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((a) => a.influencer === otherInfluencer.user.id)).toBe(true);
  });

  it('gives an admin all applications', async () => {
    const response = await call('GET', '/api/applications/?limit=100', admin);
    const ids = (response.json() as { id: number }[]).map((a) => a.id);
    expect(ids).toEqual(expect.arrayContaining([...scene.mine, scene.foreign]));
  });

  it('?brand=true lists accepted ones with the payment status, method, transaction and amount', async () => {
    const response = await call('GET', '/api/applications/?brand=true', scene.shopper);
    expect(response.statusCode).toBe(200);
    const list: Record<string, unknown>[] = response.json();
    expect(list.every((a) => a.status === 'accepted')).toBe(true);
    const byId = new Map(list.map((a) => [a.id, a]));
    const view = (kind: keyof typeof scene.byPayment) => {
      const a = byId.get(scene.byPayment[kind]);
      return [a?.payment_status, a?.payment_method, a?.transaction_id, a?.amount];
    };
    expect(view('unpaid')).toEqual(['unpaid', null, null, '3000.00']);
    expect(view('pending')).toEqual([
      'pending',
      'bkash',
      expect.stringMatching(/^TXNPENDING/),
      '2500.00',
    ]);
    expect(view('confirmed')).toEqual([
      'confirmed',
      'bkash',
      expect.stringMatching(/^TXNCONFIRMED/),
      '2500.00',
    ]);
    expect(view('rejected')).toEqual([
      'rejected',
      'nagad',
      expect.stringMatching(/^TXNREJECTED/),
      '2500.00',
    ]);
    expect(view('repaid')).toEqual([
      'pending',
      'bkash',
      expect.stringMatching(/^TXNPENDING/),
      '2500.00',
    ]);
    const repaid = byId.get(scene.byPayment.repaid);
    expect(repaid?.payment_transaction_id).toBe(repaid?.transaction_id);
  });

  it('?influencer=true lists the influencer its own accepted ones', async () => {
    const response = await call('GET', '/api/applications/?influencer=true', otherInfluencer);
    const list: { status: string; influencer: number }[] = response.json();
    expect(list.length).toBeGreaterThan(0);
    expect(
      list.every((a) => a.status === 'accepted' && a.influencer === otherInfluencer.user.id),
    ).toBe(true);
  });

  it('pages with a Link header', async () => {
    const first = await call('GET', '/api/applications/?limit=2', scene.shopper);
    expect((first.json() as unknown[]).length).toBe(2);
    const next = /<([^>]+)>/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const second = await call('GET', next ?? '', scene.shopper);
    const seen = [...first.json(), ...second.json()].map((a: { id: number }) => a.id);
    expect(new Set(seen).size).toBe(4);
  });

  describe('?campaign= and ?status=', () => {
    const ids = async (who: SignedIn, query: string) => {
      const response = await call('GET', `/api/applications/?limit=100&${query}`, who);
      expect(response.statusCode).toBe(200);
      return (response.json() as { id: number }[]).map((a) => a.id).sort((a, b) => a - b);
    };
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

    it("narrow a brand's list to one of its campaigns and one status", async () => {
      const second = await insertCampaign(t.database.db, { brandId: scene.shopper.user.id });
      const other = await insertApplication(t.database.db, {
        campaignId: second.id,
        influencerId: otherInfluencer.user.id,
        status: 'rejected',
      });
      expect(await ids(scene.shopper, `campaign=${second.id}`)).toEqual([other.id]);
      expect(await ids(scene.shopper, `campaign=${scene.campaign}`)).toEqual(sorted(scene.mine));
      expect(await ids(scene.shopper, 'status=pending')).toEqual([scene.pendingOne]);
      expect(await ids(scene.shopper, 'status=rejected')).toEqual([other.id]);
      expect(await ids(scene.shopper, `status=accepted&campaign=${scene.campaign}`)).toEqual(
        sorted(scene.mine.filter((id) => id !== scene.pendingOne)),
      );
      expect(await ids(scene.shopper, `brand=true&status=pending`)).toEqual([]);
      expect(await ids(scene.shopper, `brand=true&campaign=${second.id}`)).toEqual([]);
    });

    it("never show another brand's applications through the campaign filter", async () => {
      expect(await ids(scene.shopper, `campaign=${scene.elsewhere}`)).toEqual([]);
      expect(await ids(scene.shopper, `campaign=${scene.elsewhere}&status=accepted`)).toEqual([]);
      expect(await ids(otherBrand, `campaign=${scene.campaign}`)).toEqual([]);
      expect(await ids(otherBrand, `campaign=${scene.elsewhere}`)).toEqual([scene.foreign]);
      expect(await ids(admin, `campaign=${scene.elsewhere}`)).toEqual([scene.foreign]);
    });

    it('keep an influencer to their own applications', async () => {
      expect(await ids(influencer, `campaign=${scene.campaign}`)).toEqual([scene.pendingOne]);
      expect(await ids(otherInfluencer, `campaign=${scene.campaign}`)).toEqual([]);
      expect(await ids(influencer, 'status=pending')).toContain(scene.pendingOne);
      const pending = await call('GET', '/api/applications/?limit=100&status=pending', influencer);
      expect(
        (pending.json() as { influencer: number; status: string }[]).every(
          (a) => a.influencer === influencer.user.id && a.status === 'pending',
        ),
      ).toBe(true);
    });

    it('keep the filters in the next-page link', async () => {
      const seen: number[] = [];
      let url: string | undefined =
        `/api/applications/?status=accepted&campaign=${scene.campaign}&limit=2`;
      while (url !== undefined) {
        const response = await call('GET', url, scene.shopper);
        seen.push(...(response.json() as { id: number }[]).map((a) => a.id));
        url = /<([^>]+)>/.exec(String(response.headers.link ?? ''))?.[1];
        if (url !== undefined) expect(url).toMatch(/status=accepted/);
      }
      expect(sorted(seen)).toEqual(sorted(scene.mine.filter((id) => id !== scene.pendingOne)));
    });

    it('refuse a bad campaign id or status with 400 and fields', async () => {
      for (const query of ['campaign=abc', 'campaign=0', 'campaign=', 'status=paid', 'status=']) {
        const response = await call('GET', `/api/applications/?${query}`, scene.shopper);
        expect(response.statusCode).toBe(400);
        expect(Object.keys(response.json().fields)).toEqual([query.split('=')[0]]);
      }
    });
  });

  it('needs a signed-in user and refuses bad queries with 400', async () => {
    expect((await call('GET', '/api/applications/')).statusCode).toBe(401);
    for (const query of ['brand=yes', 'influencer=1', 'limit=500', 'cursor=zzz']) {
      const response = await call('GET', `/api/applications/?${query}`, brand);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual(expect.any(Object));
    }
  });
});

describe("an application's brand", () => {
  /** The PostgreSQL error under drizzle's wrapper, with what the test checks of it. */
  async function databaseError(write: Promise<unknown>) {
    const error: unknown = await write.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    const cause = error instanceof Error ? error.cause : undefined;
    return cause instanceof Error ? { ...cause } : undefined;
  }

  it("is its campaign's brand when the application is made", async () => {
    const campaign = await newCampaign();
    const { id } = await applied(influencer, campaign.id);
    const [row] = await t.database.db
      .select({ brandId: applications.brandId })
      .from(applications)
      .where(eq(applications.id, id));
    expect(row).toEqual({ brandId: brand.user.id });
  });

  it("cannot differ from its campaign's brand: the database refuses it", async () => {
    const campaign = await newCampaign();
    const refused = { code: '23503', constraint: 'applications_campaign_brand_fk' };
    const { id } = await applied(otherInfluencer, campaign.id);
    const moved = t.database.db
      .update(applications)
      .set({ brandId: otherBrand.user.id })
      .where(eq(applications.id, id));
    expect(await databaseError(moved)).toMatchObject(refused);

    const other = await newCampaign();
    const inserted = t.database.db.insert(applications).values({
      campaignId: other.id,
      influencerId: otherInfluencer.user.id,
      brandId: otherBrand.user.id,
      proposal: 'Two reels and a story.',
    });
    expect(await databaseError(inserted)).toMatchObject(refused);
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the application routes from the contract schemas', async () => {
    const document = (await call('GET', '/api/openapi.json')).json();
    const create = document.paths['/api/applications/'].post;
    expect(create.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'campaign',
    );
    expect(create.responses).toHaveProperty('201');
    expect(document.paths['/api/applications/{id}/status/'].put.responses).toHaveProperty('409');
  });
});
