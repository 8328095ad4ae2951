import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { payments } from '../db/schema';
import {
  acceptedApplication,
  bearer,
  confirmedPayment,
  releasedPayment,
  insertApplication,
  insertCampaign,
  newTransactionId,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

let t: TestApp;
let brand: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  t = await startTestApp({ platformFeePercent: 2.5, minWithdrawal: 250 });
  brand = await registerUser(t.app, 'brand');
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const balance = (user: SignedIn | undefined) =>
  t.app.inject({
    method: 'GET',
    url: '/api/influencer/balance/',
    headers: user === undefined ? {} : bearer(user),
  });

describe('GET /api/influencer/balance/', () => {
  it('starts at zero for a new influencer, with the configured minimum', async () => {
    const influencer = await registerUser(t.app, 'influencer');
    const response = await balance(influencer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      balance: '0.00',
      total_earnings: '0.00',
      pending_earnings: '0.00',
      withdrawn: '0.00',
      pending_withdrawals: '0.00',
      min_withdrawal: '250.00',
      in_escrow: '0.00',
    });
  });

  it('derives every figure from payments and withdrawals, net of the fee the influencer pays', async () => {
    const influencer = await registerUser(t.app, 'influencer');
    const parties = { brand, influencer, admin };
    // Confirmed: 1234.57 (fee round(30.86425) = 30.86) and 1000.00 (fee 25.00).
    const first = await releasedPayment(t.app, t.database.db, parties, '1234.57');
    await releasedPayment(t.app, t.database.db, parties, '1000.00');
    const [fee] = await t.database.db
      .select({ fee: payments.platformFee })
      .from(payments)
      .where(eq(payments.id, first.paymentId));
    expect(fee?.fee).toBe('30.86');

    // Confirmed, held in escrow: 800.00 less its fee 20.00.
    await confirmedPayment(t.app, t.database.db, parties, '800.00');
    // Accepted, with a pending payment: still pending earnings.
    const { application: pendingPaid } = await acceptedApplication(
      t.database.db,
      brand.user.id,
      influencer.user.id,
      '300.00',
    );
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/payments/submit/',
      headers: bearer(brand),
      payload: {
        application_id: pendingPaid.id,
        amount: '300',
        payment_method: 'bkash',
        transaction_id: newTransactionId(),
      },
    });
    expect(submitted.statusCode).toBe(201);
    // Accepted with an expected fee, unpaid: pending at the fee, not the budget.
    const campaign = await insertCampaign(t.database.db, {
      brandId: brand.user.id,
      budget: '9000.00',
    });
    await insertApplication(t.database.db, {
      campaignId: campaign.id,
      influencerId: influencer.user.id,
      expectedFee: '450.25',
    });
    // Pending and rejected applications earn nothing.
    const other = await insertCampaign(t.database.db, { brandId: brand.user.id, budget: '777.00' });
    await insertApplication(t.database.db, {
      campaignId: other.id,
      influencerId: influencer.user.id,
      status: 'pending',
    });

    const withdraw = async (amount: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/withdrawals/',
        headers: bearer(influencer),
        payload: { amount, payment_method: 'bkash', phone_number: '01812345678' },
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as number;
    };
    const decide = async (id: number, status: 'approved' | 'rejected') => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/withdrawals/${id}/`,
        headers: bearer(admin),
        payload:
          status === 'approved'
            ? { status, transaction_id: newTransactionId() }
            : { status, reason: 'Wrong wallet' },
      });
      expect(response.statusCode).toBe(200);
    };
    await decide(await withdraw('500.00'), 'approved');
    await decide(await withdraw('260.00'), 'rejected');
    await withdraw('300.10');

    const response = await balance(influencer);
    expect(response.statusCode).toBe(200);
    // earnings 1234.57 - 30.86 + 1000.00 - 25.00 = 2178.71; pending, each less its fee:
    // 780.00 held + (300.00 - 7.50) + (450.25 - round(11.25625) = 11.26) = 1511.49
    expect(response.json()).toEqual({
      balance: '1378.61',
      total_earnings: '2178.71',
      pending_earnings: '1511.49',
      withdrawn: '500.00',
      pending_withdrawals: '300.10',
      min_withdrawal: '250.00',
      in_escrow: '780.00',
    });
  });

  it("is each influencer's own, and for influencers only", async () => {
    const influencer = await registerUser(t.app, 'influencer');
    const rich = await registerUser(t.app, 'influencer');
    await releasedPayment(t.app, t.database.db, { brand, influencer: rich, admin }, '5000.00');
    expect((await balance(influencer)).json().balance).toBe('0.00');
    expect((await balance(rich)).json().balance).toBe('4875.00');
    expect((await balance(brand)).statusCode).toBe(403);
    expect((await balance(admin)).statusCode).toBe(403);
    expect((await balance(undefined)).statusCode).toBe(401);
  });
});

describe('PLATFORM_FEE_PERCENT', () => {
  const secret = 'x'.repeat(32);
  it('defaults to 0 and takes a fraction', () => {
    expect(loadConfig({ JWT_SECRET: secret }).platformFeePercent).toBe(0);
    expect(loadConfig({ JWT_SECRET: secret, PLATFORM_FEE_PERCENT: '2.5' }).platformFeePercent).toBe(
      2.5,
    );
  });

  it('refuses a fee above 100% or below 0 at start-up', () => {
    for (const value of ['101', '-1', 'ten']) {
      expect(() => loadConfig({ JWT_SECRET: secret, PLATFORM_FEE_PERCENT: value })).toThrow(
        /PLATFORM_FEE_PERCENT/,
      );
    }
  });
});
