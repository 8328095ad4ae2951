import { eq, sql } from 'drizzle-orm';
import type { Application } from '@portal/shared/contract/applications';
import type { AuthResponse } from '@portal/shared/contract/auth';
import {
  COLLABORATION_STATUSES,
  type Collaboration,
  type CollaborationStatus,
  type DisputeCase,
  type Refund,
} from '@portal/shared/contract/collaborations';
import type { AdminDashboard } from '@portal/shared/contract/dashboards';
import type { Package } from '@portal/shared/contract/packages';
import type { PublicReview } from '@portal/shared/contract/reviews';
import type { Balance } from '@portal/shared/contract/withdrawals';
import { feeOnPart, fromPaisa, toPaisa } from '@portal/shared/money';
import { collaborations, ledgerEntries, payments, users, withdrawals } from '../db/schema';
import { bearer } from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-data';
import { demoLoginsText } from './print-demo-logins';
import { existingDemoLogins, seedDemoData } from './seed-demo';

const FEE_PERCENT = 10;
const NOW = new Date('2026-03-10T06:00:00Z');

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ platformFeePercent: FEE_PERCENT }, undefined, {
    autoRelease: false,
    clock: () => NOW,
  });
  await seedDemoData(t.database.db, t.config, () => NOW);
});
afterAll(() => t.close());

async function signIn(email: string): Promise<AuthResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as AuthResponse;
}

async function get<T>(email: string, url: string): Promise<T> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: bearer(await signIn(email)),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as T;
}

const emailsOf = (role: string) =>
  DEMO_USERS.filter((user) => user.role === role).map(({ email }) => email);
const ADMIN = 'admin@demo.local';

async function brandApplications(): Promise<Application[]> {
  const rows: Application[] = [];
  for (const email of emailsOf('brand')) {
    rows.push(...(await get<Application[]>(email, '/applications/?brand=true')));
  }
  return rows;
}

