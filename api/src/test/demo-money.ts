import type { AuthResponse } from '@portal/shared/contract/auth';
import { seedDemoData } from '../seed/seed-demo';
import { DEMO_PASSWORD } from '../seed/demo-data';
import { followCallback, startedCheckout } from './gateway-checkout';
import { bearer } from './marketplace-fixtures';
import { startTestApp, type TestApp } from './test-app';

/** The demo seed's clock: its collaborations, refunds and withdrawals are days before it. */
export const DEMO_NOW = new Date('2026-03-10T06:00:00Z');

/** Signs a demo account in through the API. */
export async function signInDemo(t: TestApp, email: string): Promise<AuthResponse> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: { email, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`${email} cannot sign in`);
  return response.json() as AuthResponse;
}

/**
 * The app on the demo seed (see docs/money.md): a collaboration in every escrow state, refunds
 * waiting and sent, a withdrawal approved and one pending; and, through the API, one withdrawal
 * the influencer cancelled and one the admin rejected, and two bKash payments refused after bKash
 * took the money (docs/payment-gateways.md), one returned and one held, so every flow of money
 * has moved some.
 */
export async function startDemoMoneyApp(): Promise<TestApp> {
  const t = await startTestApp({ platformFeePercent: 10, paymentGateway: 'simulator' }, undefined, {
    autoRelease: false,
    clock: () => DEMO_NOW,
  });
  await seedDemoData(t.database.db, t.config, () => DEMO_NOW);
  const influencer = bearer(await signInDemo(t, 'influencer.fashion@demo.local'));
  const admin = bearer(await signInDemo(t, 'admin@demo.local'));
  const withdrawal = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/withdrawals/',
      headers: influencer,
      payload: { amount: '150.00', payment_method: 'nagad', phone_number: '01712345670' },
    });
    if (response.statusCode !== 201) throw new Error(`withdrawal refused: ${response.body}`);
    return (response.json() as { id: number }).id;
  };
  const cancelled = await withdrawal();
  const rejected = await withdrawal();
  const answers = [
    await t.app.inject({
      method: 'POST',
      url: `/api/withdrawals/${cancelled}/cancel/`,
      headers: influencer,
    }),
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/withdrawals/${rejected}/`,
      headers: admin,
      payload: { status: 'rejected', reason: 'Wrong wallet' },
    }),
  ];
  for (const answer of answers) {
    if (answer.statusCode !== 200) throw new Error(`decision refused: ${answer.body}`);
  }
  const returned = await unmatchedReceipt(t);
  await unmatchedReceipt(t);
  const back = await t.app.inject({
    method: 'POST',
    url: `/api/admin/payment-intents/${returned}/refund/`,
    headers: admin,
    payload: { through: 'transfer', transaction_id: 'DEMORETURN01' },
  });
  if (back.statusCode !== 200) throw new Error(`return refused: ${back.body}`);
  return t;
}

/**
 * walton_tech pays a new application with tanvir_tech through bKash, having paid it by transfer
 * meanwhile: refused as already paid, bKash's money held as an unmatched receipt; its intent.
 */
async function unmatchedReceipt(t: TestApp): Promise<number> {
  const brand = await signInDemo(t, 'brand.tech@demo.local');
  const influencer = await signInDemo(t, 'influencer.tech@demo.local');
  const started = await startedCheckout(
    t.app,
    t.database.db,
    { brand, influencer },
    'bkash',
    '600.00',
  );
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/api/payments/submit/',
    headers: bearer(brand),
    payload: {
      application_id: started.applicationId,
      amount: '600.00',
      payment_method: 'bkash',
      transaction_id: `DEMOTRANSFER${started.intentId}`,
    },
  });
  if (submitted.statusCode !== 201) throw new Error(`payment refused: ${submitted.body}`);
  await followCallback(t.app, await started.pay());
  return started.intentId;
}
