import { and, eq } from 'drizzle-orm';
import { dhakaDateTime, todayInDhaka } from '@portal/shared/dates';
import { EXPORT_PAGE_SIZE } from '../db/queries/keyset-page';
import { notifications, payments, receipts, users } from '../db/schema';
import { toNotification } from '../notifications/service';
import {
  acceptedApplication,
  bearer,
  insertApplication,
  insertCampaign,
  newTransactionId,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { auditRowsOf } from '../test/audit-rows';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

let t: TestApp;
let brand: SignedIn;
let otherBrand: SignedIn;
let influencer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await startTestApp({ platformFeePercent: 10 });
  brand = await registerUser(t.app, 'brand');
  otherBrand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const submit = (user: SignedIn | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/submit/',
    headers: user === undefined ? {} : bearer(user),
    payload: payload as Record<string, unknown>,
  });

/** A rejection gives a preset reason unless `extra` says otherwise. */
const decide = (
  user: SignedIn | undefined,
  id: number | string,
  status: unknown,
  extra: Record<string, unknown> = status === 'rejected' ? { reason: 'Amount does not match' } : {},
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/payments/${id}/`,
    headers: user === undefined ? {} : bearer(user),
    payload: { status, ...extra },
  });

const listAdmin = (user: SignedIn | undefined, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/payments/${query}`,
    headers: user === undefined ? {} : bearer(user),
  });

async function payable(amount = '1500.00') {
  const { application, campaign } = await acceptedApplication(
    t.database.db,
    brand.user.id,
    influencer.user.id,
    amount,
  );
  return { application, campaign, amount };
}

const body = (applicationId: number, amount: unknown, transactionId = newTransactionId()) => ({
  application_id: applicationId,
  amount,
  payment_method: 'bkash',
  transaction_id: transactionId,
});

async function submitted(amount = '1500.00') {
  const { application } = await payable(amount);
  const response = await submit(brand, body(application.id, amount));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; transaction_id: string; application_id: number };
}

