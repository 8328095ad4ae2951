import { eq } from 'drizzle-orm';
import { campaigns, payments, users } from '../db/schema';
import {
  injectAs,
  insertApplication,
  insertCampaign,
  registerAdmin,
  releasedPayment,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { auditRowsOf } from '../test/audit-rows';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { todayInDhaka } from '@portal/shared/dates';

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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who?: SignedIn, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who === undefined ? {} : { authorization: `Bearer ${who.access}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const validCampaign = {
  title: 'Eid Collection',
  description: 'Show our Eid collection to your followers.',
  budget: '15000',
  category: 'fashion',
};

function daysFromToday(days: number): string {
  const date = new Date(`${todayInDhaka()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function createCampaign(who: SignedIn, body: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/campaigns/', who, { ...validCampaign, ...body });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('POST /api/campaigns/', () => {
  it('creates a campaign for the signed-in brand: 201 with the contract shape', async () => {
    const response = await call('POST', '/api/campaigns/', brand, {
      ...validCampaign,
      budget: 1500.5,
      deadline: daysFromToday(10),
      brand: otherBrand.user.id,
      is_active: false,
      applications_count: 99,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      title: 'Eid Collection',
      description: validCampaign.description,
      budget: '1500.50',
      category: 'fashion',
      deadline: daysFromToday(10),
      brand: brand.user.id,
      brand_name: brand.user.username,
      applications_count: 0,
      is_active: true,
      is_open: true,
      closed_because: null,
      influencers_wanted: null,
      accepted_count: 0,
      deliverables: [],
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      application_status: null,
      brand_reputation: { average_rating: null, review_count: 0, completed_collaborations: 0 },
    });
  });

  it('accepts a deadline of today (Asia/Dhaka), none, or an empty one', async () => {
    expect((await createCampaign(brand, { deadline: todayInDhaka() })).deadline).toBe(
      todayInDhaka(),
    );
    expect((await createCampaign(brand, { deadline: '' })).deadline).toBeNull();
    expect((await createCampaign(brand, { deadline: null })).deadline).toBeNull();
  });

  it('refuses a deadline before today with 400 and fields', async () => {
    const response = await call('POST', '/api/campaigns/', brand, {
      ...validCampaign,
      deadline: daysFromToday(-1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ deadline: ['The deadline cannot be in the past.'] });
  });

  it('refuses bad input with 400 and fields, never a 5xx', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 'crypto' }, 'category'],
      [{ category: 'other', budget: '-5' }, 'budget'],
      [{ budget: 0 }, 'budget'],
      [{ budget: '1e3' }, 'budget'],
      [{ budget: '10.001' }, 'budget'],
      [{ budget: 1e12 }, 'budget'],
      [{ budget: 'lots' }, 'budget'],
      [{ budget: null }, 'budget'],
      [{ title: '' }, 'title'],
      [{ title: '   ' }, 'title'],
      [{ title: 'x'.repeat(100_000) }, 'title'],
      [{ description: 42 }, 'description'],
      [{ deadline: '2025-02-30' }, 'deadline'],
      [{ deadline: 'tomorrow' }, 'deadline'],
      [{ deadline: 20250101 }, 'deadline'],
    ];
    for (const [change, field] of cases) {
      const response = await call('POST', '/api/campaigns/', brand, {
        ...validCampaign,
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toContain(field);
    }
    const missing = await call('POST', '/api/campaigns/', brand, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(
      ['budget', 'category', 'description', 'title'].sort(),
    );
  });

  it.each([
    ['a zero-width space', 'Eid\u200bSale'],
    ['a zero-width joiner between Latin letters', 'Eid\u200dSale'],
    ['a byte-order mark inside', 'Eid \ufeffSale'],
    ['a word joiner', 'Eid\u2060Sale'],
    ['a right-to-left override', 'Eid Sale \u202e%05 ffo'],
    ['a left-to-right mark', 'Eid Sale\u200e'],
    ['a directional isolate', '\u2067Eid Sale\u2069'],
  ])('refuses a title with %s, creating nothing', async (_name, title) => {
    const response = await call('POST', '/api/campaigns/', brand, { ...validCampaign, title });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      title: ['Title may not contain invisible or text-direction characters.'],
    });
    const listed = await call('GET', '/api/campaigns/?limit=100', brand);
    expect(listed.json().map((campaign: { title: string }) => campaign.title)).not.toContain(
      title.trim(),
    );
  });

  it('keeps the joiners Bangla and emoji need in a title', async () => {
    for (const title of ['র\u200d্যাম্প শো 2026', 'Creators 👩\u200d💻 wanted ❤\ufe0f']) {
      expect((await createCampaign(brand, { title })).title).toBe(title);
    }
  });

  it('is for brands only: influencer and admin 403, anonymous 401', async () => {
    expect((await call('POST', '/api/campaigns/', influencer, validCampaign)).statusCode).toBe(403);
    expect((await call('POST', '/api/campaigns/', admin, validCampaign)).statusCode).toBe(403);
    expect((await call('POST', '/api/campaigns/', undefined, validCampaign)).statusCode).toBe(401);
  });
});

