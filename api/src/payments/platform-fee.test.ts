import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterFeeAtPercent, feeAtPercent, fromPaisa } from '@portal/shared/money';
import { payments } from '../db/schema';
import {
  acceptedApplication,
  bearer,
  injectAs,
  newTransactionId,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';

/**
 * One fee (see docs/money.md): what a payment records, what the collaboration shows before it is
 * paid, and what the portal works out from `GET /config/`'s percent are all `feeAtPercent`.
 */

const PERCENT = 7.5;

let t: TestApp;
let brand: SignedIn;
let influencer: SignedIn;
let amountsChecked = 0;

beforeAll(async () => {
  t = await startTestApp({ platformFeePercent: PERCENT });
  brand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
});
afterAll(async () => {
  console.log(`platform fee: ${amountsChecked} amounts checked at ${PERCENT}%`);
  await t.close();
});

async function feesOf(amount: string) {
  const { application } = await acceptedApplication(
    t.database.db,
    brand.user.id,
    influencer.user.id,
    amount,
  );
  const before = await injectAs(t.app, 'GET', `/applications/${application.id}/`, influencer);
  expect(before.statusCode).toBe(200);
  const submitted = await t.app.inject({
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
  expect(submitted.statusCode).toBe(201);
  const payment = submitted.json() as { id: number; platform_fee: string };
  const [stored] = await t.database.db
    .select({ fee: payments.platformFee })
    .from(payments)
    .where(eq(payments.id, payment.id));
  const shown = before.json() as { platform_fee: string; influencer_receives: string };
  return {
    shownBefore: shown.platform_fee,
    receivesBefore: shown.influencer_receives,
    answered: payment.platform_fee,
    stored: stored?.fee,
  };
}

test('the payment, the collaboration and the portal take one fee, the odd paisa up', async () => {
  const config = await injectAs(t.app, 'GET', '/config/');
  const percent = (config.json() as { platform_fee_percent: number }).platform_fee_percent;
  expect(percent).toBe(PERCENT);
  // Fees of 0.075 paisa, 1.5 and 94.5 paisa (exact halves), and of the largest amount.
  const fixed = ['0.01', '0.20', '12.60', '1234.57', '99999999.99'];
  const drawn = fc.sample(fc.integer({ min: 1, max: 99_999_999_99 }), { numRuns: 25, seed: 38 });
  for (const amount of [...fixed, ...drawn.map((paisa) => fromPaisa(BigInt(paisa)))]) {
    const fee = feeAtPercent(amount, percent);
    expect({ amount, ...(await feesOf(amount)) }).toEqual({
      amount,
      shownBefore: fee,
      receivesBefore: afterFeeAtPercent(amount, percent),
      answered: fee,
      stored: fee,
    });
    amountsChecked += 1;
  }
  expect(['0.01', '0.20', '12.60'].map((amount) => feeAtPercent(amount, PERCENT))).toEqual([
    '0.00',
    '0.02',
    '0.95',
  ]);
}, 120_000);