describe('POST /api/payments/submit/', () => {
  it('records a pending payment with the fee, normalised transaction ID and a notification', async () => {
    const { application, campaign } = await payable('1234.57');
    const response = await submit(brand, {
      application_id: application.id,
      amount: '1234.57',
      payment_method: 'nagad',
      transaction_id: '  ab12cd34ef ',
      status: 'confirmed',
      platform_fee: '0.00',
      influencer_id: brand.user.id,
    });
    expect(response.statusCode).toBe(201);
    const payment = response.json();
    expect(payment).toEqual({
      id: expect.any(Number),
      application_id: application.id,
      campaign_title: campaign.title,
      brand_name: brand.user.username,
      influencer_name: influencer.user.username,
      amount: '1234.57',
      platform_fee: '123.46',
      payment_method: 'nagad',
      transaction_id: 'AB12CD34EF',
      brand_transaction_id: 'AB12CD34EF',
      reference: `C-${application.id}`,
      status: 'pending',
      rejection_reason: null,
      confirmed_by_gateway: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      decided_at: null,
    });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({
      brandId: brand.user.id,
      influencerId: influencer.user.id,
      platformFee: '123.46',
      status: 'pending',
    });
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, influencer.user.id),
          eq(notifications.kind, 'payment_submitted'),
        ),
      );
    expect(notes.map((note) => toNotification(note, 'en').text)).toContainEqual(
      expect.stringContaining(`৳1,234.57 for ${campaign.title}`),
    );
  });

  it('shows the influencer the fee recorded with the payment, and none once it is rejected', async () => {
    const payment = await submitted('1234.57');
    const earning = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/applications/?influencer=true',
        headers: bearer(influencer),
      });
      const rows = response.json() as { id: number; payment_platform_fee: string | null }[];
      return rows.find((row) => row.id === payment.application_id)?.payment_platform_fee;
    };
    expect(await earning()).toBe('123.46');
    expect((await decide(admin, payment.id, 'rejected')).statusCode).toBe(200);
    expect(await earning()).toBeNull();
  });

  it("gives the brand's payment row the receipt of its confirmation, and none before", async () => {
    const payment = await submitted('2500.00');
    const receiptOf = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/applications/?brand=true',
        headers: bearer(brand),
      });
      const rows = response.json() as { id: number; payment_receipt_number: number | null }[];
      return rows.find((row) => row.id === payment.application_id)?.payment_receipt_number;
    };
    expect(await receiptOf()).toBeNull();
    expect((await decide(admin, payment.id, 'confirmed')).statusCode).toBe(200);
    const [issued] = await t.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.paymentId, payment.id));
    expect(issued?.number).toEqual(expect.any(Number));
    expect(await receiptOf()).toBe(issued?.number);
  });

  it('takes the expected fee over the budget as the agreed amount', async () => {
    const campaign = await insertCampaign(t.database.db, {
      brandId: brand.user.id,
      budget: '5000.00',
    });
    const application = await insertApplication(t.database.db, {
      campaignId: campaign.id,
      influencerId: influencer.user.id,
      expectedFee: '4200.00',
    });
    const budget = await submit(brand, body(application.id, '5000.00'));
    expect(budget.statusCode).toBe(400);
    expect(budget.json()).toEqual({
      error: 'The amount must equal the agreed amount of ৳4200.00.',
      fields: { amount: ['The amount must equal the agreed amount of ৳4200.00.'] },
    });
    expect((await submit(brand, body(application.id, 4200))).statusCode).toBe(201);
  });

  it('accepts amounts as "1500", 1500 and "1500.5"', async () => {
    for (const [agreed, sent] of [
      ['1500.00', '1500'],
      ['1500.00', 1500],
      ['1500.50', '1500.5'],
      ['1500.50', 1500.5],
    ] as const) {
      const { application } = await payable(agreed);
      const response = await submit(brand, body(application.id, sent));
      expect(response.statusCode).toBe(201);
      expect(response.json().amount).toBe(agreed);
    }
  });

  it('reads an amount and a transaction ID typed in Bengali digits', async () => {
    const { application } = await payable('1500.50');
    const response = await submit(brand, body(application.id, '১৫০০.৫', 'bk৯৮৭৬৫৪৩২১'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ amount: '1500.50', transaction_id: 'BK987654321' });
    const reused = await submit(
      brand,
      body((await payable()).application.id, '1500', 'BK987654321'),
    );
    expect(reused.statusCode).toBe(409);
  });

  it('refuses malformed, negative, zero, exponent, sub-paisa and absurd amounts with fields', async () => {
    const { application } = await payable();
    for (const amount of ['-1', '0', '0.00', '1e3', '1.001', 1e12, -1500, 'abc', '', null, true]) {
      const response = await submit(brand, body(application.id, amount));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('amount');
    }
    expect(
      await t.database.db.select().from(payments).where(eq(payments.applicationId, application.id)),
    ).toEqual([]);
  });

  it('refuses bad input of every field with 400 and fields, never a 5xx', async () => {
    const { application } = await payable();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...body(application.id, '1500'), application_id: 'abc' }, 'application_id'],
      [{ ...body(application.id, '1500'), application_id: -1 }, 'application_id'],
      [{ ...body(application.id, '1500'), application_id: 1.5 }, 'application_id'],
      [{ ...body(application.id, '1500'), payment_method: 'paypal' }, 'payment_method'],
      [{ ...body(application.id, '1500'), payment_method: 5 }, 'payment_method'],
      [{ ...body(application.id, '1500'), transaction_id: '   ' }, 'transaction_id'],
      [{ ...body(application.id, '1500'), transaction_id: 'SHORT1' }, 'transaction_id'],
      [{ ...body(application.id, '1500'), transaction_id: 'X'.repeat(100_000) }, 'transaction_id'],
      [{ ...body(application.id, '1500'), transaction_id: "AB12'; DROP--" }, 'transaction_id'],
      [{ ...body(application.id, '1500'), transaction_id: 12345678 }, 'transaction_id'],
      [{ ...body(application.id, '1500'), application_id: 1e12 }, 'application_id'],
      [{ amount: '1500', payment_method: 'bkash', transaction_id: 'ABCDEFGH1' }, 'application_id'],
    ];
    for (const [payload, field] of cases) {
      const response = await submit(brand, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty(field);
    }
  });

  it('answers 404 to another brand and for a missing application, never the data', async () => {
    const { application } = await payable();
    const other = await submit(otherBrand, body(application.id, '1500'));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ error: 'Application not found.' });
    expect((await submit(brand, body(2_000_000_000, '1500'))).statusCode).toBe(404);
  });

  it('is for brands only: influencer and admin 403, anonymous 401', async () => {
    const { application } = await payable();
    expect((await submit(influencer, body(application.id, '1500'))).statusCode).toBe(403);
    expect((await submit(admin, body(application.id, '1500'))).statusCode).toBe(403);
    expect((await submit(undefined, body(application.id, '1500'))).statusCode).toBe(401);
  });

  it('answers 400 for an application that is not accepted', async () => {
    const campaign = await insertCampaign(t.database.db, { brandId: brand.user.id });
    for (const status of ['pending', 'rejected'] as const) {
      const other = await registerUser(t.app, 'influencer');
      const application = await insertApplication(t.database.db, {
        campaignId: campaign.id,
        influencerId: other.user.id,
        status,
      });
      const response = await submit(brand, body(application.id, '1500'));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Only an accepted application can be paid.');
    }
  });

  it('answers 409 while a payment is pending and once it is confirmed', async () => {
    const first = await submitted();
    const again = await submit(brand, body(first.application_id, '1500'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'A payment for this application is already awaiting confirmation.',
    });
    expect((await decide(admin, first.id, 'confirmed')).statusCode).toBe(200);
    const paid = await submit(brand, body(first.application_id, '1500'));
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ error: 'This application has already been paid.' });
  });

  it('refuses a transaction ID already claimed on the same wallet, in any letter case', async () => {
    const first = await submitted();
    const { application } = await payable();
    const reused = await submit(
      brand,
      body(application.id, '1500', first.transaction_id.toLowerCase()),
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ error: 'This transaction ID has already been used.' });
    // Another wallet's transaction may carry the same ID.
    const nagad = await submit(brand, {
      ...body(application.id, '1500', first.transaction_id),
      payment_method: 'nagad',
    });
    expect(nagad.statusCode).toBe(201);
  });

  it('10 simultaneous submissions for one application create exactly one payment', async () => {
    const { application } = await payable();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => submit(brand, body(application.id, '1500'))),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.applicationId, application.id));
    expect(rows).toHaveLength(1);
  });

  it('10 simultaneous submissions reusing one transaction ID create exactly one payment', async () => {
    const transactionId = newTransactionId();
    const applications = await Promise.all(Array.from({ length: 10 }, () => payable()));
    const responses = await Promise.all(
      applications.map(({ application }) =>
        submit(brand, body(application.id, '1500', transactionId)),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    for (const response of responses.filter((response) => response.statusCode !== 201)) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'This transaction ID has already been used.' });
    }
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, transactionId));
    expect(rows).toHaveLength(1);
  });
});