describe('GET /api/campaigns/', () => {
  it('gives a brand only its own campaigns, with applications_count', async () => {
    const own = await createCampaign(brand, { title: 'Own campaign' });
    const foreign = await createCampaign(otherBrand, { title: 'Foreign campaign' });
    await insertApplication(t.database.db, {
      campaignId: own.id,
      influencerId: influencer.user.id,
      status: 'pending',
    });
    const response = await call('GET', '/api/campaigns/?limit=100', brand);
    expect(response.statusCode).toBe(200);
    const list: { id: number; brand: number; applications_count: number }[] = response.json();
    expect(list.every((c) => c.brand === brand.user.id)).toBe(true);
    expect(list.find((c) => c.id === own.id)?.applications_count).toBe(1);
    expect(list.some((c) => c.id === foreign.id)).toBe(false);
  });

  it('gives an influencer the open campaigns of active brands only', async () => {
    const db = t.database.db;
    const open = await createCampaign(brand, { title: 'Open' });
    const inactive = await insertCampaign(db, { brandId: brand.user.id, isActive: false });
    const expired = await insertCampaign(db, {
      brandId: brand.user.id,
      deadline: daysFromToday(-1),
    });
    const dueToday = await insertCampaign(db, { brandId: brand.user.id, deadline: todayInDhaka() });
    const goneBrand = await registerUser(t.app, 'brand');
    const ofGoneBrand = await createCampaign(goneBrand);
    await db.update(users).set({ isActive: false }).where(eq(users.id, goneBrand.user.id));

    const response = await call('GET', '/api/campaigns/?limit=100', influencer);
    expect(response.statusCode).toBe(200);
    const ids = (response.json() as { id: number }[]).map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([open.id, dueToday.id]));
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(expired.id);
    expect(ids).not.toContain(ofGoneBrand.id);
  });

  it('gives an admin every campaign, including inactive ones', async () => {
    const inactive = await insertCampaign(t.database.db, {
      brandId: otherBrand.user.id,
      isActive: false,
    });
    for (const url of ['/api/campaigns/?limit=100', '/api/admin/campaigns/?limit=100']) {
      const response = await call('GET', url, admin);
      expect(response.statusCode).toBe(200);
      const list: { id: number; brand: number; is_active: boolean }[] = response.json();
      expect(list.find((c) => c.id === inactive.id)?.is_active).toBe(false);
      expect(new Set(list.map((c) => c.brand)).size).toBeGreaterThan(1);
    }
  });

  it('pages newest first with a Link header, stable under inserts', async () => {
    const pager = await registerUser(t.app, 'brand');
    const made: number[] = [];
    for (let i = 0; i < 5; i += 1) made.push((await createCampaign(pager)).id);
    const first = await call('GET', '/api/campaigns/?limit=2', pager);
    expect(first.statusCode).toBe(200);
    expect((first.json() as { id: number }[]).map((c) => c.id)).toEqual([made[4], made[3]]);
    const link = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link));
    expect(link).not.toBeNull();
    await createCampaign(pager);
    const second = await call('GET', link?.[1] ?? '', pager);
    expect((second.json() as { id: number }[]).map((c) => c.id)).toEqual([made[2], made[1]]);
    const third = await call(
      'GET',
      /<([^>]+)>/.exec(String(second.headers.link))?.[1] ?? '',
      pager,
    );
    expect((third.json() as { id: number }[]).map((c) => c.id)).toEqual([made[0]]);
    expect(third.headers.link).toBeUndefined();
  });

  it('defaults to 50 and refuses a bad limit or cursor with 400', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=-1', 'limit=abc', 'cursor=%21%21']) {
      const response = await call('GET', `/api/campaigns/?${query}`, brand);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual(expect.any(Object));
    }
  });

  it('needs a signed-in user; the admin list needs an admin', async () => {
    expect((await call('GET', '/api/campaigns/')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/campaigns/')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/campaigns/', brand)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/campaigns/', influencer)).statusCode).toBe(403);
  });
});

