import { and, eq, inArray } from 'drizzle-orm';
import type { AdminDashboard } from '@portal/shared/contract/dashboards';
import { todayInDhaka } from '@portal/shared/dates';
import { collaborations, ledgerEntries, payments, users } from '../db/schema';
import {
  acceptedApplication,
  bearer,
  confirmedPayment,
  deliverAndApprove,
  insertApplication,
  insertCampaign,
  newTransactionId,
  registerAdmin,
  releasedPayment,
  type SignedIn,
} from '../test/marketplace-fixtures';

type AdminStats = AdminDashboard['stats'];
import { countedFromTables } from '../test/platform-counts';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await startTestApp({ platformFeePercent: 10 });
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const dashboard = (user: SignedIn | undefined, kind: 'brand' | 'influencer' | 'admin') =>
  t.app.inject({
    method: 'GET',
    url: `/api/dashboard/${kind}/`,
    headers: user === undefined ? {} : bearer(user),
  });

/** The six chart months, oldest first, ending with the current month in Asia/Dhaka. */
function chartMonths(): string[] {
  const [year = 0, month = 0] = todayInDhaka().split('-').map(Number);
  return Array.from({ length: 6 }, (_, i) =>
    new Date(Date.UTC(year, month - 6 + i, 1)).toISOString().slice(0, 7),
  );
}

/** The instant a month (YYYY-MM) begins in Dhaka, which is UTC+6 all year. */
const dhakaMonthStart = (month: string) => new Date(`${month}-01T00:00:00+06:00`);

/** A chart of `amounts` by month, every other month 0.00. */
const chart = (amounts: Record<string, string>) =>
  chartMonths().map((month) => ({ month, amount: amounts[month] ?? '0.00' }));

async function setPaymentTimes(id: number, times: { decidedAt?: Date; createdAt?: Date }) {
  await t.database.db.update(payments).set(times).where(eq(payments.id, id));
}