describe('PUT /api/admin/payments/{id}/', () => {
  it('confirms a pending payment once, with an audit row and notifications to both sides', async () => {
    const payment = await submitted();
    const response = await decide(admin, payment.id, 'confirmed');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: payment.id,
      status: 'confirmed',
      decided_at: expect.stringMatching(/Z$/),
    });
    const again = await decide(admin, payment.id, 'rejected');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This payment has already been decided.' });

    const audits = await auditRowsOf(t.database.db, 'payment', payment.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorId: admin.user.id,
      action: 'payment.confirm',
      before: expect.objectContaining({ status: 'pending', amount: '1500.00', decided_by: null }),
      after: expect.objectContaining({ status: 'confirmed', decided_by: admin.user.id }),
    });

    for (const user of [influencer, brand]) {
      const notes = await t.database.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.userId, user.user.id), eq(notifications.kind, 'payment_decided')),
        );
      expect(notes.some((note) => toNotification(note, 'en').text.includes('was confirmed'))).toBe(
        true,
      );
    }
  });

  it('rejecting lets the brand pay again, with the same transaction ID', async () => {
    const payment = await submitted();
    const rejected = await decide(admin, payment.id, 'rejected');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().status).toBe('rejected');
    const [audit] = await auditRowsOf(t.database.db, 'payment', payment.id);
    expect(audit).toMatchObject({
      action: 'payment.reject',
      before: expect.objectContaining({ status: 'pending' }),
      after: expect.objectContaining({ status: 'rejected' }),
    });
    const again = await submit(brand, body(payment.application_id, '1500', payment.transaction_id));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({
      status: 'pending',
      transaction_id: payment.transaction_id,
    });
  });

  it('rejects with a reason (trimmed, 3-500 characters), stored, audited and told to both sides', async () => {
    const payment = await submitted();
    for (const [extra, message] of [
      [{}, 'Please give a reason.'],
      [{ reason: '   ' }, 'Please give a reason.'],
      [{ reason: ' ab ' }, 'Write at least 3 characters.'],
      [{ reason: 'x'.repeat(501) }, 'Write at most 500 characters.'],
    ] as const) {
      const response = await decide(admin, payment.id, 'rejected', extra);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ reason: [message] });
    }
    const rejected = await decide(admin, payment.id, 'rejected', {
      reason: '  Amount does not match  ',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Amount does not match',
    });
    const listed = (await listAdmin(admin, '?status=rejected&limit=100')).json();
    expect(listed).toContainEqual(
      expect.objectContaining({ id: payment.id, rejection_reason: 'Amount does not match' }),
    );
    const [audit] = await auditRowsOf(t.database.db, 'payment', payment.id);
    expect(audit?.after).toMatchObject({ rejection_reason: 'Amount does not match' });
    expect(audit?.before).toMatchObject({ rejection_reason: null });

    const textsOf = async (user: SignedIn, language: 'en' | 'bn') =>
      (
        await t.database.db
          .select()
          .from(notifications)
          .where(
            and(eq(notifications.userId, user.user.id), eq(notifications.kind, 'payment_decided')),
          )
      ).map((note) => toNotification(note, language).text);
    const campaign = rejected.json().campaign_title;
    expect(await textsOf(brand, 'en')).toContain(
      `Your payment of ৳1,500.00 to ${influencer.user.username} for ${campaign} was rejected: Amount does not match. Pay again with the right transaction ID.`,
    );
    expect(await textsOf(brand, 'bn')).toContainEqual(
      expect.stringContaining(
        'প্রত্যাখ্যাত হয়েছে: টাকার পরিমাণ মেলেনি। সঠিক ট্রানজেকশন আইডি দিয়ে আবার পেমেন্ট করুন।',
      ),
    );
    expect(await textsOf(influencer, 'en')).toContain(
      `The payment of ৳1,500.00 from ${brand.user.username} for ${campaign} was rejected: Amount does not match. The brand can submit the payment again.`,
    );
    expect(await textsOf(otherBrand, 'en')).toEqual([]);
  });

  it('confirms without a reason and ignores one sent along', async () => {
    const payment = await submitted();
    const confirmed = await decide(admin, payment.id, 'confirmed', { reason: 'Looks fine' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', rejection_reason: null });
  });

  it('answers 404 for a missing payment and 400 for bad status or id', async () => {
    expect((await decide(admin, 2_000_000_000, 'confirmed')).statusCode).toBe(404);
    const payment = await submitted();
    for (const status of ['approved', 'pending', '', 1, null]) {
      const response = await decide(admin, payment.id, status);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('status');
    }
    for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
      const response = await decide(admin, id, 'confirmed');
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toHaveProperty('id');
    }
  });

  it('is for admins only: brand and influencer 403, anonymous 401', async () => {
    const payment = await submitted();
    expect((await decide(brand, payment.id, 'confirmed')).statusCode).toBe(403);
    expect((await decide(influencer, payment.id, 'confirmed')).statusCode).toBe(403);
    expect((await decide(undefined, payment.id, 'confirmed')).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.status).toBe('pending');
  });
});