describe('GET /api/campaigns/ filters', () => {
  type Listed = { id: number; title: string; budget: string; category: string };
  const idsOf = (response: { json(): unknown }) => (response.json() as Listed[]).map((c) => c.id);
  const list = async (who: SignedIn, query: string) => {
    const response = await call('GET', `/api/campaigns/?limit=100&${query}`, who);
    expect(response.statusCode).toBe(200);
    return idsOf(response);
  };

  it('filters by category, within what the caller may see', async () => {
    const shop = await registerUser(t.app, 'brand');
    const food = await createCampaign(shop, { category: 'food' });
    const fashion = await createCampaign(shop, { category: 'fashion' });
    const foreignFood = await createCampaign(otherBrand, { category: 'food' });
    const hiddenFood = await insertCampaign(t.database.db, {
      brandId: shop.user.id,
      category: 'food',
      isActive: false,
    });

    expect(await list(shop, 'category=food')).toEqual([hiddenFood.id, food.id]);
    expect(await list(shop, 'category=fashion')).toEqual([fashion.id]);
    const seenByInfluencer = await list(influencer, 'category=food');
    expect(seenByInfluencer).toEqual(expect.arrayContaining([food.id, foreignFood.id]));
    expect(seenByInfluencer).not.toContain(hiddenFood.id);
    expect(seenByInfluencer).not.toContain(fashion.id);
    const seenByAdmin = await list(admin, 'category=food');
    expect(seenByAdmin).toEqual(expect.arrayContaining([hiddenFood.id, food.id, foreignFood.id]));
    expect(seenByAdmin).not.toContain(fashion.id);
    const adminList = await call('GET', '/api/admin/campaigns/?limit=100&category=food', admin);
    expect(idsOf(adminList)).toEqual(seenByAdmin);
  });

  it('filters by a budget range, both ends included, in the money input rules', async () => {
    const shop = await registerUser(t.app, 'brand');
    const budgets = ['999.99', '1000.00', '1500.50', '2000.00', '2000.01'];
    const made: Record<string, number> = {};
    for (const budget of budgets) made[budget] = (await createCampaign(shop, { budget })).id;

    expect(await list(shop, 'min_budget=1000&max_budget=2000')).toEqual([
      made['2000.00'],
      made['1500.50'],
      made['1000.00'],
    ]);
    expect(await list(shop, 'min_budget=2000.01')).toEqual([made['2000.01']]);
    expect(await list(shop, 'max_budget=999.99')).toEqual([made['999.99']]);
    expect(await list(shop, 'min_budget=1500.5&max_budget=1500.50')).toEqual([made['1500.50']]);
  });

  it('refuses a minimum above the maximum and bad amounts with 400 and fields', async () => {
    const reversed = await call('GET', '/api/campaigns/?min_budget=2000&max_budget=1999.99', brand);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields).toEqual({
      max_budget: ['The maximum budget cannot be less than the minimum budget.'],
    });
    for (const query of [
      'min_budget=abc',
      'min_budget=-5',
      'min_budget=0',
      'max_budget=1.234',
      'max_budget=1e3',
      'max_budget=100000000',
      'min_budget=',
      'category=crypto',
      'category=',
    ]) {
      const response = await call('GET', `/api/campaigns/?${query}`, brand);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([query.split('=')[0]]);
    }
  });

  it('searches title and description case-insensitively, taking % _ and \\ literally', async () => {
    const shop = await registerUser(t.app, 'brand');
    const make = async (title: string, description = 'Plain words.') =>
      (await createCampaign(shop, { title, description })).id;
    const percent = await make('100% Cotton Panjabi');
    const noPercent = await make('100 Cotton Saree');
    const underscore = await make('snake_case tees');
    const noUnderscore = await make('snakeXcase tees');
    const backslash = await make('Back\\slash sale');
    const noBackslash = await make('Backslash sale');
    const inDescription = await make('Winter', 'Warm SHAWLS for the cold season.');

    expect(await list(shop, `search=${encodeURIComponent('100%')}`)).toEqual([percent]);
    expect(await list(shop, 'search=_')).toEqual([underscore]);
    expect(await list(shop, `search=${encodeURIComponent('\\')}`)).toEqual([backslash]);
    expect(await list(shop, 'search=COTTON')).toEqual([noPercent, percent]);
    expect(await list(shop, 'search=%20%20cotton%20')).toEqual([noPercent, percent]);
    expect(await list(shop, 'search=shawls')).toEqual([inDescription]);
    expect(await list(shop, 'search=backslash')).toEqual([noBackslash]);
    expect(await list(shop, 'search=snake')).toEqual([noUnderscore, underscore]);
    expect(await list(shop, 'search=%20%20')).toHaveLength(7);
    expect(await list(shop, `search=${encodeURIComponent('ঈদ')}`)).toEqual([]);

    const tooLong = await call('GET', `/api/campaigns/?search=${'x'.repeat(101)}`, shop);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ search: ['Search for at most 100 characters.'] });
    expect(await list(shop, `search=${'x'.repeat(100)}`)).toEqual([]);
  });

  it('combines the filters and keeps them in the next-page link', async () => {
    const shop = await registerUser(t.app, 'brand');
    const matching: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      matching.push((await createCampaign(shop, { title: `Boishakh ${i}`, category: 'food' })).id);
      await createCampaign(shop, { title: `Boishakh other ${i}`, category: 'fashion' });
      await createCampaign(shop, { title: `Boishakh cheap ${i}`, category: 'food', budget: 10 });
    }
    const query = 'search=boishakh&category=food&min_budget=100';
    const seen: number[] = [];
    let url: string | undefined = `/api/campaigns/?${query}&limit=2`;
    let pages = 0;
    while (url !== undefined) {
      const response = await call('GET', url, shop);
      expect(response.statusCode).toBe(200);
      seen.push(...idsOf(response));
      pages += 1;
      const next = /^<([^>]+)>; rel="next"$/.exec(String(response.headers.link ?? ''))?.[1];
      if (next !== undefined) {
        const params = new URL(next, 'http://localhost').searchParams;
        expect([params.get('search'), params.get('category'), params.get('min_budget')]).toEqual([
          'boishakh',
          'food',
          '100',
        ]);
      }
      url = next;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([...matching].reverse());
  });
});

