import { eq } from 'drizzle-orm';
import type { Collaboration, StatementLine } from '@portal/shared/contract/collaborations';
import type { Receipt } from '@portal/shared/contract/receipts';
import { receipts } from '../db/schema';
import {
  acceptedApplication,
  bearer,
  confirmedPayment,
  injectAs,
  newTransactionId,
  registerAdmin,
  releasedPayment,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

/**
 * Receipts (see docs/money.md): issued once at each money event, shown to their parties and admins.
 */

let t: TestApp;
let brand: SignedIn;
let influencer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await startTestApp({ platformFeePercent: 10, minWithdrawal: 150 }, undefined, {
    autoRelease: false,
  });
  brand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const parties = () => ({ brand, influencer, admin });

const call = (method: 'GET' | 'POST' | 'PUT', path: string, user?: SignedIn, payload?: unknown) =>
  injectAs(t.app, method, path, user, payload);

const allReceipts = () => t.database.db.select().from(receipts).orderBy(receipts.number);

async function receipt(number: number, user: SignedIn = admin): Promise<Receipt> {
  const response = await call('GET', `/receipts/${number}/`, user);
  expect(response.statusCode).toBe(200);
  return response.json() as Receipt;
}

async function receiptOfPayment(paymentId: number) {
  const rows = await t.database.db.select().from(receipts).where(eq(receipts.paymentId, paymentId));
  return rows;
}

async function releaseReceipts(applicationId: number) {
  return t.database.db
    .select()
    .from(receipts)
    .where(eq(receipts.releaseApplicationId, applicationId));
}

async function withdraw(user: SignedIn, amount: string) {
  const response = await call('POST', '/withdrawals/', user, {
    amount,
    payment_method: 'nagad',
    phone_number: '01712345678',
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

async function statementOf(user: SignedIn): Promise<StatementLine[]> {
  const response = await call('GET', '/statement/?limit=100', user);
  expect(response.statusCode).toBe(200);
  return response.json() as StatementLine[];
}

describe('a payment receipt', () => {
  it('is issued once when the admin confirms, never while pending or when rejected', async () => {
    const { application } = await acceptedApplication(
      t.database.db,
      brand.user.id,
      influencer.user.id,
      '1000.00',
    );
    const transactionId = newTransactionId();
    const submitted = await call('POST', '/payments/submit/', brand, {
      application_id: application.id,
      amount: '1000.00',
      payment_method: 'bkash',
      transaction_id: transactionId,
    });
    const paymentId = (submitted.json() as { id: number }).id;
    expect(await receiptOfPayment(paymentId)).toEqual([]);

    const confirmed = await call('PUT', `/admin/payments/${paymentId}/`, admin, {
      status: 'confirmed',
    });
    expect(confirmed.statusCode).toBe(200);
    const [issued, ...more] = await receiptOfPayment(paymentId);
    expect(more).toEqual([]);
    expect(issued?.kind).toBe('payment');

    expect(await receipt(issued?.number ?? 0, brand)).toEqual({
      number: issued?.number,
      kind: 'payment',
      issued_at: issued?.issuedAt.toISOString(),
      brand: { id: brand.user.id, username: brand.user.username },
      influencer: { id: influencer.user.id, username: influencer.user.username },
      campaign_title: expect.any(String),
      application_id: application.id,
      reference: `C-${application.id}`,
      payment_method: 'bkash',
      amount: '1000.00',
      platform_fee: '100.00',
      net_amount: null,
      transaction_id: transactionId,
      wallet_number: null,
    });
  });

  it('is not issued for a rejected payment', async () => {
    const { application } = await acceptedApplication(
      t.database.db,
      brand.user.id,
      influencer.user.id,
      '300.00',
    );
    const submitted = await call('POST', '/payments/submit/', brand, {
      application_id: application.id,
      amount: '300.00',
      payment_method: 'nagad',
      transaction_id: newTransactionId(),
    });
    const paymentId = (submitted.json() as { id: number }).id;
    const before = await allReceipts();
    const rejected = await call('PUT', `/admin/payments/${paymentId}/`, admin, {
      status: 'rejected',
      reason: 'No such transfer.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await allReceipts()).toEqual(before);
  });
});

describe('a release receipt', () => {
  it('is issued once when the brand approves the work: gross part, fee and net', async () => {
    const { applicationId } = await releasedPayment(t.app, t.database.db, parties(), '2000.00');
    const [issued, ...more] = await releaseReceipts(applicationId);
    expect(more).toEqual([]);
    expect(await receipt(issued?.number ?? 0, influencer)).toMatchObject({
      kind: 'release',
      application_id: applicationId,
      reference: `C-${applicationId}`,
      payment_method: null,
      amount: '2000.00',
      platform_fee: '200.00',
      net_amount: '1800.00',
      transaction_id: null,
    });
  });

  it('is issued for the influencer part of a split, with a refund receipt once the transfer is recorded', async () => {
    const { applicationId } = await confirmedPayment(t.app, t.database.db, parties(), '1000.00');
    const delivered = await call('POST', `/applications/${applicationId}/deliveries/`, influencer, {
      links: [{ url: 'https://www.tiktok.com/@me/video/1' }],
    });
    expect(delivered.statusCode).toBe(201);
    const opened = await call('POST', `/applications/${applicationId}/dispute/`, brand, {
      reason: 'Half of the work is missing.',
    });
    const disputeId = (opened.json() as { id: number }).id;
    const decided = await call('PUT', `/admin/disputes/${disputeId}/`, admin, {
      outcome: 'split',
      influencer_amount: '600.00',
      reason: 'Half of it was delivered.',
    });
    expect(decided.statusCode).toBe(200);
    const [release] = await releaseReceipts(applicationId);
    expect(await receipt(release?.number ?? 0)).toMatchObject({
      kind: 'release',
      amount: '600.00',
      platform_fee: '60.00',
      net_amount: '540.00',
    });

    const collaboration = (
      await call('GET', `/applications/${applicationId}/`, brand)
    ).json() as Collaboration;
    const refundId = collaboration.refund?.id ?? 0;
    const pending = await t.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.refundId, refundId));
    expect(pending).toEqual([]);
    const transfer = newTransactionId();
    const sent = await call('PUT', `/admin/refunds/${refundId}/`, admin, {
      transaction_id: transfer,
      phone_number: '01912345678',
      payment_method: 'bkash',
    });
    expect(sent.statusCode).toBe(200);
    const [refund, ...more] = await t.database.db
      .select()
      .from(receipts)
      .where(eq(receipts.refundId, refundId));
    expect(more).toEqual([]);
    expect(refund?.number).toBeGreaterThan(release?.number ?? 0);
    expect(await receipt(refund?.number ?? 0, brand)).toMatchObject({
      kind: 'refund',
      brand: { id: brand.user.id },
      influencer: { id: influencer.user.id },
      application_id: applicationId,
      payment_method: 'bkash',
      amount: '400.00',
      platform_fee: null,
      transaction_id: transfer,
      wallet_number: null,
    });
  });

  it('is not issued when the whole escrow goes back to the brand', async () => {
    const { applicationId } = await confirmedPayment(t.app, t.database.db, parties(), '500.00');
    const stepped = await call('POST', `/applications/${applicationId}/withdraw/`, influencer);
    expect(stepped.statusCode).toBe(200);
    expect(await releaseReceipts(applicationId)).toEqual([]);
  });
});

describe('a payout receipt', () => {
  it('is issued once when the admin approves a withdrawal, never for a pending or rejected one', async () => {
    await releasedPayment(t.app, t.database.db, parties(), '1000.00');
    const approvedId = await withdraw(influencer, '300.00');
    const rejectedId = await withdraw(influencer, '200.00');
    const payouts = () => t.database.db.select().from(receipts).where(eq(receipts.kind, 'payout'));
    expect(await payouts()).toEqual([]);
    const rejected = await call('PUT', `/admin/withdrawals/${rejectedId}/`, admin, {
      status: 'rejected',
      reason: 'Wrong wallet number.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await payouts()).toEqual([]);
    const approved = await call('PUT', `/admin/withdrawals/${approvedId}/`, admin, {
      status: 'approved',
      transaction_id: 'PAYOUT7K2M9Q',
    });
    expect(approved.statusCode).toBe(200);
    const [payout, ...more] = await payouts();
    expect(more).toEqual([]);
    expect(payout?.withdrawalId).toBe(approvedId);
    expect(await receipt(payout?.number ?? 0, influencer)).toMatchObject({
      kind: 'payout',
      brand: null,
      influencer: { id: influencer.user.id, username: influencer.user.username },
      campaign_title: null,
      application_id: null,
      reference: null,
      payment_method: 'nagad',
      amount: '300.00',
      platform_fee: null,
      net_amount: null,
      wallet_number: '01712345678',
      transaction_id: 'PAYOUT7K2M9Q',
    });
  });
});

describe('receipt numbers', () => {
  it('increase in the order the events happened, one sequence for every kind', async () => {
    const rows = await allReceipts();
    const numbers = rows.map((row) => row.number);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    expect(new Set(numbers).size).toBe(numbers.length);
    const times = rows.map((row) => row.issuedAt.getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(new Set(rows.map((row) => row.kind))).toEqual(
      new Set(['payment', 'release', 'refund', 'payout']),
    );
  });
});

describe('GET /api/receipts/{number}/', () => {
  let payment: number;
  let payout: number;
  let otherBrand: SignedIn;
  let otherInfluencer: SignedIn;

  beforeAll(async () => {
    otherBrand = await registerUser(t.app, 'brand');
    otherInfluencer = await registerUser(t.app, 'influencer');
    const rows = await allReceipts();
    payment = rows.find((row) => row.kind === 'payment')?.number ?? 0;
    payout = rows.find((row) => row.kind === 'payout')?.number ?? 0;
  });

  const status = async (number: number, user?: SignedIn) =>
    (await call('GET', `/receipts/${number}/`, user)).statusCode;

  it('shows a receipt to its brand, its influencer and admins', async () => {
    expect(await status(payment, brand)).toBe(200);
    expect(await status(payment, influencer)).toBe(200);
    expect(await status(payment, admin)).toBe(200);
    expect(await status(payout, influencer)).toBe(200);
    expect(await status(payout, admin)).toBe(200);
  });

  it('answers anyone else as if it did not exist', async () => {
    const missing = await call('GET', '/receipts/999999/', admin);
    expect(missing.statusCode).toBe(404);
    for (const [number, user] of [
      [payment, otherBrand],
      [payment, otherInfluencer],
      [payout, brand],
      [payout, otherBrand],
      [payout, otherInfluencer],
    ] as const) {
      const response = await call('GET', `/receipts/${number}/`, user);
      expect({ number, status: response.statusCode, body: response.json() }).toEqual({
        number,
        status: 404,
        body: missing.json(),
      });
    }
  });

  it('asks for a sign-in, and for a number', async () => {
    expect(await status(payment)).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/receipts/abc/',
      headers: bearer(admin),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('receipt numbers on the statement', () => {
  it("carries each line's receipt, and none where there is none yet", async () => {
    const rows = await allReceipts();
    const byPayment = new Map(rows.map((row) => [`p${row.paymentId}`, row.number]));
    const brandLines = await statementOf(brand);
    for (const line of brandLines.filter((l) => l.kind === 'payment')) {
      expect(line.receipt_number).toBe(byPayment.get(line.id) ?? null);
      expect(line.receipt_number).not.toBeNull();
    }
    const refundLines = brandLines.filter((line) => line.kind === 'refund');
    expect(refundLines.map((line) => line.receipt_number === null).sort()).toEqual([false, true]);

    const influencerLines = await statementOf(influencer);
    const byRelease = new Map(rows.map((row) => [row.releaseApplicationId, row.number]));
    for (const line of influencerLines.filter((l) => l.kind === 'release')) {
      expect(line.receipt_number).toBe(byRelease.get(line.application_id));
    }
    const withdrawals = influencerLines.filter((line) => line.kind === 'withdrawal');
    expect(withdrawals.map((line) => line.receipt_number === null)).toEqual([true, false]);
    const returned = influencerLines.filter((line) => line.kind === 'withdrawal_returned');
    expect(returned.map((line) => line.receipt_number)).toEqual([null]);
  });
});

describe('GET /api/statement/export/', () => {
  it("downloads every line of the user's statement as CSV, times in Dhaka time", async () => {
    const lines = await statementOf(influencer);
    const response = await call('GET', '/statement/export/', influencer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="statement-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...records] = response.body.trimEnd().split('\r\n');
    expect(header).toBe(
      '\uFEFFTime (Dhaka),Kind,Direction,Amount,Fee,Balance,Campaign,Counterparty,Application ID,Transaction ID,Receipt No.',
    );
    expect(records).toHaveLength(lines.length);
    const first = lines[0];
    const dhaka = new Date(Date.parse(first?.created_at ?? '') + 6 * 3600_000)
      .toISOString()
      .slice(0, 19)
      .replace('T', ' ');
    expect(records[0]).toBe(
      [
        dhaka,
        first?.kind,
        first?.direction,
        first?.amount,
        first?.fee ?? '',
        first?.balance,
        first?.campaign_title ?? '',
        first?.counterparty ?? '',
        first?.application_id ?? '',
        first?.transaction_id ?? '',
        first?.receipt_number ?? '',
      ].join(','),
    );
  });

  it('is for brands and influencers only', async () => {
    expect((await call('GET', '/statement/export/', admin)).statusCode).toBe(403);
    expect((await call('GET', '/statement/export/')).statusCode).toBe(401);
  });
});