describe('GET /api/admin/payments/', () => {
  it('lists payments newest first, filters by status and pages with a Link header', async () => {
    const created = [await submitted(), await submitted(), await submitted()];
    await decide(admin, created[0]!.id, 'rejected');
    const all = await listAdmin(admin, '?limit=2');
    expect(all.statusCode).toBe(200);
    const firstPage = all.json();
    expect(firstPage).toHaveLength(2);
    expect(firstPage[0].id).toBeGreaterThan(firstPage[1].id);
    expect(firstPage[0]).toHaveProperty('brand_transaction_id', firstPage[0].transaction_id);
    const link = all.headers.link as string;
    expect(link).toMatch(/^<\/api\/admin\/payments\/\?.*cursor=.*>; rel="next"$/);
    const next = await listAdmin(admin, link.slice(link.indexOf('?'), link.indexOf('>')));
    expect(next.statusCode).toBe(200);
    expect(next.json()[0].id).toBeLessThan(firstPage[1].id);

    const rejected = await listAdmin(admin, '?status=rejected&limit=100');
    expect(rejected.json().map((payment: { status: string }) => payment.status)).toEqual(
      expect.arrayContaining(['rejected']),
    );
    expect(
      rejected.json().every((payment: { status: string }) => payment.status === 'rejected'),
    ).toBe(true);
    expect(rejected.json().map((payment: { id: number }) => payment.id)).toContain(created[0]!.id);
  });

  it('finds a payment by part of its transaction ID, in any letter case, literally', async () => {
    const { application } = await payable();
    const made = await submit(brand, body(application.id, '1500', 'recon7x9q2'));
    expect(made.statusCode).toBe(201);
    const id = made.json().id;
    const found = async (query: string) =>
      ((await listAdmin(admin, `?limit=100&${query}`)).json() as { id: number }[]).map(
        (payment) => payment.id,
      );
    expect(await found('transaction_id=RECON7X9Q2')).toEqual([id]);
    expect(await found('transaction_id=7x9Q')).toEqual([id]);
    expect(await found('transaction_id=%20recon7%20')).toEqual([id]);
    expect(await found('transaction_id=recon7x9q2&status=pending')).toEqual([id]);
    expect(await found('transaction_id=recon7x9q2&status=confirmed')).toEqual([]);
    expect(await found('transaction_id=RECON%257X9Q2')).toEqual([]);
    expect(await found('transaction_id=RECON_X9Q2')).toEqual([]);
    // Typed with Bengali digits, as the ID's digits may be on a Bangla keyboard.
    expect(await found(`transaction_id=${encodeURIComponent('৭x৯q')}`)).toEqual([id]);
  });

  it('refuses a bad status, limit or cursor with 400', async () => {
    for (const query of [
      '?status=paid',
      '?limit=0',
      '?limit=101',
      '?limit=abc',
      '?cursor=%%%',
      `?transaction_id=${'A'.repeat(101)}`,
    ]) {
      const response = await listAdmin(admin, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('fields');
    }
  });

  it('is for admins only: brand and influencer 403, anonymous 401', async () => {
    expect((await listAdmin(brand)).statusCode).toBe(403);
    expect((await listAdmin(influencer)).statusCode).toBe(403);
    expect((await listAdmin(undefined)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/payments/export.csv', () => {
  const exportCsv = (user: SignedIn | undefined, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/admin/payments/export.csv${query}`,
      headers: user === undefined ? {} : bearer(user),
    });
  const HEADER =
    '\uFEFFID,Submitted (Dhaka),Decided (Dhaka),Status,Payment Method,Transaction ID,Amount,' +
    'Platform Fee,Application ID,Campaign,Brand,Influencer';

  /** The records of a CSV body, header first; a line break inside a quoted cell stays in it. */
  function records(csv: string): string[] {
    const all: string[] = [];
    let open = '';
    for (const line of csv.split('\r\n')) {
      open = open === '' ? line : `${open}\r\n${line}`;
      // Outside a quoted cell once the record holds an even number of quotes.
      if (open.split('"').length % 2 === 1) {
        all.push(open);
        open = '';
      }
    }
    return all.slice(0, -1);
  }
  const exportedIds = (csv: string) =>
    records(csv)
      .slice(1)
      .map((line) => Number(line.split(',')[0]));

  /** Every id the paginated list gives for `query`, following its Link headers. */
  async function listedIds(query: string): Promise<number[]> {
    const ids: number[] = [];
    let next: string | undefined = `?limit=100${query}`;
    while (next !== undefined) {
      const response = await listAdmin(admin, next);
      expect(response.statusCode).toBe(200);
      ids.push(...(response.json() as { id: number }[]).map((payment) => payment.id));
      const link = /<([^>]+)>/.exec(String(response.headers.link ?? ''))?.[1];
      next = link?.slice(link.indexOf('?'));
    }
    return ids;
  }

  it('downloads a dated CSV with a header row, plain amounts and Dhaka times', async () => {
    const payment = await submitted('2500.50');
    await decide(admin, payment.id, 'confirmed');
    const response = await exportCsv(admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="payments-${todayInDhaka()}.csv"`,
    );
    const [header, first] = records(response.body);
    expect(header).toBe(HEADER);
    const view = (await listAdmin(admin, '?limit=1')).json()[0];
    expect(view.id).toBe(payment.id);
    expect(view.decided_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(first).toBe(
      [
        payment.id,
        dhakaDateTime(view.created_at),
        dhakaDateTime(view.decided_at),
        'confirmed',
        'bkash',
        payment.transaction_id,
        '2500.50',
        '250.05',
        payment.application_id,
        view.campaign_title,
        brand.user.username,
        influencer.user.username,
      ].join(','),
    );
  });

  it('quotes and defuses hostile names and titles so a spreadsheet shows them as text', async () => {
    const hostile = await registerUser(t.app, 'influencer');
    // Usernames cannot hold these characters today; an export must not rely on that.
    const name = '-2+3,"cmd"';
    await t.database.db.update(users).set({ username: name }).where(eq(users.id, hostile.user.id));
    const title = '=HYPERLINK("http://evil.example","Click")\r\nline two';
    const campaign = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns/',
      headers: bearer(brand),
      payload: { title, description: 'Hostile.', budget: '1500', category: 'other' },
    });
    expect(campaign.statusCode).toBe(201);
    const application = await insertApplication(t.database.db, {
      campaignId: campaign.json().id,
      influencerId: hostile.user.id,
    });
    const made = await submit(brand, body(application.id, '1500'));
    expect(made.statusCode).toBe(201);
    const payment = made.json();

    const response = await exportCsv(admin, `?transaction_id=${payment.transaction_id}`);
    expect(response.statusCode).toBe(200);
    const cells = [
      payment.id,
      dhakaDateTime(payment.created_at),
      '',
      'pending',
      'bkash',
      payment.transaction_id,
      '1500.00',
      '150.00',
      application.id,
      `"'=HYPERLINK(""http://evil.example"",""Click"")\r\nline two"`,
      brand.user.username,
      `"'-2+3,""cmd"""`,
    ];
    expect(response.body).toBe(`${HEADER}\r\n${cells.join(',')}\r\n`);
  });

  it('holds exactly the rows of the list, over several pages of the database', async () => {
    // Rejected payments of one application: no unique index applies to them.
    const { application } = await payable();
    const extra = EXPORT_PAGE_SIZE + 20;
    await t.database.db.insert(payments).values(
      Array.from({ length: extra }, (_, i) => ({
        applicationId: application.id,
        brandId: brand.user.id,
        influencerId: influencer.user.id,
        amount: '1500.00',
        paymentMethod: 'nagad' as const,
        transactionId: `BULK${String(i).padStart(6, '0')}`,
        status: 'rejected' as const,
      })),
    );

    const rejected = await exportCsv(admin, '?status=rejected');
    expect(rejected.statusCode).toBe(200);
    const rejectedIds = exportedIds(rejected.body);
    expect(rejectedIds.length).toBeGreaterThanOrEqual(extra);
    expect(rejectedIds).toEqual(await listedIds('&status=rejected'));
    expect(
      records(rejected.body)
        .slice(1)
        .every((line) => line.includes(',rejected,')),
    ).toBe(true);

    const everything = await exportCsv(admin);
    expect(exportedIds(everything.body)).toEqual(await listedIds(''));
    const pending = await exportCsv(admin, '?status=pending');
    expect(exportedIds(pending.body)).toEqual(await listedIds('&status=pending'));
    const bulk = await exportCsv(admin, '?transaction_id=bulk00001');
    expect(exportedIds(bulk.body)).toHaveLength(10);
  });

  it('is for admins only and refuses bad filters with 400 and fields', async () => {
    for (const [user, status] of [
      [brand, 403],
      [influencer, 403],
      [undefined, 401],
    ] as const) {
      const response = await exportCsv(user);
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(Object.keys(response.json())).toEqual(['error']);
    }
    for (const query of ['?status=paid', `?transaction_id=${'A'.repeat(101)}`]) {
      const response = await exportCsv(admin, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual(expect.any(Object));
    }
  });
});