describe('application_status on campaigns', () => {
  it("is an influencer's own application status, and null for everyone else", async () => {
    const db = t.database.db;
    const shop = await registerUser(t.app, 'brand');
    const applicant = await registerUser(t.app, 'influencer');
    const bystander = await registerUser(t.app, 'influencer');
    const token = `Falgun${process.pid}`;
    const byStatus = {} as Record<'pending' | 'accepted' | 'rejected' | 'none', number>;
    for (const status of ['none', 'pending', 'accepted', 'rejected'] as const) {
      const campaign = await createCampaign(shop, { title: `${token} ${status}` });
      byStatus[status] = campaign.id;
      if (status !== 'none') {
        await insertApplication(db, {
          campaignId: campaign.id,
          influencerId: applicant.user.id,
          status,
        });
      }
    }
    await insertApplication(db, {
      campaignId: byStatus.none,
      influencerId: bystander.user.id,
      status: 'accepted',
    });

    const statuses = async (who: SignedIn) => {
      const response = await call('GET', `/api/campaigns/?search=${token}`, who);
      expect(response.statusCode).toBe(200);
      const rows = response.json() as { id: number; application_status: string | null }[];
      return Object.fromEntries(rows.map((row) => [row.id, row.application_status]));
    };
    expect(await statuses(applicant)).toEqual({
      [byStatus.none]: null,
      [byStatus.pending]: 'pending',
      [byStatus.accepted]: 'accepted',
      [byStatus.rejected]: 'rejected',
    });
    expect(await statuses(bystander)).toEqual({
      [byStatus.none]: 'accepted',
      [byStatus.pending]: null,
      [byStatus.accepted]: null,
      [byStatus.rejected]: null,
    });
    for (const who of [shop, admin]) {
      expect(Object.values(await statuses(who))).toEqual([null, null, null, null]);
    }

    const detail = (who: SignedIn, id: number) => call('GET', `/api/campaigns/${id}/`, who);
    expect((await detail(applicant, byStatus.accepted)).json().application_status).toBe('accepted');
    expect((await detail(bystander, byStatus.accepted)).json().application_status).toBeNull();
    expect((await detail(shop, byStatus.accepted)).json().application_status).toBeNull();
    expect((await detail(admin, byStatus.accepted)).json().application_status).toBeNull();
    const adminList = await call('GET', `/api/admin/campaigns/?search=${token}`, admin);
    expect(adminList.json()).toHaveLength(4);
    expect(
      adminList.json().every((c: { application_status: unknown }) => c.application_status === null),
    ).toBe(true);
  });
});