async function submitPayment(brand: SignedIn, applicationId: number, amount: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/submit/',
    headers: bearer(brand),
    payload: {
      application_id: applicationId,
      amount,
      payment_method: 'nagad',
      transaction_id: newTransactionId(),
    },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

describe('GET /api/dashboard/brand/', () => {
  it('counts own campaigns and applications, sums confirmed payments, lists the 5 newest', async () => {
    const brand = await registerUser(t.app, 'brand');
    const otherBrand = await registerUser(t.app, 'brand');
    const influencer = await registerUser(t.app, 'influencer');
    const db = t.database.db;
    // Confirmed 1500 counts (fee included: the brand paid it); pending 800 does not.
    await confirmedPayment(t.app, db, { brand, influencer, admin }, '1500.00');
    const { application: pending } = await acceptedApplication(
      db,
      brand.user.id,
      influencer.user.id,
      '800.00',
    );
    await submitPayment(brand, pending.id, '800.00');
    const campaigns = [];
    for (let i = 0; i < 5; i += 1) {
      campaigns.push(await insertCampaign(db, { brandId: brand.user.id }));
    }
    const extra = await registerUser(t.app, 'influencer');
    await insertApplication(db, {
      campaignId: campaigns[4]!.id,
      influencerId: extra.user.id,
      status: 'pending',
    });
    await confirmedPayment(t.app, db, { brand: otherBrand, influencer, admin }, '9999.00');

    const response = await dashboard(brand, 'brand');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.stats).toEqual({
      total_campaigns: 7,
      total_applications: 3,
      money_spent: '1500.00',
    });
    expect(body.recent_campaigns.map((campaign: { id: number }) => campaign.id)).toEqual(
      campaigns.map((campaign) => campaign.id).reverse(),
    );
    expect(body.recent_campaigns[0]).toMatchObject({
      brand: brand.user.id,
      brand_name: brand.user.username,
      applications_count: 1,
      budget: '1500.00',
      application_status: null,
    });
    expect(body.recent_applications).toHaveLength(3);
    expect(body.recent_applications[0]).toMatchObject({
      influencer_name: extra.user.username,
      status: 'pending',
      payment_status: 'unpaid',
    });
    expect(body.recent_applications[1]).toMatchObject({
      amount: '800.00',
      payment_status: 'pending',
    });
  });

  it('is empty for a new brand', async () => {
    const brand = await registerUser(t.app, 'brand');
    expect((await dashboard(brand, 'brand')).json()).toEqual({
      stats: { total_campaigns: 0, total_applications: 0, money_spent: '0.00' },
      monthly_spending: chart({}),
      recent_campaigns: [],
      recent_applications: [],
    });
  });

  it('charts confirmed spending over six months by the Dhaka month of confirmation', async () => {
    const brand = await registerUser(t.app, 'brand');
    const otherBrand = await registerUser(t.app, 'brand');
    const influencer = await registerUser(t.app, 'influencer');
    const db = t.database.db;
    const confirmed = async (amount: string) =>
      (await confirmedPayment(t.app, db, { brand, influencer, admin }, amount)).paymentId;
    const months = chartMonths();
    const [oldest = '', , , , previous = '', current = ''] = months;

    // Confirmed now, though submitted two months ago: it counts when it was confirmed.
    await setPaymentTimes(await confirmed('1500.00'), { createdAt: dhakaMonthStart(months[3]!) });
    // The first instant of this month in Dhaka is still last month in UTC.
    await setPaymentTimes(await confirmed('700.00'), { decidedAt: dhakaMonthStart(current) });
    await setPaymentTimes(await confirmed('300.25'), {
      decidedAt: new Date(dhakaMonthStart(current).getTime() - 1),
    });
    await setPaymentTimes(await confirmed('250.00'), { decidedAt: dhakaMonthStart(oldest) });
    await setPaymentTimes(await confirmed('999.00'), {
      decidedAt: new Date(dhakaMonthStart(oldest).getTime() - 1),
    });
    // Neither pending nor rejected payments nor another brand's count.
    const { application: pending } = await acceptedApplication(
      db,
      brand.user.id,
      influencer.user.id,
      '800.00',
    );
    await submitPayment(brand, pending.id, '800.00');
    const { application: refused } = await acceptedApplication(
      db,
      brand.user.id,
      influencer.user.id,
      '400.00',
    );
    const rejectedId = await submitPayment(brand, refused.id, '400.00');
    const rejection = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/payments/${rejectedId}/`,
      headers: bearer(admin),
      payload: { status: 'rejected', reason: 'Amount does not match' },
    });
    expect(rejection.statusCode).toBe(200);
    await confirmedPayment(t.app, db, { brand: otherBrand, influencer, admin }, '5555.00');

    const body = (await dashboard(brand, 'brand')).json();
    expect(body.monthly_spending).toEqual(
      chart({ [current]: '2200.00', [previous]: '300.25', [oldest]: '250.00' }),
    );
    expect(body.stats.money_spent).toBe('3749.25');
  });

  it('charts the money Money Spent counts: a refund comes off the month of its payment', async () => {
    const brand = await registerUser(t.app, 'brand');
    const influencer = await registerUser(t.app, 'influencer');
    const pair = { brand, influencer, admin };
    const [, , , , previous = '', current = ''] = chartMonths();
    await confirmedPayment(t.app, t.database.db, pair, '12000.00');
    const returned = await confirmedPayment(t.app, t.database.db, pair, '8000.00');
    const earlier = await confirmedPayment(t.app, t.database.db, pair, '3000.00');
    await setPaymentTimes(earlier.paymentId, { decidedAt: dhakaMonthStart(previous) });
    // The influencer steps back from both: all of their money goes back to the brand.
    for (const { applicationId } of [returned, earlier]) {
      const stepped = await t.app.inject({
        method: 'POST',
        url: `/api/applications/${applicationId}/withdraw/`,
        headers: bearer(influencer),
      });
      expect(stepped.statusCode).toBe(200);
    }

    const body = (await dashboard(brand, 'brand')).json();
    expect(body.stats.money_spent).toBe('12000.00');
    expect(body.monthly_spending).toEqual(chart({ [current]: '12000.00' }));
  });
});

describe('GET /api/dashboard/influencer/', () => {
  it('counts applications, takes earnings from the ledger, lists the newest open campaigns', async () => {
    const brand = await registerUser(t.app, 'brand');
    const influencer = await registerUser(t.app, 'influencer');
    const db = t.database.db;
    const paid = await releasedPayment(t.app, db, { brand, influencer, admin }, '2000.00');
    // Held in escrow: pending until the brand approves the work.
    await confirmedPayment(t.app, db, { brand, influencer, admin }, '300.00');
    const { application: unpaid } = await acceptedApplication(
      db,
      brand.user.id,
      influencer.user.id,
      '700.00',
    );
    const rejectedCampaign = await insertCampaign(db, { brandId: brand.user.id });
    await insertApplication(db, {
      campaignId: rejectedCampaign.id,
      influencerId: influencer.user.id,
      status: 'rejected',
    });

    const open = await insertCampaign(db, { brandId: brand.user.id, title: 'Open to apply' });
    await insertCampaign(db, { brandId: brand.user.id, isActive: false });
    await insertCampaign(db, { brandId: brand.user.id, deadline: '2020-01-01' });
    const hiddenBrand = await registerUser(t.app, 'brand');
    await insertCampaign(db, { brandId: hiddenBrand.user.id });
    await db.update(users).set({ isActive: false }).where(eq(users.id, hiddenBrand.user.id));

    const response = await dashboard(influencer, 'influencer');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.stats).toEqual({
      total_applications: 4,
      accepted_applications: 3,
      total_earnings: '1800.00',
      // What the influencer will receive: 300.00 held and 700.00 unpaid, each less the 10% fee.
      pending_earnings: '900.00',
    });
    const available = body.available_campaigns as { id: number; is_active: boolean }[];
    expect(available.length).toBeLessThanOrEqual(5);
    expect(available[0]).toMatchObject({
      id: open.id,
      title: 'Open to apply',
      is_active: true,
      application_status: null,
    });
    expect(available.every((campaign) => campaign.is_active)).toBe(true);
    expect(body.recent_applications.map((row: { id: number }) => row.id)).toEqual(
      expect.arrayContaining([paid.applicationId, unpaid.id]),
    );
    expect(body.recent_applications[0]).toMatchObject({ status: 'rejected' });
  });

  it("marks the campaigns the influencer applied to with their own application's status", async () => {
    const brand = await registerUser(t.app, 'brand');
    const influencer = await registerUser(t.app, 'influencer');
    const other = await registerUser(t.app, 'influencer');
    const db = t.database.db;
    const campaign = () => insertCampaign(db, { brandId: brand.user.id });
    const apply = (
      campaignId: number,
      who: SignedIn,
      status: 'pending' | 'accepted' | 'rejected',
    ) => insertApplication(db, { campaignId, influencerId: who.user.id, status });

    const rejected = await campaign();
    await apply(rejected.id, influencer, 'rejected');
    await apply(rejected.id, other, 'accepted');
    const accepted = await campaign();
    await apply(accepted.id, influencer, 'accepted');
    const otherOnly = await campaign();
    await apply(otherOnly.id, other, 'pending');
    const notApplied = await campaign();
    const pending = await campaign();
    await apply(pending.id, influencer, 'pending');

    const statuses = (body: {
      available_campaigns: { id: number; application_status: unknown }[];
    }) => body.available_campaigns.map((row) => [row.id, row.application_status]);
    expect(statuses((await dashboard(influencer, 'influencer')).json())).toEqual([
      [pending.id, 'pending'],
      [notApplied.id, null],
      [otherOnly.id, null],
      [accepted.id, 'accepted'],
      [rejected.id, 'rejected'],
    ]);
    expect(statuses((await dashboard(other, 'influencer')).json())).toEqual([
      [pending.id, null],
      [notApplied.id, null],
      [otherOnly.id, 'pending'],
      [accepted.id, null],
      [rejected.id, 'accepted'],
    ]);
  });

  it('charts earnings net of each recorded platform fee, by the Dhaka month of release', async () => {
    const brand = await registerUser(t.app, 'brand');
    const influencer = await registerUser(t.app, 'influencer');
    const otherInfluencer = await registerUser(t.app, 'influencer');
    const db = t.database.db;
    const parties = { brand, influencer, admin };
    const released = async (amount: string) =>
      (await releasedPayment(t.app, db, parties, amount)).applicationId;
    /** Moves a release's ledger entries to `at`, as if the brand had approved then. */
    const releasedAt = (applicationId: number, at: Date) =>
      db
        .update(ledgerEntries)
        .set({ createdAt: at })
        .where(
          and(
            eq(ledgerEntries.applicationId, applicationId),
            inArray(ledgerEntries.kind, ['released', 'fee']),
          ),
        );
    const [, second = '', , , previous = '', current = ''] = chartMonths();

    // PLATFORM_FEE_PERCENT is 10 here: 2000.00 earns 1800.00.
    await released('2000.00');
    // A fee recorded under another setting stays the fee of that payment.
    const olderFee = await confirmedPayment(t.app, db, parties, '1000.00');
    await db
      .update(collaborations)
      .set({ platformFee: '50.00' })
      .where(eq(collaborations.applicationId, olderFee.applicationId));
    await deliverAndApprove(t.app, parties, olderFee.applicationId);
    await releasedAt(olderFee.applicationId, dhakaMonthStart(second));
    await releasedAt(await released('100.00'), new Date(dhakaMonthStart(current).getTime() - 1));
    // Paid and held in escrow: not earned yet.
    await confirmedPayment(t.app, db, parties, '400.00');
    const { application: pending } = await acceptedApplication(
      db,
      brand.user.id,
      influencer.user.id,
      '600.00',
    );
    await submitPayment(brand, pending.id, '600.00');
    await releasedPayment(t.app, db, { brand, influencer: otherInfluencer, admin }, '3000.00');

    const body = (await dashboard(influencer, 'influencer')).json();
    expect(body.monthly_earnings).toEqual(
      chart({ [current]: '1800.00', [previous]: '90.00', [second]: '950.00' }),
    );
    expect(body.stats.total_earnings).toBe('2840.00');
    const fresh = await registerUser(t.app, 'influencer');
    expect((await dashboard(fresh, 'influencer')).json().monthly_earnings).toEqual(chart({}));
  });

  it('shows at most 5 available campaigns and 5 recent applications', async () => {
    const brand = await registerUser(t.app, 'brand');
    const influencer = await registerUser(t.app, 'influencer');
    for (let i = 0; i < 7; i += 1) {
      const campaign = await insertCampaign(t.database.db, { brandId: brand.user.id });
      await insertCampaign(t.database.db, { brandId: brand.user.id });
      await insertApplication(t.database.db, {
        campaignId: campaign.id,
        influencerId: influencer.user.id,
        status: 'pending',
      });
    }
    const body = (await dashboard(influencer, 'influencer')).json();
    // The newest five, applied to or not: alternately one not applied to and one applied to.
    expect(
      body.available_campaigns.map(
        (row: { application_status: unknown }) => row.application_status,
      ),
    ).toEqual([null, 'pending', null, 'pending', null]);
    expect(body.recent_applications).toHaveLength(5);
    expect(body.stats.total_applications).toBe(7);
  });
});

describe('GET /api/dashboard/admin/', () => {
  it('counts the whole platform and lists the 5 newest users and campaigns', async () => {
    const before = (await dashboard(admin, 'admin')).json().stats;
    const brand = await registerUser(t.app, 'brand');
    const influencer = await registerUser(t.app, 'influencer');
    await releasedPayment(t.app, t.database.db, { brand, influencer, admin }, '1234.50');
    const { application } = await acceptedApplication(
      t.database.db,
      brand.user.id,
      influencer.user.id,
      '100.00',
    );
    await submitPayment(brand, application.id, '100.00');
    const { application: refused } = await acceptedApplication(
      t.database.db,
      brand.user.id,
      influencer.user.id,
      '50.00',
    );
    const refusedId = await submitPayment(brand, refused.id, '50.00');
    const refusal = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/payments/${refusedId}/`,
      headers: bearer(admin),
      payload: { status: 'rejected', reason: 'Amount does not match' },
    });
    expect(refusal.statusCode).toBe(200);
    const withdraw = async (amount: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/withdrawals/',
        headers: bearer(influencer),
        payload: { amount, payment_method: 'bkash', phone_number: '01712345678' },
      });
      expect(response.statusCode).toBe(201);
      return (response.json() as { id: number }).id;
    };
    await withdraw('200.00');
    await withdraw('150.00');
    const approval = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/withdrawals/${await withdraw('100.00')}/`,
      headers: bearer(admin),
      payload: { status: 'approved', transaction_id: newTransactionId() },
    });
    expect(approval.statusCode).toBe(200);
    const newest = await registerUser(t.app, 'brand');

    const response = await dashboard(admin, 'admin');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.stats).toEqual({
      total_users: before.total_users + 3,
      total_brands: before.total_brands + 2,
      total_influencers: before.total_influencers + 1,
      total_campaigns: before.total_campaigns + 3,
      total_applications: before.total_applications + 3,
      total_payments: before.total_payments + 3,
      confirmed_payments_amount: (
        (Math.round(Number(before.confirmed_payments_amount) * 100) + 123450) /
        100
      ).toFixed(2),
      pending_payments: before.pending_payments + 1,
      pending_withdrawals: before.pending_withdrawals + 2,
      open_disputes: before.open_disputes,
      pending_refunds: before.pending_refunds,
    });
    expect(body.recent_users).toHaveLength(5);
    expect(body.recent_users[0]).toEqual({
      id: newest.user.id,
      username: newest.user.username,
      email: newest.user.email,
      role: 'brand',
      is_active: true,
      created_at: expect.stringMatching(/Z$/),
    });
    expect(body.recent_campaigns.length).toBeLessThanOrEqual(5);
    expect(body.recent_campaigns[0]).toMatchObject({ id: refused.campaignId });
  });

  it('keeps every count equal to the rows after each kind of change', async () => {
    const db = t.database.db;
    const call = async (
      who: SignedIn,
      method: 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: Record<string, unknown>,
    ) => {
      const response = await t.app.inject({
        method,
        url,
        headers: bearer(who),
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode).toBeLessThan(300);
      return response;
    };
    const created = async (who: SignedIn, url: string, payload: Record<string, unknown>) =>
      (await call(who, 'POST', url, payload)).json() as { id: number };
    /** The figures answered equal the rows counted now; answers them for the checks after. */
    const exact = async () => {
      const { stats } = (await dashboard(admin, 'admin')).json() as { stats: AdminStats };
      expect(stats).toEqual(await countedFromTables(db));
      return stats;
    };
    const start = await exact();

    const brand = await registerUser(t.app, 'brand');
    const influencer = await registerUser(t.app, 'influencer');
    const promoted = await registerUser(t.app, 'influencer');
    await exact();
    // Admins are made by changing a user's role: the user moves out of the influencers.
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, promoted.user.id));
    expect(await exact()).toMatchObject({
      total_users: start.total_users + 3,
      total_brands: start.total_brands + 1,
      total_influencers: start.total_influencers + 1,
    });

    const campaign = (title: string) =>
      created(brand, '/api/campaigns/', {
        title,
        description: 'Counted on the admin dashboard.',
        budget: '1000',
        category: 'food',
      });
    const kept = await campaign('Kept');
    const dropped = await campaign('Dropped');
    const apply = (campaignId: number) =>
      created(influencer, '/api/applications/', {
        campaign: campaignId,
        proposal: 'A reel and a story.',
      });
    const application = await apply(kept.id);
    await apply(dropped.id);
    await exact();
    await call(brand, 'PUT', `/api/applications/${application.id}/status/`, { status: 'accepted' });
    // Deleting a campaign deletes its applications too (a cascade: a statement of its own).
    await call(brand, 'DELETE', `/api/campaigns/${dropped.id}/`);
    expect(await exact()).toMatchObject({
      total_campaigns: start.total_campaigns + 1,
      total_applications: start.total_applications + 1,
    });

    const pay = () =>
      created(brand, '/api/payments/submit/', {
        application_id: application.id,
        amount: '1000.00',
        payment_method: 'bkash',
        transaction_id: newTransactionId(),
      });
    const decide = (paymentId: number, status: 'confirmed' | 'rejected') =>
      call(admin, 'PUT', `/api/admin/payments/${paymentId}/`, {
        status,
        ...(status === 'rejected' && { reason: 'Amount does not match' }),
      });
    await decide((await pay()).id, 'rejected');
    const payment = await pay();
    expect(await exact()).toMatchObject({
      total_payments: start.total_payments + 2,
      pending_payments: start.pending_payments + 1,
    });
    await decide(payment.id, 'confirmed');
    expect(await exact()).toMatchObject({ pending_payments: start.pending_payments });
    await deliverAndApprove(t.app, { brand, influencer }, application.id);

    // The influencer earned 900.00 (a 10% fee): two withdrawals, one approved, one rejected.
    const withdraw = () =>
      created(influencer, '/api/withdrawals/', {
        amount: '300.00',
        payment_method: 'nagad',
        phone_number: '01812345678',
      });
    const approved = await withdraw();
    const refused = await withdraw();
    expect(await exact()).toMatchObject({
      pending_withdrawals: start.pending_withdrawals + 2,
    });
    await call(admin, 'PUT', `/api/admin/withdrawals/${approved.id}/`, {
      status: 'approved',
      transaction_id: newTransactionId(),
    });
    await call(admin, 'PUT', `/api/admin/withdrawals/${refused.id}/`, {
      status: 'rejected',
      reason: 'Wrong wallet',
    });
    expect(await exact()).toMatchObject({ pending_withdrawals: start.pending_withdrawals });

    // A deactivated user is still a user of the platform.
    await call(admin, 'PUT', `/api/admin/users/${brand.user.id}/`, { action: 'deactivate' });
    expect(await exact()).toMatchObject({ total_users: start.total_users + 3 });
  });
});

describe('dashboards: roles', () => {
  it('each dashboard is for its own role: 403 to the others, 401 anonymous', async () => {
    const brand = await registerUser(t.app, 'brand');
    const influencer = await registerUser(t.app, 'influencer');
    const owners = { brand, influencer, admin };
    for (const kind of ['brand', 'influencer', 'admin'] as const) {
      for (const [role, user] of Object.entries(owners)) {
        expect((await dashboard(user, kind)).statusCode).toBe(role === kind ? 200 : 403);
      }
      expect((await dashboard(undefined, kind)).statusCode).toBe(401);
    }
  });
});
