import { eq } from 'drizzle-orm';
import { applicationSchema } from '@portal/shared/contract/applications';
import { collaborationSchema } from '@portal/shared/contract/collaborations';
import { packageOrderSchema, packageSchema, type Package } from '@portal/shared/contract/packages';
import { todayInDhaka } from '@portal/shared/dates';
import { packages, users } from '../db/schema';
import {
  deliverAndApprove,
  injectAs,
  newTransactionId,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { notificationsOf } from '../test/notifications-of';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let brand: SignedIn;
let influencer: SignedIn;
let otherInfluencer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await startTestApp({ platformFeePercent: 10 });
  brand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
  otherInfluencer = await registerUser(t.app, 'influencer');
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const call = (
  method: Parameters<typeof injectAs>[1],
  path: string,
  who?: SignedIn,
  payload?: unknown,
) => injectAs(t.app, method, path, who, payload);

const PACKAGE = {
  title: 'Eid reel bundle',
  platform: 'instagram',
  deliverables: [
    { platform: 'instagram', kind: 'reel', count: 2 },
    { platform: 'facebook', kind: 'post', count: 1 },
  ],
  price: '12500',
  delivery_days: 7,
};

async function added(who: SignedIn = influencer, body: Record<string, unknown> = {}) {
  const response = await call('POST', '/packages/', who, { ...PACKAGE, ...body });
  expect(response.statusCode).toBe(201);
  return packageSchema.parse(response.json());
}

const listOf = async (who: SignedIn) =>
  (await call('GET', `/profile/${who.user.username}/packages/`)).json() as Package[];

const order = (id: number, who: SignedIn = brand, price: unknown = '12500.00') =>
  call('POST', `/packages/${id}/orders/`, who, { price });

/** A fresh influencer with no packages, so a test can count hers. */
const newInfluencer = () => registerUser(t.app, 'influencer');

describe('POST /api/packages/', () => {
  it('lists a package: 201 with the fee shown, on the public profile', async () => {
    const owner = await newInfluencer();
    const response = await call('POST', '/packages/', owner, {
      ...PACKAGE,
      title: '  Eid reel bundle  ',
      price: '১২,৫০০.৫',
      delivery_days: '৭',
    });
    expect(response.statusCode).toBe(201);
    const pack = packageSchema.parse(response.json());
    expect(pack).toMatchObject({
      influencer: owner.user.id,
      title: 'Eid reel bundle',
      platform: 'instagram',
      deliverables: PACKAGE.deliverables,
      price: '12500.50',
      platform_fee: '1250.05',
      influencer_receives: '11250.45',
      delivery_days: 7,
    });
    // Public: a signed-out visitor sees it, in any case of the username.
    const listed = await call('GET', `/profile/${owner.user.username.toUpperCase()}/packages/`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([pack]);
  });

  it.each([
    ['a price of 0', { price: '0' }],
    ['a negative price', { price: '-5' }],
    ['a price over 99,999,999.99', { price: '100000000' }],
    ['a price with three decimals', { price: '12.345' }],
    ['a price with broken grouping', { price: '1,00' }],
    ['no title', { title: '   ' }],
    ['a title of invisible characters', { title: '\u200b\u200b' }],
    ['a title with a bidi control', { title: 'Eid \u202e reel' }],
    ['a title over 200 characters', { title: 'x'.repeat(201) }],
    ['an unknown platform', { platform: 'myspace' }],
    ['no deliverables', { deliverables: [] }],
    [
      'a deliverable of an unknown kind',
      { deliverables: [{ platform: 'instagram', kind: 'tweet', count: 1 }] },
    ],
    [
      'a deliverable count of 21',
      { deliverables: [{ platform: 'instagram', kind: 'reel', count: 21 }] },
    ],
    [
      'a deliverable count of 0',
      { deliverables: [{ platform: 'instagram', kind: 'reel', count: 0 }] },
    ],
    [
      'a platform and kind twice',
      {
        deliverables: [
          { platform: 'instagram', kind: 'reel', count: 1 },
          { platform: 'instagram', kind: 'reel', count: 2 },
        ],
      },
    ],
    ['0 delivery days', { delivery_days: 0 }],
    ['91 delivery days', { delivery_days: 91 }],
    ['1.5 delivery days', { delivery_days: 1.5 }],
    ['delivery days as words', { delivery_days: 'seven' }],
  ])('refuses %s: 400 with a sentence, nothing stored', async (_case, body) => {
    const owner = await newInfluencer();
    const response = await call('POST', '/packages/', owner, { ...PACKAGE, ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String), fields: expect.any(Object) });
    expect(await listOf(owner)).toEqual([]);
  });

  it('says the delivery-days range in its sentence', async () => {
    const response = await call('POST', '/packages/', influencer, {
      ...PACKAGE,
      delivery_days: 91,
    });
    expect(response.json()).toMatchObject({
      fields: { delivery_days: ['Enter the delivery time as whole days, from 1 to 90.'] },
    });
  });

  it('takes at most 6 packages: the 7th is 409 with a sentence, and 6 at once never pass', async () => {
    const owner = await newInfluencer();
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        call('POST', '/packages/', owner, { ...PACKAGE, title: `Package ${index}` }),
      ),
    );
    expect(statuses.filter((response) => response.statusCode === 201)).toHaveLength(6);
    const refused = statuses.filter((response) => response.statusCode !== 201);
    expect(refused.map((response) => response.statusCode)).toEqual([409, 409]);
    expect(refused[0]?.json()).toEqual({
      error: 'You can list at most 6 packages. Delete one to add another.',
    });
    expect(await listOf(owner)).toHaveLength(6);
  });

  it('answers the limit in Bangla to a Bangla reader', async () => {
    const owner = await newInfluencer();
    for (let index = 0; index < 6; index += 1) await added(owner);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/packages/',
      headers: { authorization: `Bearer ${owner.access}`, 'accept-language': 'bn' },
      payload: PACKAGE,
    });
    expect(response.json()).toEqual({
      error: 'আপনি সর্বোচ্চ ৬টি প্যাকেজ রাখতে পারেন। নতুন একটি যোগ করতে একটি মুছে ফেলুন।',
    });
  });

  it('only influencers list packages: 403 for a brand or an admin, 401 signed out', async () => {
    for (const who of [brand, admin]) {
      expect((await call('POST', '/packages/', who, PACKAGE)).statusCode).toBe(403);
    }
    expect((await call('POST', '/packages/', undefined, PACKAGE)).statusCode).toBe(401);
  });
});

