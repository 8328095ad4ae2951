import { and, eq, sql } from 'drizzle-orm';
import type { StatementLine } from '@portal/shared/contract/collaborations';
import { dhakaDateTime, todayInDhaka } from '@portal/shared/dates';
import { totalsMismatches } from '../db/queries/account-totals';
import { notifications, users, withdrawals } from '../db/schema';
import { toNotification } from '../notifications/service';
import {
  bearer,
  newTransactionId,
  releasedPayment,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { auditRowsOf } from '../test/audit-rows';
import { recordingBus } from '../test/recording-bus';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

let t: TestApp;
let brand: SignedIn;
let admin: SignedIn;
const bus = recordingBus();

beforeAll(async () => {
  t = await startTestApp({}, undefined, { events: bus });
  brand = await registerUser(t.app, 'brand');
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const headers = (user: SignedIn | undefined) => (user === undefined ? {} : bearer(user));

const requestWithdrawal = (user: SignedIn | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/withdrawals/',
    headers: headers(user),
    payload: payload as Record<string, unknown>,
  });

/** An approval gives a fresh payout ID and a rejection a reason, unless `extra` says otherwise. */
const decide = (
  user: SignedIn | undefined,
  id: number | string,
  status: unknown,
  extra: Record<string, unknown> = status === 'approved'
    ? { transaction_id: newTransactionId() }
    : { reason: 'Wrong wallet' },
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/withdrawals/${id}/`,
    headers: headers(user),
    payload: { status, ...extra },
  });

/** Each decision body is refused with 400 and its sentence under `field`. */
async function expectRefused(
  id: number,
  status: 'approved' | 'rejected',
  field: string,
  cases: [Record<string, unknown>, string][],
) {
  for (const [extra, message] of cases) {
    const response = await decide(admin, id, status, extra);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: [message] });
  }
}

const get = (user: SignedIn | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: headers(user) });

async function balanceOf(user: SignedIn): Promise<string> {
  const response = await get(user, '/api/influencer/balance/');
  expect(response.statusCode).toBe(200);
  return response.json().balance;
}

/** A new influencer with `amount` confirmed in their balance. */
async function fundedInfluencer(amount: string): Promise<SignedIn> {
  const influencer = await registerUser(t.app, 'influencer');
  await releasedPayment(t.app, t.database.db, { brand, influencer, admin }, amount);
  return influencer;
}

const withdrawal = (amount: unknown, phone = '01712345678') => ({
  amount,
  payment_method: 'bkash',
  phone_number: phone,
});

describe('POST /api/withdrawals/', () => {
  it('records a pending withdrawal, normalises the number and takes it off the balance', async () => {
    const influencer = await fundedInfluencer('1000.00');
    const response = await requestWithdrawal(influencer, {
      amount: '250.5',
      payment_method: 'nagad',
      phone_number: '+88 017-1234-5678',
      status: 'approved',
      influencer_id: brand.user.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      amount: '250.50',
      payment_method: 'nagad',
      phone_number: '01712345678',
      status: 'pending',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      influencer_name: influencer.user.username,
      requested_at: response.json().created_at,
      decided_at: null,
      rejection_reason: null,
      payout_transaction_id: null,
      receipt_number: null,
    });
    expect(await balanceOf(influencer)).toBe('749.50');
  });

  it('reads an amount and a wallet number typed in Bengali digits', async () => {
    const influencer = await fundedInfluencer('1000.00');
    const response = await requestWithdrawal(influencer, withdrawal('২৫০', '+৮৮ ০১৮১২-৩৪৫৬৭৮'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ amount: '250.00', phone_number: '01812345678' });
    expect(await balanceOf(influencer)).toBe('750.00');
  });

  it('refuses an amount below MIN_WITHDRAWAL with a sentence naming it', async () => {
    const influencer = await fundedInfluencer('1000.00');
    const response = await requestWithdrawal(influencer, withdrawal('99.99'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The minimum withdrawal is ৳100.00.',
      fields: { amount: ['The minimum withdrawal is ৳100.00.'] },
    });
    expect((await requestWithdrawal(influencer, withdrawal(100))).statusCode).toBe(201);
  });

  it('refuses more than the balance with "Insufficient balance."', async () => {
    const influencer = await fundedInfluencer('500.00');
    const over = await requestWithdrawal(influencer, withdrawal('500.01'));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error: 'Insufficient balance.' });
    expect((await requestWithdrawal(influencer, withdrawal('500'))).statusCode).toBe(201);
    const empty = await requestWithdrawal(influencer, withdrawal('100'));
    expect(empty.json()).toEqual({ error: 'Insufficient balance.' });
    expect(await balanceOf(influencer)).toBe('0.00');
  });

  it('20 simultaneous withdrawals that together exceed the balance never overdraw', async () => {
    const influencer = await fundedInfluencer('1000.00');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => requestWithdrawal(influencer, withdrawal('150'))),
    );
    const accepted = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(accepted).toHaveLength(6);
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Insufficient balance.' });
    }
    const rows = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.influencerId, influencer.user.id));
    expect(rows).toHaveLength(6);
    expect(await balanceOf(influencer)).toBe('100.00');
  });

  it('refuses bad amounts, methods and numbers with 400 and fields', async () => {
    const influencer = await fundedInfluencer('1000.00');
    for (const amount of ['-1', '0', '1e3', '1.001', 1e12, 'abc', null, '', [100]]) {
      const response = await requestWithdrawal(influencer, withdrawal(amount));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('amount');
    }
    for (const phone of [
      '',
      '   ',
      '0171234567',
      '01212345678',
      '+1 555 1234567',
      'x'.repeat(100_000),
      17,
    ]) {
      const response = await requestWithdrawal(influencer, withdrawal('100', phone as string));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('phone_number');
    }
    for (const method of ['paypal', '', 1, null]) {
      const response = await requestWithdrawal(influencer, {
        ...withdrawal('100'),
        payment_method: method,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('payment_method');
    }
    expect(await balanceOf(influencer)).toBe('1000.00');
  });

  it('is for influencers only: brand and admin 403, anonymous 401', async () => {
    expect((await requestWithdrawal(brand, withdrawal('100'))).statusCode).toBe(403);
    expect((await requestWithdrawal(admin, withdrawal('100'))).statusCode).toBe(403);
    expect((await requestWithdrawal(undefined, withdrawal('100'))).statusCode).toBe(401);
  });
});

describe('GET /api/withdrawals/', () => {
  it("lists only the influencer's own withdrawals, newest first, paged", async () => {
    const influencer = await fundedInfluencer('1000.00');
    const other = await fundedInfluencer('1000.00');
    const ids: number[] = [];
    for (const amount of ['100', '110', '120']) {
      ids.push((await requestWithdrawal(influencer, withdrawal(amount))).json().id);
    }
    await requestWithdrawal(other, withdrawal('300'));
    const first = await get(influencer, '/api/withdrawals/?limit=2');
    expect(first.statusCode).toBe(200);
    expect(first.json().map((row: { id: number }) => row.id)).toEqual([ids[2], ids[1]]);
    const link = first.headers.link as string;
    expect(link).toMatch(/rel="next"$/);
    const second = await get(influencer, link.slice(1, link.indexOf('>')));
    expect(second.json().map((row: { id: number }) => row.id)).toEqual([ids[0]]);
    expect(second.headers.link).toBeUndefined();
    const otherList = await get(other, '/api/withdrawals/');
    expect(otherList.json().map((row: { amount: string }) => row.amount)).toEqual(['300.00']);
  });

  it('is for influencers only, and refuses a bad query', async () => {
    expect((await get(brand, '/api/withdrawals/')).statusCode).toBe(403);
    expect((await get(admin, '/api/withdrawals/')).statusCode).toBe(403);
    expect((await get(undefined, '/api/withdrawals/')).statusCode).toBe(401);
    const influencer = await registerUser(t.app, 'influencer');
    for (const query of ['?limit=1000', '?status=done', '?cursor=bm9wZQ']) {
      expect((await get(influencer, `/api/withdrawals/${query}`)).statusCode).toBe(400);
    }
  });
});

describe('admin withdrawals', () => {
  it('lists every withdrawal with influencer_name and requested_at, filtered by status', async () => {
    const influencer = await fundedInfluencer('1000.00');
    const created = (await requestWithdrawal(influencer, withdrawal('200'))).json();
    const response = await get(admin, '/api/admin/withdrawals/?status=pending&limit=100');
    expect(response.statusCode).toBe(200);
    const rows = response.json() as { id: number; status: string }[];
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
    expect(rows).toContainEqual(
      expect.objectContaining({
        id: created.id,
        influencer_name: influencer.user.username,
        requested_at: created.created_at,
      }),
    );
    expect((await get(admin, '/api/admin/withdrawals/?status=approved')).json()).not.toContainEqual(
      expect.objectContaining({ id: created.id }),
    );
  });

  it('approves a pending withdrawal once, with an audit row and a notification', async () => {
    const influencer = await fundedInfluencer('1000.00');
    const created = (await requestWithdrawal(influencer, withdrawal('400'))).json();
    const approved = await decide(admin, created.id, 'approved');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: created.id, status: 'approved' });
    expect(approved.json().decided_at).toEqual(expect.stringMatching(/Z$/));
    const again = await decide(admin, created.id, 'rejected');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This withdrawal has already been decided.' });
    expect(await balanceOf(influencer)).toBe('600.00');

    const audits = await auditRowsOf(t.database.db, 'withdrawal', created.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: admin.user.id,
      action: 'withdrawal.approve',
      before: expect.objectContaining({ status: 'pending', amount: '400.00' }),
      after: expect.objectContaining({ status: 'approved', decided_by: admin.user.id }),
    });
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, influencer.user.id),
          eq(notifications.kind, 'withdrawal_decided'),
        ),
      );
    expect(notes).toHaveLength(1);
    expect(notes.map((note) => toNotification(note, 'en').text)[0]).toContain('was sent to');
  });

  it('approves with the payout transaction ID: required, normalised, stored, audited, told', async () => {
    const influencer = await fundedInfluencer('1000.00');
    const created = (await requestWithdrawal(influencer, withdrawal('400'))).json();
    await expectRefused(created.id, 'approved', 'transaction_id', [
      [{}, 'Please enter a transaction ID.'],
      [{ transaction_id: 'AB-12' }, 'A transaction ID is 8-20 letters and digits.'],
      [{ transaction_id: 'A'.repeat(21) }, 'A transaction ID is 8-20 letters and digits.'],
    ]);
    const payout = `p${newTransactionId()}৯`;
    const approved = await decide(admin, created.id, 'approved', { transaction_id: ` ${payout} ` });
    expect(approved.statusCode).toBe(200);
    const stored = payout.toUpperCase().replace('৯', '9');
    expect(approved.json()).toMatchObject({
      status: 'approved',
      payout_transaction_id: stored,
      rejection_reason: null,
      receipt_number: expect.any(Number),
    });
    const mine = (await get(influencer, '/api/withdrawals/')).json();
    expect(mine).toContainEqual(
      expect.objectContaining({
        id: created.id,
        payout_transaction_id: stored,
        receipt_number: approved.json().receipt_number,
      }),
    );
    const [audit] = await auditRowsOf(t.database.db, 'withdrawal', created.id);
    expect(audit?.after).toMatchObject({ payout_transaction_id: stored });
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, influencer.user.id),
          eq(notifications.kind, 'withdrawal_decided'),
        ),
      );
    expect(note === undefined ? '' : toNotification(note, 'en').text).toBe(
      `Your withdrawal of ৳400.00 was sent to 01712345678. Payout reference: ${stored}.`,
    );
    expect(note === undefined ? '' : toNotification(note, 'bn').text).toBe(
      `আপনার ৳৪০০.০০ ০১৭১২৩৪৫৬৭৮ নম্বরে পাঠানো হয়েছে। পেআউট রেফারেন্স: ${stored}।`,
    );
  });

  it('a payout ID is unique per wallet: 409 on the same wallet, allowed on the other', async () => {
    const influencer = await fundedInfluencer('1000.00');
    const first = (await requestWithdrawal(influencer, withdrawal('100'))).json();
    const second = (await requestWithdrawal(influencer, withdrawal('100'))).json();
    const onNagad = (
      await requestWithdrawal(influencer, { ...withdrawal('100'), payment_method: 'nagad' })
    ).json();
    const payout = newTransactionId();
    expect((await decide(admin, first.id, 'approved', { transaction_id: payout })).statusCode).toBe(
      200,
    );
    const reused = await decide(admin, second.id, 'approved', {
      transaction_id: payout.toLowerCase(),
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({
      error: 'This payout transaction ID has already been used for this wallet.',
    });
    const [row] = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, second.id));
    expect(row).toMatchObject({ status: 'pending', payoutTransactionId: null });
    const other = await decide(admin, onNagad.id, 'approved', { transaction_id: payout });
    expect(other.statusCode).toBe(200);
    expect(other.json().payout_transaction_id).toBe(payout);
  });

  it('two approvals racing with the same payout ID: one wins, the other gets 409', async () => {
    const influencer = await fundedInfluencer('1000.00');
    const made = [
      (await requestWithdrawal(influencer, withdrawal('100'))).json(),
      (await requestWithdrawal(influencer, withdrawal('100'))).json(),
    ];
    const payout = newTransactionId();
    const answers = await Promise.all(
      made.map((w) => decide(admin, w.id, 'approved', { transaction_id: payout })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toEqual({
      error: 'This payout transaction ID has already been used for this wallet.',
    });
  });

  it('rejects with a reason (3-500 characters), stored and told to the influencer only', async () => {
    const influencer = await fundedInfluencer('1000.00');
    const created = (await requestWithdrawal(influencer, withdrawal('300'))).json();
    await expectRefused(created.id, 'rejected', 'reason', [
      [{}, 'Please give a reason.'],
      [{ reason: 'no' }, 'Write at least 3 characters.'],
      [{ reason: 'x'.repeat(501) }, 'Write at most 500 characters.'],
    ]);
    const rejected = await decide(admin, created.id, 'rejected', {
      reason: 'The wallet number does not receive payments',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      rejection_reason: 'The wallet number does not receive payments',
      payout_transaction_id: null,
      receipt_number: null,
    });
    const [audit] = await auditRowsOf(t.database.db, 'withdrawal', created.id);
    expect(audit?.after).toMatchObject({
      rejection_reason: 'The wallet number does not receive payments',
    });
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'withdrawal_decided'));
    const mine = notes.filter((note) =>
      toNotification(note, 'en').text.includes('does not receive payments'),
    );
    expect(mine.map((note) => note.userId)).toEqual([influencer.user.id]);
    expect(mine.map((note) => toNotification(note, 'en').text)).toEqual([
      'Your withdrawal of ৳300.00 was rejected: The wallet number does not receive payments. The amount is back in your balance.',
    ]);
    expect(mine.map((note) => toNotification(note, 'bn').text)).toEqual([
      'আপনার ৳৩০০.০০ তোলার অনুরোধ প্রত্যাখ্যাত হয়েছে: ওয়ালেট নম্বরটিতে টাকা পাঠানো যাচ্ছে না। টাকাটি আপনার ব্যালেন্সে ফেরত গেছে।',
    ]);
  });

  it('a rejected withdrawal returns its amount to the balance', async () => {
    const influencer = await fundedInfluencer('1000.00');
    const created = (await requestWithdrawal(influencer, withdrawal('700'))).json();
    expect(await balanceOf(influencer)).toBe('300.00');
    const rejected = await decide(admin, created.id, 'rejected');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().status).toBe('rejected');
    expect(await balanceOf(influencer)).toBe('1000.00');
    const [audit] = await auditRowsOf(t.database.db, 'withdrawal', created.id);
    expect(audit).toMatchObject({
      action: 'withdrawal.reject',
      before: expect.objectContaining({ status: 'pending' }),
      after: expect.objectContaining({ status: 'rejected' }),
    });
    expect((await requestWithdrawal(influencer, withdrawal('1000'))).statusCode).toBe(201);
  });

  it('answers 404 for a missing withdrawal and 400 for a bad status or id', async () => {
    expect((await decide(admin, 2_000_000_000, 'approved')).statusCode).toBe(404);
    for (const status of ['confirmed', 'pending', '', null]) {
      const response = await decide(admin, 1, status);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('status');
    }
    for (const id of ['abc', '-5', '2.5', '99999999999']) {
      expect((await decide(admin, id, 'approved')).statusCode).toBe(400);
    }
  });

  it('is for admins only: brand and influencer 403, anonymous 401', async () => {
    const influencer = await fundedInfluencer('1000.00');
    const created = (await requestWithdrawal(influencer, withdrawal('100'))).json();
    for (const user of [brand, influencer]) {
      expect((await get(user, '/api/admin/withdrawals/')).statusCode).toBe(403);
      expect((await decide(user, created.id, 'approved')).statusCode).toBe(403);
    }
    expect((await get(undefined, '/api/admin/withdrawals/')).statusCode).toBe(401);
    expect((await decide(undefined, created.id, 'approved')).statusCode).toBe(401);
    expect(await balanceOf(influencer)).toBe('900.00');
  });
});

describe('GET /api/admin/withdrawals/export.csv', () => {
  const HEADER =
    '\uFEFFID,Requested (Dhaka),Decided (Dhaka),Status,Payment Method,Phone Number,Amount,Influencer';
  const exportCsv = (user: SignedIn | undefined, query = '') =>
    get(user, `/api/admin/withdrawals/export.csv${query}`);
  const lines = (csv: string) => csv.split('\r\n').slice(0, -1);
  const exportedIds = (csv: string) =>
    lines(csv)
      .slice(1)
      .map((line) => Number(line.split(',')[0]));

  /** Every id the admin's paginated list gives for `query`, following its Link headers. */
  async function listedIds(query: string): Promise<number[]> {
    const ids: number[] = [];
    let next: string | undefined = `/api/admin/withdrawals/?limit=2${query}`;
    while (next !== undefined) {
      const response = await get(admin, next);
      expect(response.statusCode).toBe(200);
      ids.push(...(response.json() as { id: number }[]).map((row) => row.id));
      next = /<([^>]+)>/.exec(String(response.headers.link ?? ''))?.[1];
    }
    return ids;
  }

  it('downloads a dated CSV of every withdrawal with the list rows, filtered by status', async () => {
    const influencer = await fundedInfluencer('5000.00');
    const made = [];
    for (const amount of ['100', '200.5', '300', '400', '500']) {
      made.push((await requestWithdrawal(influencer, withdrawal(amount))).json());
    }
    expect((await decide(admin, made[0].id, 'approved')).statusCode).toBe(200);
    expect((await decide(admin, made[1].id, 'rejected')).statusCode).toBe(200);

    const response = await exportCsv(admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="withdrawals-${todayInDhaka()}.csv"`,
    );
    expect(lines(response.body)[0]).toBe(HEADER);
    expect(exportedIds(response.body)).toEqual(await listedIds(''));
    for (const status of ['pending', 'approved', 'rejected']) {
      const filtered = await exportCsv(admin, `?status=${status}`);
      expect(exportedIds(filtered.body)).toEqual(await listedIds(`&status=${status}`));
      expect(
        lines(filtered.body)
          .slice(1)
          .every((line) => line.split(',')[3] === status),
      ).toBe(true);
    }

    const rejected = (await get(admin, `/api/admin/withdrawals/?status=rejected`)).json()[0];
    expect(rejected.id).toBe(made[1].id);
    const row = lines((await exportCsv(admin, '?status=rejected')).body)[1];
    expect(row).toBe(
      [
        made[1].id,
        dhakaDateTime(made[1].requested_at),
        dhakaDateTime(rejected.decided_at),
        'rejected',
        'bkash',
        '01712345678',
        '200.50',
        influencer.user.username,
      ].join(','),
    );
  });

  it("starts with a byte order mark and speaks the reader's language in its headers", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/withdrawals/export.csv',
      headers: { ...bearer(admin), 'accept-language': 'bn' },
    });
    expect(response.statusCode).toBe(200);
    expect(lines(response.body)[0]).toBe(
      '\uFEFFআইডি,অনুরোধের সময় (ঢাকা),সিদ্ধান্তের সময় (ঢাকা),অবস্থা,পেমেন্টের মাধ্যম,ফোন নম্বর,পরিমাণ,ইনফ্লুয়েন্সার',
    );
  });

  it('quotes and defuses a hostile influencer name', async () => {
    const influencer = await fundedInfluencer('1000.00');
    const created = (await requestWithdrawal(influencer, withdrawal('150'))).json();
    // Usernames cannot hold these characters today; an export must not rely on that.
    await t.database.db
      .update(users)
      .set({ username: '@SUM(1,2)"x"' })
      .where(eq(users.id, influencer.user.id));
    const body = (await exportCsv(admin, '?status=pending')).body;
    const row = lines(body).find((line) => line.startsWith(`${created.id},`));
    expect(row).toBe(
      `${created.id},${dhakaDateTime(created.requested_at)},,pending,bkash,01712345678,150.00,"'@SUM(1,2)""x"""`,
    );
  });

  it('is for admins only and refuses a bad status with 400 and fields', async () => {
    for (const [user, status] of [
      [brand, 403],
      [await registerUser(t.app, 'influencer'), 403],
      [undefined, 401],
    ] as const) {
      const response = await exportCsv(user);
      expect(response.statusCode).toBe(status);
      expect(Object.keys(response.json())).toEqual(['error']);
    }
    const bad = await exportCsv(admin, '?status=done');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('status');
  });
});