describe('brand_reputation on campaigns', () => {
  it("carries the brand's published rating and released collaborations to everyone who sees the campaign", async () => {
    const db = t.database.db;
    const shop = await registerUser(t.app, 'brand');
    const creator = await registerUser(t.app, 'influencer');
    const parties = { brand: shop, influencer: creator, admin };
    const token = `Chaitra${process.pid}`;
    const campaign = await createCampaign(shop, { title: `${token} new brand` });
    const unrated = { average_rating: null, review_count: 0, completed_collaborations: 0 };
    expect(campaign.brand_reputation).toEqual(unrated);

    // Two released collaborations; only the first is reviewed by both sides, so only its
    // review of the brand is published (double blind, docs/collaboration.md).
    const reviewed = await releasedPayment(t.app, db, parties, '1000.00');
    await releasedPayment(t.app, db, parties, '1000.00');
    for (const [who, rating] of [
      [creator, 4],
      [shop, 5],
    ] as const) {
      const review = await injectAs(
        t.app,
        'POST',
        `/applications/${reviewed.applicationId}/review/`,
        who,
        {
          rating,
          text: 'Clear brief, paid on time.',
        },
      );
      expect(review.statusCode).toBe(201);
    }

    const reputation = { average_rating: '4.0', review_count: 1, completed_collaborations: 2 };
    for (const who of [influencer, shop, admin]) {
      const list = await call('GET', `/api/campaigns/?search=${token}`, who);
      expect(list.statusCode).toBe(200);
      expect(list.json()).toEqual([expect.objectContaining({ brand_reputation: reputation })]);
      const detail = await call('GET', `/api/campaigns/${campaign.id}/`, who);
      expect(detail.json().brand_reputation).toEqual(reputation);
    }
    const adminList = await call('GET', `/api/admin/campaigns/?search=${token}`, admin);
    expect(adminList.json()[0].brand_reputation).toEqual(reputation);
  });
});

describe('GET /api/campaigns/{id}/', () => {
  it('shows the owner, an admin, and an influencer while it is open', async () => {
    const campaign = await createCampaign(brand);
    for (const who of [brand, admin, influencer]) {
      const response = await call('GET', `/api/campaigns/${campaign.id}/`, who);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(campaign);
    }
  });

  it('answers 404 to another brand, and to an influencer once the campaign or brand is inactive', async () => {
    const campaign = await createCampaign(brand);
    const response = await call('GET', `/api/campaigns/${campaign.id}/`, otherBrand);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Campaign not found.' });

    const hidden = await insertCampaign(t.database.db, { brandId: brand.user.id, isActive: false });
    expect((await call('GET', `/api/campaigns/${hidden.id}/`, influencer)).statusCode).toBe(404);
    expect((await call('GET', `/api/campaigns/${hidden.id}/`, brand)).statusCode).toBe(200);

    const goneBrand = await registerUser(t.app, 'brand');
    const ofGone = await createCampaign(goneBrand);
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.id, goneBrand.user.id));
    expect((await call('GET', `/api/campaigns/${ofGone.id}/`, influencer)).statusCode).toBe(404);
    expect((await call('GET', `/api/campaigns/${ofGone.id}/`, admin)).statusCode).toBe(200);
  });

  it('answers 404 for a missing campaign, 400 for a bad id, 401 anonymous', async () => {
    expect((await call('GET', '/api/campaigns/999999/', brand)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-3', '1.5', '99999999999999']) {
      const response = await call('GET', `/api/campaigns/${id}/`, brand);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('id');
    }
    expect((await call('GET', '/api/campaigns/1/')).statusCode).toBe(401);
  });
});