describe('GET /api/profile/{username}/packages/', () => {
  it('is 404 for an unknown user, a brand, or a deactivated influencer', async () => {
    const gone = await newInfluencer();
    await added(gone);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, gone.user.id));
    for (const username of ['nobody-here', brand.user.username, gone.user.username]) {
      const response = await call('GET', `/profile/${username}/packages/`);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 404,
        body: { error: 'This profile does not exist.' },
      });
    }
  });

  it('lists an influencer with no packages as empty, oldest first otherwise', async () => {
    const owner = await newInfluencer();
    expect(await listOf(owner)).toEqual([]);
    const first = await added(owner, { title: 'First' });
    const second = await added(owner, { title: 'Second' });
    expect((await listOf(owner)).map((pack) => pack.id)).toEqual([first.id, second.id]);
  });
});

describe('PUT and DELETE /api/packages/{id}/', () => {
  it('the owner rewrites her package: 200, updated_at moves', async () => {
    const pack = await added();
    const response = await call('PUT', `/packages/${pack.id}/`, influencer, {
      ...PACKAGE,
      title: 'Puja reel bundle',
      price: '15000',
      delivery_days: 10,
    });
    expect(response.statusCode).toBe(200);
    expect(packageSchema.parse(response.json())).toMatchObject({
      id: pack.id,
      title: 'Puja reel bundle',
      price: '15000.00',
      delivery_days: 10,
      created_at: pack.created_at,
    });
  });

  it('refuses bad input on an edit: 400, the package unchanged', async () => {
    const pack = await added();
    const response = await call('PUT', `/packages/${pack.id}/`, influencer, {
      ...PACKAGE,
      price: '0',
    });
    expect(response.statusCode).toBe(400);
    const [stored] = await t.database.db.select().from(packages).where(eq(packages.id, pack.id));
    expect(stored?.price).toBe('12500.00');
  });

  it("another influencer's package is 404 to edit or delete; brands and admins get 403", async () => {
    const pack = await added();
    for (const [method, body] of [
      ['PUT', PACKAGE],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `/packages/${pack.id}/`, otherInfluencer, body);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 404,
        body: { error: 'Package not found.' },
      });
      for (const who of [brand, admin]) {
        expect((await call(method, `/packages/${pack.id}/`, who, body)).statusCode).toBe(403);
      }
    }
    expect((await call('PUT', '/packages/2000000/', influencer, PACKAGE)).statusCode).toBe(404);
    expect((await listOf(influencer)).some((row) => row.id === pack.id)).toBe(true);
  });

  it('the owner deletes her package: 204, then 404; a slot frees up', async () => {
    const owner = await newInfluencer();
    const made: Package[] = [];
    for (let index = 0; index < 6; index += 1) made.push(await added(owner));
    const first = made[0]?.id ?? 0;
    expect((await call('DELETE', `/packages/${first}/`, owner)).statusCode).toBe(204);
    expect((await call('DELETE', `/packages/${first}/`, owner)).statusCode).toBe(404);
    await added(owner);
    expect(await listOf(owner)).toHaveLength(6);
  });
});