describe('the demo seed', () => {
  test('every demo account counts as verified: it pays and withdraws at once', async () => {
    const unverified = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(sql`${users.emailVerifiedAt} is null`);
    expect(unverified).toEqual([]);
  });

  test('the demo brands see a collaboration in every state', async () => {
    const rows = await brandApplications();
    const statuses = new Set(rows.map((row) => row.collaboration_status));
    for (const status of COLLABORATION_STATUSES) expect(statuses).toContain(status);
    // Accepted and unpaid, and accepted with a payment waiting for the admin.
    const awaiting = rows.filter((row) => row.collaboration_status === 'awaiting_payment');
    expect(awaiting.map((row) => row.payment_status)).toEqual(
      expect.arrayContaining(['unpaid', 'pending']),
    );
    // Each demo brand keeps exactly one accepted application without any payment.
    for (const email of emailsOf('brand')) {
      const own = await get<Application[]>(email, '/applications/?brand=true');
      expect(own.filter((row) => row.payment_status === 'unpaid')).toHaveLength(1);
    }
    // Every agreed amount fits its campaign's budget.
    for (const row of rows) {
      expect(toPaisa(row.amount) <= toPaisa(row.campaign_budget)).toBe(true);
    }
  });

  test('the delivered, changed and ended collaborations read as the services wrote them', async () => {
    const rows = await brandApplications();
    const view = async (status: CollaborationStatus) => {
      const row = rows.find((item) => item.collaboration_status === status);
      if (row === undefined) throw new Error(`no ${status} collaboration`);
      return get<Collaboration>(ADMIN, `/applications/${row.id}/`);
    };

    const delivered = await view('delivered');
    const due = new Date(delivered.auto_release_at ?? 0).getTime() - NOW.getTime();
    expect(due).toBeGreaterThan(24 * 3_600_000);
    expect(due).toBeLessThan(72 * 3_600_000);

    const changes = await view('changes_requested');
    expect(changes.deliveries).toHaveLength(1);
    expect(changes.deliveries[0]?.decision).toBe('changes_requested');
    expect(changes.deliveries[0]?.reason?.length).toBeGreaterThanOrEqual(10);
    for (const link of changes.deliveries[0]?.links ?? []) {
      expect(link.url).toMatch(/^https:\/\/www\.(facebook|instagram|youtube|tiktok)\.com\//);
    }

    const released = await view('released');
    expect(toPaisa(released.platform_fee)).toBe((toPaisa(released.amount) * 10n) / 100n);
    expect(toPaisa(released.released_amount)).toBe(
      toPaisa(released.amount) - toPaisa(released.platform_fee),
    );

    const split = await view('split');
    expect(split.dispute?.outcome).toBe('split');
  });

  test('the admin has an open dispute, a pending refund and a sent one', async () => {
    const dashboard = await get<AdminDashboard>(ADMIN, '/dashboard/admin/');
    expect(dashboard.stats.open_disputes).toBeGreaterThanOrEqual(1);
    expect(dashboard.stats.pending_refunds).toBeGreaterThanOrEqual(1);
    expect(dashboard.stats.pending_payments).toBe(1);
    expect(dashboard.stats.pending_withdrawals).toBe(1);

    const open = await get<DisputeCase[]>(ADMIN, '/admin/disputes/?status=open');
    expect(open[0]?.reason.length).toBeGreaterThanOrEqual(10);
    const sent = await get<Refund[]>(ADMIN, '/admin/refunds/?status=sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.transaction_id).toMatch(/^[A-Z0-9]{8,20}$/);

    const decided = await t.database.db
      .select({ status: withdrawals.status })
      .from(withdrawals)
      .orderBy(withdrawals.id);
    expect(decided.map(({ status }) => status)).toEqual(['approved', 'pending']);
  });

  test("every influencer's balance is what was released less the withdrawals", async () => {
    const { db } = t.database;
    for (const email of emailsOf('influencer')) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      const id = user?.id ?? 0;
      const [sums] = await db
        .select({
          released: sql<string>`coalesce((select sum(amount) from ${ledgerEntries}
            where influencer_id = ${id} and kind = 'released'), 0)::text`,
          withdrawn: sql<string>`coalesce((select sum(amount) from ${withdrawals}
            where influencer_id = ${id} and status in ('pending', 'approved')), 0)::text`,
        })
        .from(users)
        .where(eq(users.id, id));
      const balance = await get<Balance>(email, '/influencer/balance/');
      expect(toPaisa(balance.balance) >= 0n).toBe(true);
      expect(toPaisa(balance.balance)).toBe(
        toPaisa(Number(sums?.released).toFixed(2)) - toPaisa(Number(sums?.withdrawn).toFixed(2)),
      );
    }
  });

  test('for every collaboration, held = released + fee + refunded + what is still in escrow', async () => {
    const { db } = t.database;
    const rows = await db
      .select({
        status: collaborations.status,
        amount: collaborations.amount,
        platformFee: collaborations.platformFee,
        paymentFee: payments.platformFee,
        kinds: sql<Record<string, string>>`(select coalesce(jsonb_object_agg(kind, total), '{}')
          from (select kind, sum(amount)::text as total from ${ledgerEntries}
            where application_id = ${collaborations.applicationId} group by kind) as k)`,
      })
      .from(collaborations)
      .innerJoin(payments, eq(payments.id, collaborations.paymentId));
    expect(rows).toHaveLength(8);
    const paisa = (value: string | undefined) => toPaisa(Number(value ?? 0).toFixed(2));
    for (const row of rows) {
      expect(row.platformFee).toBe(row.paymentFee);
      const out = paisa(row.kinds.released) + paisa(row.kinds.fee) + paisa(row.kinds.refunded);
      const ended = ['released', 'split', 'refunded'].includes(row.status);
      expect(paisa(row.kinds.held)).toBe(toPaisa(row.amount));
      expect(paisa(row.kinds.held)).toBe(out + (ended ? 0n : toPaisa(row.amount)));
      if (row.status === 'split') {
        const part = paisa(row.kinds.released) + paisa(row.kinds.fee);
        expect(paisa(row.kinds.fee)).toBe(
          toPaisa(feeOnPart(fromPaisa(part), row.amount, row.platformFee)),
        );
      }
    }
  });

  test('the demo has reviews: a published pair with a reply, and a lone review still hidden', async () => {
    const reviewsOf = async (username: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/profile/${username}/reviews/`,
      });
      expect(response.statusCode).toBe(200);
      return response.json() as PublicReview[];
    };
    const [ofNusrat] = await reviewsOf('nusrat_styles');
    expect(ofNusrat).toMatchObject({
      rating: 5,
      reviewer: { username: 'aarong_style' },
      reply: 'Thank you! The rainy-day shoot was a joy.',
    });
    expect(await reviewsOf('aarong_style')).toHaveLength(1);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile/nusrat_styles/' });
    expect(profile.json()).toMatchObject({ average_rating: '5.0', review_count: 1 });

    // Two influencers offer packages on their public profiles, in the order they were listed.
    const packagesOf = async (username: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/profile/${username}/packages/` })
      ).json() as Package[];
    expect((await packagesOf('nusrat_styles')).map(({ title, price }) => [title, price])).toEqual([
      ['Eid lookbook: two reels and a post', '18500.00'],
      ['Three styled stories', '4500.00'],
    ]);
    expect(await packagesOf('dhaka_foodie')).toHaveLength(1);
    expect(await packagesOf('tanvir_tech')).toEqual([]);

    // walton_tech reviewed tanvir_tech alone, within the window: hidden, and tanvir may answer.
    expect(await reviewsOf('tanvir_tech')).toEqual([]);
    const split = (await brandApplications()).find(
      (application) => application.collaboration_status === 'split',
    );
    expect(split).toBeDefined();
    const seen = await get<Collaboration>(
      'influencer.tech@demo.local',
      `/applications/${split?.id}/`,
    );
    expect(seen.review).toMatchObject({ can_review: true, mine: null, theirs: null });
  });

  test('a second seed adds nothing, and the demo logins print as before', async () => {
    const count = async () => {
      const [row] = await t.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(ledgerEntries);
      return row?.count;
    };
    const before = await count();
    await seedDemoData(t.database.db, t.config, () => NOW);
    expect(await count()).toBe(before);

    expect(demoLoginsText(await existingDemoLogins(t.database.db))).toBe(
      [
        'Demo logins (any of these accounts):',
        '  admin      admin@demo.local',
        '  brand      brand.fashion@demo.local',
        '  brand      brand.food@demo.local',
        '  brand      brand.tech@demo.local',
        '  influencer influencer.fashion@demo.local',
        '  influencer influencer.food@demo.local',
        '  influencer influencer.tech@demo.local',
        '  influencer influencer.fitness@demo.local',
        '  password for all of them: demo-pass-2025',
      ].join('\n'),
    );
  });
});

