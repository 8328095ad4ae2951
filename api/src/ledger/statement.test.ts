import type { Collaboration, StatementLine } from '@portal/shared/contract/collaborations';
import type { Receipt } from '@portal/shared/contract/receipts';
import {
  bearer,
  injectAs,
  confirmedPayment,
  newTransactionId,
  registerAdmin,
  releasedPayment,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

/**
 * GET /api/statement/ and GET /api/config/ through HTTP on the real database (see docs/money.md).
 */

let t: TestApp;
let brand: SignedIn;
let influencer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await startTestApp(
    {
      platformFeePercent: 10,
      minWithdrawal: 150,
      escrowAutoReleaseHours: 0.5,
      revisionRounds: 3,
      payTo: { bkash: '01711111111', nagad: '01822222222' },
    },
    undefined,
    { autoRelease: false },
  );
  brand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const get = (url: string, user?: SignedIn) =>
  t.app.inject({ method: 'GET', url, headers: user === undefined ? {} : bearer(user) });

const call = (method: 'POST' | 'PUT', path: string, user: SignedIn, payload?: unknown) =>
  injectAs(t.app, method, path, user, payload);

async function statementOf(user: SignedIn): Promise<StatementLine[]> {
  const response = await get('/api/statement/?limit=100', user);
  expect(response.statusCode).toBe(200);
  return response.json() as StatementLine[];
}

const nextLink = (headers: Record<string, unknown>) =>
  /<([^>]+)>; rel="next"/.exec(String(headers.link ?? ''))?.[1];

/** Every line of the user's statement, page by page from `url`; `between` runs after each page. */
async function walk(user: SignedIn, url: string, between: () => Promise<void> = async () => {}) {
  const lines: StatementLine[] = [];
  let next: string | undefined = url;
  while (next !== undefined) {
    const response = await get(next, user);
    expect(response.statusCode).toBe(200);
    lines.push(...(response.json() as StatementLine[]));
    next = nextLink(response.headers);
    await between();
  }
  return lines;
}

async function withdraw(amount: string) {
  const response = await call('POST', '/withdrawals/', influencer, {
    amount,
    payment_method: 'bkash',
    phone_number: '01712345678',
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

const parties = () => ({ brand, influencer, admin });

describe('GET /api/statement/ of an influencer', () => {
  let lines: StatementLine[];
  let first: { applicationId: number };
  let second: { applicationId: number };

  beforeAll(async () => {
    first = await releasedPayment(t.app, t.database.db, parties(), '1000.00');
    second = await releasedPayment(t.app, t.database.db, parties(), '500.00');
    await withdraw('300.00');
    const rejected = await withdraw('200.00');
    const decided = await call('PUT', `/admin/withdrawals/${rejected}/`, admin, {
      status: 'rejected',
      reason: 'Wrong wallet',
    });
    expect(decided.statusCode).toBe(200);
    lines = await statementOf(influencer);
  });

  it('lists releases with their fee, withdrawals out and rejected ones back, newest first', async () => {
    const brandName = brand.user.username;
    expect(
      lines.map((line) => [line.kind, line.direction, line.amount, line.fee, line.balance]),
    ).toEqual([
      ['withdrawal_returned', 'in', '200.00', null, '1050.00'],
      ['withdrawal', 'out', '200.00', null, '850.00'],
      ['withdrawal', 'out', '300.00', null, '1050.00'],
      ['release', 'in', '450.00', '50.00', '1350.00'],
      ['release', 'in', '900.00', '100.00', '900.00'],
    ]);
    expect(lines.slice(-2)).toMatchObject([
      { application_id: second.applicationId, counterparty: brandName },
      { application_id: first.applicationId, counterparty: brandName },
    ]);
    expect(new Set(lines.map((line) => line.id)).size).toBe(lines.length);
    const times = lines.map((line) => Date.parse(line.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('ends at the balance the balance endpoint shows', async () => {
    const balance = (await get('/api/influencer/balance/', influencer)).json() as {
      balance: string;
    };
    expect(balance.balance).toBe('1050.00');
    expect(lines[0]?.balance).toBe(balance.balance);
  });

  it('walks in keyset pages of any size to the same lines, without duplicates', async () => {
    for (let limit = 1; limit <= lines.length + 1; limit += 1) {
      expect(await walk(influencer, `/api/statement/?limit=${limit}`)).toEqual(lines);
    }
    const last = await get(`/api/statement/?limit=${lines.length}`, influencer);
    expect(nextLink(last.headers)).toBeUndefined();
  });

  it('keeps its pages stable when a new line arrives during the walk', async () => {
    let added = false;
    const walked = await walk(influencer, '/api/statement/?limit=2', async () => {
      if (added) return;
      added = true;
      await withdraw('150.00');
    });
    expect(walked).toEqual(lines);
    const now = await statementOf(influencer);
    expect(now[0]).toMatchObject({ kind: 'withdrawal', amount: '150.00', balance: '900.00' });
    expect(now.slice(1)).toEqual(lines);
  });
});

describe('GET /api/statement/ of a brand', () => {
  it('lists confirmed payments out with their transaction ID and refunds back in', async () => {
    const otherBrand = await registerUser(t.app, 'brand');
    const pair = { brand: otherBrand, influencer, admin };
    const kept = await confirmedPayment(t.app, t.database.db, pair, '700.00');
    const returned = await confirmedPayment(t.app, t.database.db, pair, '400.00');
    const stepped = await call(
      'POST',
      `/applications/${returned.applicationId}/withdraw/`,
      influencer,
    );
    expect(stepped.statusCode).toBe(200);
    const collaboration = stepped.json() as Collaboration;
    const paidWith = async (applicationId: number) =>
      ((await get(`/api/applications/${applicationId}/`, otherBrand)).json() as Collaboration)
        .payment?.transaction_id;

    const before = await statementOf(otherBrand);
    expect(
      before.map((line) => [
        line.kind,
        line.direction,
        line.amount,
        line.application_id,
        line.transaction_id,
        line.balance,
      ]),
    ).toEqual([
      ['refund', 'in', '400.00', returned.applicationId, null, null],
      [
        'payment',
        'out',
        '400.00',
        returned.applicationId,
        await paidWith(returned.applicationId),
        null,
      ],
      ['payment', 'out', '700.00', kept.applicationId, await paidWith(kept.applicationId), null],
    ]);
    expect(before[0]).toMatchObject({
      campaign_title: collaboration.campaign_title,
      counterparty: influencer.user.username,
    });

    const transfer = newTransactionId();
    const sent = await call('PUT', `/admin/refunds/${collaboration.refund?.id}/`, admin, {
      transaction_id: transfer,
      phone_number: '01912345678',
      payment_method: 'bkash',
    });
    expect(sent.statusCode).toBe(200);
    expect((await statementOf(otherBrand))[0]).toMatchObject({
      kind: 'refund',
      transaction_id: transfer,
    });
    expect(await walk(otherBrand, '/api/statement/?limit=1')).toEqual(
      await statementOf(otherBrand),
    );
  });
});

describe('GET /api/statement/ agrees with the receipts', () => {
  const receipt = async (user: SignedIn, number: number | null) => {
    const response = await get(`/api/receipts/${number}/`, user);
    expect(response.statusCode).toBe(200);
    return response.json() as Receipt;
  };

  it("shows an approved withdrawal's payout reference, as its payout receipt does", async () => {
    const earner = await registerUser(t.app, 'influencer');
    await releasedPayment(t.app, t.database.db, { brand, influencer: earner, admin }, '600.00');
    const requested = await call('POST', '/withdrawals/', earner, {
      amount: '250.00',
      payment_method: 'nagad',
      phone_number: '01712345678',
    });
    expect(requested.statusCode).toBe(201);
    const payout = newTransactionId();
    const approved = await call(
      'PUT',
      `/admin/withdrawals/${(requested.json() as { id: number }).id}/`,
      admin,
      { status: 'approved', transaction_id: payout },
    );
    expect(approved.statusCode).toBe(200);

    const [line] = await statementOf(earner);
    expect(line).toMatchObject({ kind: 'withdrawal', amount: '250.00', transaction_id: payout });
    const shown = await receipt(earner, line?.receipt_number ?? null);
    expect(shown).toMatchObject({ kind: 'payout', transaction_id: line?.transaction_id });
  });

  it("shows a payment's platform fee, as its payment receipt does", async () => {
    const payer = await registerUser(t.app, 'brand');
    const pair = { brand: payer, influencer, admin };
    await confirmedPayment(t.app, t.database.db, pair, '12000.00');
    const [line] = await statementOf(payer);
    expect(line).toMatchObject({ kind: 'payment', amount: '12000.00', fee: '1200.00' });
    const shown = await receipt(payer, line?.receipt_number ?? null);
    expect(shown).toMatchObject({ kind: 'payment', platform_fee: line?.fee });
  });
});

describe('GET /api/statement/ refusals', () => {
  it('answers 403 to an admin and 401 without a token', async () => {
    expect((await get('/api/statement/', admin)).statusCode).toBe(403);
    expect((await get('/api/statement/')).statusCode).toBe(401);
  });
});

describe('GET /api/config/', () => {
  it('shows the configured values to anyone', async () => {
    for (const user of [undefined, brand, admin]) {
      const response = await get('/api/config/', user);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        pay_to: { bkash: '01711111111', nagad: '01822222222' },
        platform_fee_percent: 10,
        min_withdrawal: '150.00',
        escrow_auto_release_hours: 0.5,
        revision_rounds: 3,
      });
    }
  });
});