const cancel = (user: SignedIn | undefined, id: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/withdrawals/${id}/cancel/`, headers: headers(user) });

const pendingWithdrawalsOnTheDashboard = async () =>
  (await get(admin, '/api/dashboard/admin/')).json().stats.pending_withdrawals as number;

describe('POST /api/withdrawals/{id}/cancel/', () => {
  it('cancels a pending withdrawal: the amount is back in the balance and on the statement', async () => {
    const influencer = await fundedInfluencer('10800.00');
    const kept = (await requestWithdrawal(influencer, withdrawal('5000'))).json();
    const doubled = (await requestWithdrawal(influencer, withdrawal('5000'))).json();
    expect(await balanceOf(influencer)).toBe('800.00');
    const waiting = await pendingWithdrawalsOnTheDashboard();

    const response = await cancel(influencer, doubled.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...doubled,
      status: 'cancelled',
      decided_at: expect.stringMatching(/Z$/),
    });
    expect(await balanceOf(influencer)).toBe('5800.00');
    expect(await pendingWithdrawalsOnTheDashboard()).toBe(waiting - 1);
    const mine = (await get(influencer, '/api/withdrawals/')).json();
    expect(mine.map((row: { id: number; status: string }) => [row.id, row.status])).toEqual([
      [doubled.id, 'cancelled'],
      [kept.id, 'pending'],
    ]);
    // Counted like a rejected one: returned on the statement, and the kept totals still equal
    // the entries (npm run reconcile).
    const statement = (await get(influencer, '/api/statement/')).json() as StatementLine[];
    expect(statement.map((line) => [line.kind, line.amount, line.balance])).toEqual([
      ['withdrawal_returned', '5000.00', '5800.00'],
      ['withdrawal', '5000.00', '800.00'],
      ['withdrawal', '5000.00', '5800.00'],
      ['release', '10800.00', '10800.00'],
    ]);
    expect(await totalsMismatches(t.database.db)).toEqual([]);
    const filtered = (await get(admin, '/api/admin/withdrawals/?status=cancelled')).json();
    expect(filtered.map((row: { id: number }) => row.id)).toContain(doubled.id);
    expect((await requestWithdrawal(influencer, withdrawal('5800'))).statusCode).toBe(201);
  });

  it('tells every admin at once, and writes the cancellation to the audit log', async () => {
    const influencer = await fundedInfluencer('1000.00');
    const created = (await requestWithdrawal(influencer, withdrawal('400'))).json();
    bus.published.length = 0;
    expect((await cancel(influencer, created.id)).statusCode).toBe(200);

    const pushed = bus.published.filter(
      ({ event }) =>
        event.type === 'notification' && event.notification.kind === 'withdrawal_cancelled',
    );
    expect(pushed.map(({ userId }) => userId)).toEqual([admin.user.id]);
    expect(pushed[0]?.event).toMatchObject({
      notification: {
        text: `${influencer.user.username} cancelled the withdrawal of ৳400.00 to bKash. Do not send it.`,
        link: `/admin-panel?tab=withdrawals&status=cancelled&id=${created.id}`,
      },
    });
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, admin.user.id),
          eq(notifications.kind, 'withdrawal_cancelled'),
        ),
      )
      .orderBy(sql`${notifications.id} desc`)
      .limit(1);
    expect(note === undefined ? '' : toNotification(note, 'bn').text).toBe(
      `${influencer.user.username} bKash-এ ৳৪০০.০০ তোলার অনুরোধটি বাতিল করেছেন। টাকাটি পাঠাবেন না।`,
    );
    const audits = await auditRowsOf(t.database.db, 'withdrawal', created.id);
    expect(audits).toEqual([
      expect.objectContaining({
        actorId: influencer.user.id,
        action: 'withdrawal.cancel',
        before: expect.objectContaining({ status: 'pending', amount: '400.00' }),
        after: expect.objectContaining({ status: 'cancelled', decided_by: influencer.user.id }),
      }),
    ]);
  });

  it('only while pending: 409 with a sentence once approved, rejected or cancelled', async () => {
    const influencer = await fundedInfluencer('1000.00');
    const [approved, rejected, cancelled] = [
      (await requestWithdrawal(influencer, withdrawal('100'))).json(),
      (await requestWithdrawal(influencer, withdrawal('110'))).json(),
      (await requestWithdrawal(influencer, withdrawal('120'))).json(),
    ];
    expect((await decide(admin, approved.id, 'approved')).statusCode).toBe(200);
    expect((await decide(admin, rejected.id, 'rejected')).statusCode).toBe(200);
    expect((await cancel(influencer, cancelled.id)).statusCode).toBe(200);
    for (const [id, error] of [
      [
        approved.id,
        'This withdrawal has already been approved and sent, so it cannot be cancelled.',
      ],
      [
        rejected.id,
        'This withdrawal has already been rejected. Its amount is back in your balance.',
      ],
      [cancelled.id, 'This withdrawal has already been cancelled.'],
    ]) {
      const refused = await cancel(influencer, id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error });
    }
    // The admin cannot decide what the influencer took back.
    for (const status of ['approved', 'rejected']) {
      const late = await decide(admin, cancelled.id, status);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        error: 'The influencer cancelled this withdrawal. Do not send the money.',
      });
    }
    expect(await balanceOf(influencer)).toBe('900.00');
  });

  it("another influencer's withdrawal is 404; admins and brands 403; anonymous 401", async () => {
    const influencer = await fundedInfluencer('1000.00');
    const other = await registerUser(t.app, 'influencer');
    const created = (await requestWithdrawal(influencer, withdrawal('100'))).json();
    const missing = await cancel(other, created.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Withdrawal not found.' });
    expect((await cancel(influencer, 2_000_000_000)).statusCode).toBe(404);
    expect((await cancel(admin, created.id)).statusCode).toBe(403);
    expect((await cancel(brand, created.id)).statusCode).toBe(403);
    expect((await cancel(undefined, created.id)).statusCode).toBe(401);
    for (const id of ['abc', '-5', '2.5', '99999999999']) {
      expect((await cancel(influencer, id)).statusCode).toBe(400);
    }
    expect(await balanceOf(influencer)).toBe('900.00');
  });

  it('a cancel racing the admin: exactly one of them wins, every time', async () => {
    const influencer = await fundedInfluencer('5000.00');
    const made = [];
    for (let i = 0; i < 8; i += 1) {
      made.push((await requestWithdrawal(influencer, withdrawal('500'))).json());
    }
    const outcomes = await Promise.all(
      made.map(async (w, i) => {
        const admins =
          i % 2 === 0 ? decide(admin, w.id, 'approved') : decide(admin, w.id, 'rejected');
        const [byAdmin, byInfluencer] = await Promise.all([admins, cancel(influencer, w.id)]);
        return [byAdmin.statusCode, byInfluencer.statusCode].sort();
      }),
    );
    expect(outcomes).toEqual(made.map(() => [200, 409]));
    const rows = await t.database.db
      .select({ status: withdrawals.status })
      .from(withdrawals)
      .where(eq(withdrawals.influencerId, influencer.user.id));
    expect(rows.every((row) => row.status !== 'pending')).toBe(true);
    const approved = rows.filter((row) => row.status === 'approved').length;
    expect(await balanceOf(influencer)).toBe(`${5000 - 500 * approved}.00`);
    expect(await totalsMismatches(t.database.db)).toEqual([]);
  });
});

describe('possible duplicates in the admin list', () => {
  type Listed = { id: number; possible_duplicate: boolean };
  const marks = async (ids: number[]) => {
    const rows = (await get(admin, '/api/admin/withdrawals/?limit=100')).json() as Listed[];
    return ids.map((id) => rows.find((row) => row.id === id)?.possible_duplicate);
  };
  const moveBack = (id: number, seconds: number) =>
    t.database.db
      .update(withdrawals)
      .set({ createdAt: sql`${withdrawals.createdAt} - ${seconds} * interval '1 second'` })
      .where(eq(withdrawals.id, id));

  it('marks two requests of one amount to one wallet within a minute, and nothing else', async () => {
    const influencer = await fundedInfluencer('20000.00');
    const made: number[] = [];
    for (const body of [
      withdrawal('5000'),
      withdrawal('5000'),
      withdrawal('4000'),
      withdrawal('100', '01812345678'),
      { ...withdrawal('200'), payment_method: 'nagad' },
      withdrawal('200'),
    ]) {
      made.push((await requestWithdrawal(influencer, body)).json().id);
    }
    expect(await marks(made)).toEqual([true, true, false, false, false, false]);
    // Another influencer's request of the same amount to the same number is not a double.
    const other = await fundedInfluencer('1000.00');
    const theirs = (await requestWithdrawal(other, withdrawal('100', '01812345678'))).json().id;
    expect(await marks([made[3] as number, theirs])).toEqual([false, false]);

    const response = await get(admin, `/api/admin/withdrawals/?limit=100`);
    expect(response.json()[0]).toHaveProperty('possible_duplicate');
    const own = (await get(influencer, '/api/withdrawals/')).json();
    expect(own[0]).not.toHaveProperty('possible_duplicate');
  });

  it('the window is 60 seconds either side', async () => {
    const influencer = await fundedInfluencer('1000.00');
    const first = (await requestWithdrawal(influencer, withdrawal('300'))).json().id;
    const second = (await requestWithdrawal(influencer, withdrawal('300'))).json().id;
    await moveBack(first, 59);
    expect(await marks([first, second])).toEqual([true, true]);
    await moveBack(first, 2);
    expect(await marks([first, second])).toEqual([false, false]);
  });

  it('a cancelled request is no longer a double, and the admin decision answers the mark', async () => {
    const influencer = await fundedInfluencer('1000.00');
    const made = [
      (await requestWithdrawal(influencer, withdrawal('250'))).json().id,
      (await requestWithdrawal(influencer, withdrawal('250'))).json().id,
      (await requestWithdrawal(influencer, withdrawal('250'))).json().id,
    ];
    expect(await marks(made)).toEqual([true, true, true]);
    await cancel(influencer, made[2] as number);
    expect(await marks(made)).toEqual([true, true, false]);
    await cancel(influencer, made[1] as number);
    expect(await marks(made)).toEqual([false, false, false]);
    const decided = await decide(admin, made[0] as number, 'approved');
    expect(decided.json()).toMatchObject({ status: 'approved', possible_duplicate: false });
  });
});
