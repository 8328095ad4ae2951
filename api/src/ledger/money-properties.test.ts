import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { toPaisa } from '@portal/shared/money';
import {
  acceptedApplication,
  bearer,
  newTransactionId,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

/**
 * The money rules as properties (design §2): for any sequence of payments, confirmations,
 * rejections and withdrawals, including withdrawals sent at the same moment, the balance the API
 * reports never goes negative, equals the sum over the ledger's own rows, and equals a model kept
 * here from what the API accepted.
 */

const MIN_WITHDRAWAL_PAISA = 100_00n;
const FEE_PERCENT = 7.5;

let testApp: TestApp;
let brand: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  testApp = await startTestApp({ platformFeePercent: FEE_PERCENT, minWithdrawal: 100 });
  brand = await registerUser(testApp.app, 'brand');
  admin = await registerAdmin(testApp.app, testApp.database.db);
});

afterAll(async () => {
  await testApp?.close();
});

type Step =
  | { kind: 'pay'; paisa: number }
  | { kind: 'decidePayment'; pick: number; confirm: boolean }
  | { kind: 'withdraw'; paisa: number }
  | { kind: 'withdrawTogether'; paisa: number; count: number }
  | { kind: 'decideWithdrawal'; pick: number; approve: boolean };

const steps: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    paisa: fc.integer({ min: 100_00, max: 5_000_00 }),
  }),
  fc.record({
    kind: fc.constant('decidePayment' as const),
    pick: fc.nat(),
    confirm: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    paisa: fc.integer({ min: 50_00, max: 4_000_00 }),
  }),
  fc.record({
    kind: fc.constant('withdrawTogether' as const),
    paisa: fc.integer({ min: 100_00, max: 1_500_00 }),
    count: fc.integer({ min: 2, max: 6 }),
  }),
  fc.record({
    kind: fc.constant('decideWithdrawal' as const),
    pick: fc.nat(),
    approve: fc.boolean(),
  }),
);

const toTaka = (paisa: bigint | number) => {
  const value = BigInt(paisa);
  return `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
};

/** What the API has accepted so far for one influencer, kept in whole paisa. */
interface Model {
  pendingPayments: { id: number; net: bigint }[];
  confirmedNet: bigint;
  pendingWithdrawals: { id: number; paisa: bigint }[];
  heldByWithdrawals: bigint;
}

const balanceOf = (model: Model) => model.confirmedNet - model.heldByWithdrawals;

async function run(influencer: SignedIn, model: Model, step: Step): Promise<void> {
  const { app, database } = testApp;
  if (step.kind === 'pay') {
    const amount = toTaka(step.paisa);
    const { application } = await acceptedApplication(
      database.db,
      brand.user.id,
      influencer.user.id,
      amount,
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/submit/',
      headers: bearer(brand),
      payload: {
        application_id: application.id,
        amount,
        payment_method: 'bkash',
        transaction_id: newTransactionId(),
      },
    });
    expect(response.statusCode).toBe(201);
    const payment = response.json() as { id: number; amount: string; platform_fee: string };
    model.pendingPayments.push({ id: payment.id, net: 0n });
    return;
  }
  if (step.kind === 'decidePayment') {
    if (model.pendingPayments.length === 0) return;
    const [payment] = model.pendingPayments.splice(step.pick % model.pendingPayments.length, 1);
    if (!payment) return;
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/payments/${payment.id}/`,
      headers: bearer(admin),
      payload: { status: step.confirm ? 'confirmed' : 'rejected' },
    });
    expect(response.statusCode).toBe(200);
    const decided = response.json() as { amount: string; platform_fee: string };
    if (step.confirm) model.confirmedNet += toPaisa(decided.amount) - toPaisa(decided.platform_fee);
    return;
  }
  if (step.kind === 'withdraw' || step.kind === 'withdrawTogether') {
    const count = step.kind === 'withdraw' ? 1 : step.count;
    const paisa = BigInt(step.paisa);
    const available = balanceOf(model);
    const expected = paisa < MIN_WITHDRAWAL_PAISA ? 0 : Math.min(count, Number(available / paisa));
    const answers = await Promise.all(
      Array.from({ length: count }, () =>
        app.inject({
          method: 'POST',
          url: '/api/withdrawals/',
          headers: bearer(influencer),
          payload: { amount: toTaka(paisa), payment_method: 'nagad', phone_number: '01712345678' },
        }),
      ),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 201);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.statusCode).toBe(400);
    }
    expect(accepted).toHaveLength(expected);
    for (const answer of accepted) {
      const { id } = answer.json() as { id: number };
      model.pendingWithdrawals.push({ id, paisa });
      model.heldByWithdrawals += paisa;
    }
    return;
  }
  if (model.pendingWithdrawals.length === 0) return;
  const [withdrawal] = model.pendingWithdrawals.splice(
    step.pick % model.pendingWithdrawals.length,
    1,
  );
  if (!withdrawal) return;
  const response = await app.inject({
    method: 'PUT',
    url: `/api/admin/withdrawals/${withdrawal.id}/`,
    headers: bearer(admin),
    payload: { status: step.approve ? 'approved' : 'rejected' },
  });
  expect(response.statusCode).toBe(200);
  // A rejected withdrawal gives its amount back; an approved one stays spent.
  if (!step.approve) model.heldByWithdrawals -= withdrawal.paisa;
}

/** The balance summed straight from the ledger's rows, independent of the service's query. */
async function ledgerSum(influencerId: number): Promise<bigint> {
  const result = await testApp.database.db.execute<{ total: string }>(sql`
    select (
      coalesce((select sum(amount - platform_fee) from payments
        where influencer_id = ${influencerId} and status = 'confirmed'), 0)
      - coalesce((select sum(amount) from withdrawals
        where influencer_id = ${influencerId} and status in ('pending', 'approved')), 0)
    )::numeric(20,2)::text as total`);
  return toPaisa(result.rows[0]?.total ?? '0.00');
}

async function reportedBalance(influencer: SignedIn): Promise<bigint> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/influencer/balance/',
    headers: bearer(influencer),
  });
  expect(response.statusCode).toBe(200);
  return toPaisa((response.json() as { balance: string }).balance);
}

test('the balance never goes negative and always equals the ledger sum and the model', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(steps, { minLength: 4, maxLength: 14 }), async (sequence) => {
      const influencer = await registerUser(testApp.app, 'influencer');
      const model: Model = {
        pendingPayments: [],
        confirmedNet: 0n,
        pendingWithdrawals: [],
        heldByWithdrawals: 0n,
      };
      for (const step of sequence) {
        await run(influencer, model, step);
        const reported = await reportedBalance(influencer);
        expect(reported).toBeGreaterThanOrEqual(0n);
        expect(reported).toBe(await ledgerSum(influencer.user.id));
        expect(reported).toBe(balanceOf(model));
      }
    }),
    { numRuns: 25 },
  );
});