describe('the demo seed on a failure, then at the default fee', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await startTestApp({}, undefined, { autoRelease: false });
  });
  afterAll(() => fresh.close());

  const countOf = async (table: typeof users | typeof ledgerEntries) => {
    const [row] = await fresh.database.db.select({ count: sql<number>`count(*)::int` }).from(table);
    return row?.count;
  };

  test('leaves nothing behind when a step fails, and seeds the same database afterwards', async () => {
    // A fee above the amount breaks the payments' check: the whole seed rolls back.
    await expect(
      seedDemoData(fresh.database.db, { ...fresh.config, platformFeePercent: 150 }),
    ).rejects.toThrow();
    expect(await countOf(users)).toBe(0);

    await seedDemoData(fresh.database.db, fresh.config);
    expect(await countOf(users)).toBe(DEMO_USERS.length);
    const fees = await fresh.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'fee'));
    expect(fees[0]?.count).toBe(0);
    expect(await countOf(ledgerEntries)).toBeGreaterThan(0);
  });
});

describe('the demo seed with a short ESCROW_AUTO_RELEASE_HOURS', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await startTestApp({ escrowAutoReleaseHours: 0.001 }, undefined, {
      autoRelease: false,
    });
  });
  afterAll(() => short.close());

  test('replays the history the rule allows: an answer after the time to answer is left out', async () => {
    await seedDemoData(short.database.db, short.config);
    const closings = await short.database.db
      .select({ closedBy: collaborations.closedBy })
      .from(collaborations);
    // The demo's answers come a day or more after their deliveries: each delivery was released
    // to its influencer when its time came, before the answer.
    expect(closings.filter(({ closedBy }) => closedBy === 'auto').length).toBeGreaterThan(0);
    expect(closings.filter(({ closedBy }) => closedBy === 'approved')).toEqual([]);
  });
});