describe('DELETE /api/campaigns/{id}/', () => {
  async function paymentFor(applicationId: number, status: 'pending' | 'confirmed' | 'rejected') {
    await t.database.db.insert(payments).values({
      applicationId,
      brandId: brand.user.id,
      influencerId: influencer.user.id,
      amount: '1500.00',
      paymentMethod: 'bkash',
      transactionId: `TX${applicationId}${status.toUpperCase()}`.slice(0, 20),
      status,
    });
  }

  it('deletes an own campaign and its applications: 204', async () => {
    const campaign = await createCampaign(brand);
    const application = await insertApplication(t.database.db, {
      campaignId: campaign.id,
      influencerId: influencer.user.id,
      status: 'accepted',
    });
    const response = await call('DELETE', `/api/campaigns/${campaign.id}/`, brand);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await call('GET', `/api/campaigns/${campaign.id}/`, brand)).statusCode).toBe(404);
    const listed = await call('GET', '/api/applications/?limit=100', influencer);
    expect((listed.json() as { id: number }[]).some((a) => a.id === application.id)).toBe(false);
  });

  it('answers 404 to another brand and leaves the campaign', async () => {
    const campaign = await createCampaign(brand);
    const response = await call('DELETE', `/api/campaigns/${campaign.id}/`, otherBrand);
    expect(response.statusCode).toBe(404);
    expect((await call('GET', `/api/campaigns/${campaign.id}/`, brand)).statusCode).toBe(200);
  });

  it('is for the owning brand only: influencer and admin 403, anonymous 401', async () => {
    const campaign = await createCampaign(brand);
    expect((await call('DELETE', `/api/campaigns/${campaign.id}/`, influencer)).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/api/campaigns/${campaign.id}/`, admin)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/campaigns/${campaign.id}/`)).statusCode).toBe(401);
    expect((await call('DELETE', '/api/campaigns/999999/', brand)).statusCode).toBe(404);
  });

  it('refuses with 409 while an accepted application has a pending or confirmed payment', async () => {
    for (const status of ['pending', 'confirmed'] as const) {
      const campaign = await createCampaign(brand);
      const application = await insertApplication(t.database.db, {
        campaignId: campaign.id,
        influencerId: influencer.user.id,
        status: 'accepted',
      });
      await paymentFor(application.id, status);
      const response = await call('DELETE', `/api/campaigns/${campaign.id}/`, brand);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'This campaign has a pending or confirmed payment and cannot be deleted.',
      });
      expect((await call('GET', `/api/campaigns/${campaign.id}/`, brand)).statusCode).toBe(200);
    }
  });

  it('keeps payment records: 409 even when the only payment was rejected', async () => {
    const campaign = await createCampaign(brand);
    const application = await insertApplication(t.database.db, {
      campaignId: campaign.id,
      influencerId: influencer.user.id,
      status: 'accepted',
    });
    await paymentFor(application.id, 'rejected');
    const response = await call('DELETE', `/api/campaigns/${campaign.id}/`, brand);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'This campaign has payment records and cannot be deleted.',
    });
  });
});