describe('POST /api/packages/{id}/orders/', () => {
  it('a brand buys a package: a collaboration awaiting payment at its price, the influencer told', async () => {
    const pack = await added();
    const response = await order(pack.id, brand, '১২,৫০০');
    expect(response.statusCode).toBe(201);
    const { application_id: applicationId } = packageOrderSchema.parse(response.json());

    const [application] = (await call('GET', '/applications/?limit=1', brand)).json() as unknown[];
    const collaboration = applicationSchema.parse(application);
    expect(collaboration).toMatchObject({
      id: applicationId,
      status: 'accepted',
      origin: 'package',
      amount: '12500.00',
      campaign_title: 'Eid reel bundle',
      collaboration_status: 'awaiting_payment',
    });
    const detail = await call('GET', `/applications/${applicationId}/`, influencer);
    expect(collaborationSchema.parse(detail.json())).toMatchObject({
      status: 'awaiting_payment',
      origin: 'package',
      campaign_title: 'Eid reel bundle',
    });
    // The private campaign carries the package's deliverables and its delivery days as deadline.
    const campaign = await call('GET', `/campaigns/${collaboration.campaign}/`, influencer);
    expect(campaign.json()).toMatchObject({
      title: 'Eid reel bundle',
      deliverables: PACKAGE.deliverables,
      deadline: todayInDhaka(new Date(Date.now() + 7 * DAY_MS)),
    });
    const listed = (await call('GET', '/campaigns/?limit=100', otherInfluencer)).json() as {
      id: number;
    }[];
    expect(listed.some((row) => row.id === collaboration.campaign)).toBe(false);

    const [told] = (
      await notificationsOf(t.database.db, influencer.user.id, 'package_ordered')
    ).slice(-1);
    expect(told).toMatchObject({
      text: `${brand.user.username} bought your package Eid reel bundle for ৳12,500.00. It starts once the payment is confirmed.`,
      link: `/collaborations/${applicationId}`,
    });
  });

  it('an edited or deleted package never changes a collaboration made from it', async () => {
    const pack = await added();
    const { application_id: applicationId } = packageOrderSchema.parse(
      (await order(pack.id)).json(),
    );
    await call('PUT', `/packages/${pack.id}/`, influencer, {
      ...PACKAGE,
      title: 'Renamed',
      price: '99',
      deliverables: [{ platform: 'youtube', kind: 'video', count: 1 }],
    });
    await call('DELETE', `/packages/${pack.id}/`, influencer);
    const [application] = (await call('GET', '/applications/?limit=1', brand)).json() as {
      id: number;
      campaign: number;
      amount: string;
      campaign_title: string;
    }[];
    expect(application).toMatchObject({
      id: applicationId,
      amount: '12500.00',
      campaign_title: 'Eid reel bundle',
    });
    const campaign = await call('GET', `/campaigns/${application?.campaign}/`, brand);
    expect(campaign.json()).toMatchObject({ deliverables: PACKAGE.deliverables });
  });

  it('goes through payment, escrow, delivery and release like any collaboration', async () => {
    const pack = await added(influencer, { price: '2000' });
    const { application_id: applicationId } = packageOrderSchema.parse(
      (await order(pack.id, brand, '2000')).json(),
    );
    const payment = await call('POST', '/payments/submit/', brand, {
      application_id: applicationId,
      amount: '2000.00',
      payment_method: 'bkash',
      transaction_id: newTransactionId(),
    });
    expect(payment.statusCode).toBe(201);
    const confirmed = await call(
      'PUT',
      `/admin/payments/${(payment.json() as { id: number }).id}/`,
      admin,
      {
        status: 'confirmed',
      },
    );
    expect(confirmed.statusCode).toBe(200);
    await deliverAndApprove(t.app, { brand, influencer }, applicationId);
    const detail = await call('GET', `/applications/${applicationId}/`, brand);
    expect(collaborationSchema.parse(detail.json())).toMatchObject({ status: 'released' });
  });

  it('refuses a price that is not the package’s any more: 409, nothing made', async () => {
    const pack = await added(await newInfluencer());
    const before = (await call('GET', '/applications/?limit=1', brand)).json() as { id: number }[];
    const response = await order(pack.id, brand, '10000');
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 409,
      body: {
        error:
          'This package changed after you opened it. Look at its price and deliverables again.',
      },
    });
    const after = (await call('GET', '/applications/?limit=1', brand)).json() as { id: number }[];
    expect(after[0]?.id).toBe(before[0]?.id);
  });

  it('refuses a bad price, a missing package, a deactivated influencer', async () => {
    const pack = await added(await newInfluencer());
    for (const body of [{ price: '0' }, { price: 'abc' }, { price: '12.345' }, {}]) {
      expect((await call('POST', `/packages/${pack.id}/orders/`, brand, body)).statusCode).toBe(
        400,
      );
    }
    expect((await order(2_000_000)).json()).toEqual({ error: 'Package not found.' });

    const gone = await newInfluencer();
    const hers = await added(gone);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, gone.user.id));
    const response = await order(hers.id);
    expect({ status: response.statusCode, body: response.json() }).toEqual({
      status: 409,
      body: { error: 'This influencer is not taking orders now.' },
    });
  });

  it('only brands order: 403 for an influencer (even her own) or an admin, 401 signed out', async () => {
    const pack = await added(await newInfluencer());
    for (const who of [influencer, otherInfluencer, admin]) {
      expect((await order(pack.id, who)).statusCode).toBe(403);
    }
    const signedOut = await call('POST', `/packages/${pack.id}/orders/`, undefined, {
      price: '12500',
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('a brand may buy the same package twice: two collaborations', async () => {
    const pack = await added(await newInfluencer());
    const first = packageOrderSchema.parse((await order(pack.id)).json());
    const second = packageOrderSchema.parse((await order(pack.id)).json());
    expect(second.application_id).not.toBe(first.application_id);
  });
});

describe('e-mail preferences', () => {
  it('a package ordered has its own switch', async () => {
    const response = await call('PUT', '/account/email-preferences/', influencer, {
      off: ['package_ordered'],
    });
    expect(response.json()).toEqual({ off: ['package_ordered'] });
  });
});