describe('PUT /api/admin/campaigns/{id}/', () => {
  it('deactivates and reactivates, answering the campaign, with an audit row each time', async () => {
    const campaign = await createCampaign(brand);
    const off = await call('PUT', `/api/admin/campaigns/${campaign.id}/`, admin, {
      is_active: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ ...campaign, is_active: false });
    expect((await call('GET', `/api/campaigns/${campaign.id}/`, influencer)).statusCode).toBe(404);

    const on = await call('PUT', `/api/admin/campaigns/${campaign.id}/`, admin, {
      is_active: true,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().is_active).toBe(true);

    const audit = await auditRowsOf(t.database.db, 'campaign', campaign.id);
    expect(audit.map((row) => [row.actorId, row.action, row.before, row.after])).toEqual([
      [admin.user.id, 'campaign.deactivate', { is_active: true }, { is_active: false }],
      [admin.user.id, 'campaign.activate', { is_active: false }, { is_active: true }],
    ]);
  });

  it('writes no audit row when nothing changes', async () => {
    const campaign = await createCampaign(brand);
    const response = await call('PUT', `/api/admin/campaigns/${campaign.id}/`, admin, {
      is_active: true,
    });
    expect(response.statusCode).toBe(200);
    const audit = await auditRowsOf(t.database.db, 'campaign', campaign.id);
    expect(audit).toHaveLength(0);
  });

  it('is for admins only, 404 for a missing campaign, 400 for a bad body', async () => {
    const campaign = await createCampaign(brand);
    const url = `/api/admin/campaigns/${campaign.id}/`;
    expect((await call('PUT', url, brand, { is_active: false })).statusCode).toBe(403);
    expect((await call('PUT', url, influencer, { is_active: false })).statusCode).toBe(403);
    expect((await call('PUT', url, undefined, { is_active: false })).statusCode).toBe(401);
    expect(
      (await call('PUT', '/api/admin/campaigns/999999/', admin, { is_active: false })).statusCode,
    ).toBe(404);
    for (const body of [{}, { is_active: 'no' }, { is_active: 0 }, { is_active: null }]) {
      const response = await call('PUT', url, admin, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('is_active');
    }
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row?.isActive).toBe(true);
  });
});

const reel = { platform: 'instagram', kind: 'reel', count: 2 };
const video = { platform: 'youtube', kind: 'video', count: 1 };

const patch = (id: number, body: unknown, who: SignedIn = brand) =>
  call('PATCH', `/api/campaigns/${id}/`, who, body);

const accept = (campaignId: number, influencerId: number) =>
  insertApplication(t.database.db, { campaignId, influencerId, status: 'accepted' });

const apply = (campaignId: number, who: SignedIn = influencer) =>
  call('POST', '/api/applications/', who, { campaign: campaignId, proposal: 'I can do this.' });

describe('deliverables on a campaign', () => {
  it('are kept on create, with the influencers wanted, and shown to the influencer', async () => {
    const campaign = await createCampaign(brand, {
      deliverables: [reel, video],
      influencers_wanted: 3,
    });
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
    const campaign = await createCampaign(brand, { deliverables: [video] });
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
    const campaign = await createCampaign(brand);
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
    const campaign = await createCampaign(brand, { deadline: daysFromToday(3) });
    const same = await patch(campaign.id, {});
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(campaign);
    expect((await patch(campaign.id, { deadline: null })).json().deadline).toBeNull();
  });

  it('refuses bad input with 400 and fields, changing nothing', async () => {
    const campaign = await createCampaign(brand);
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
    const campaign = await createCampaign(brand);
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
    const campaign = await createCampaign(brand);
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
    const campaign = await createCampaign(brand);
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
    const campaign = await createCampaign(brand);
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
    const campaign = await createCampaign(brand);
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
    const campaign = await createCampaign(brand);
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
    const campaign = await createCampaign(brand);
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
  it('documents the campaign routes from the contract schemas', async () => {
    const document = (await call('GET', '/api/openapi.json')).json();
    expect(document.paths['/api/campaigns/'].post.responses).toHaveProperty('201');
    expect(
      document.paths['/api/campaigns/'].post.requestBody.content['application/json'].schema
        .properties,
    ).toHaveProperty('budget');
    expect(document.paths['/api/campaigns/{id}/'].delete.responses).toHaveProperty('409');
    expect(document.paths['/api/admin/campaigns/{id}/'].put.responses).toHaveProperty('200');
  });

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
