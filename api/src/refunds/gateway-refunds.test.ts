import { and, eq, sql } from 'drizzle-orm';
import type { AdminRefund, Collaboration } from '@portal/shared/contract/collaborations';
import { simulatorGateway } from '../checkout/gateway';
import { reconcile } from '../db/queries/kept-figures';
import { accounts, paymentIntents, transfers } from '../db/schema';
import { startGatewaySimulator, type GatewaySimulator } from '../gateways/simulator';
import {
  acceptedApplication,
  confirmedPayment,
  injectAs,
  newTransactionId,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import {
  GATEWAY_REFUND_REFUSED,
  GATEWAY_REFUND_UNDER_WAY,
  GATEWAY_WINDOW_PASSED,
} from './bkash-refund-once';
import { NOT_PAID_THROUGH_GATEWAY, REFUND_SENT } from './service';

/**
 * Refunds sent back through bKash's refund call (docs/payment-gateways.md), through HTTP on the
 * real database against the real simulator over the loopback.
 */

let simulator: GatewaySimulator;
let t: TestApp;
let brand: SignedIn;
let influencer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  simulator = await startGatewaySimulator();
  t = await startTestApp({ platformFeePercent: 10 }, undefined, {
    autoRelease: false,
    gateway: simulatorGateway(simulator, { timeoutMs: 800 }),
  });
  brand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
  await simulator.stop();
});
afterEach(() => simulator.setFaults({ refundDelayMs: 0, refuseRefunds: false }));

const call = (method: 'GET' | 'POST' | 'PUT', path: string, user: SignedIn, payload?: unknown) =>
  injectAs(t.app, method, path, user, payload);

const throughBkash = (refundId: number) =>
  call('POST', `/admin/refunds/${refundId}/gateway/`, admin);

const byTransfer = (refundId: number) =>
  call('PUT', `/admin/refunds/${refundId}/`, admin, {
    transaction_id: newTransactionId(),
    phone_number: '01712345678',
    payment_method: 'bkash',
  });

async function listedRefund(refundId: number): Promise<AdminRefund | undefined> {
  const response = await call('GET', '/admin/refunds/?limit=100', admin);
  return (response.json() as AdminRefund[]).find((refund) => refund.id === refundId);
}

/** The brand pays an accepted application with bKash on the simulator's page; its paymentID. */
async function paidWithBkash(
  amount: string,
): Promise<{ applicationId: number; paymentID: string }> {
  const { application } = await acceptedApplication(
    t.database.db,
    brand.user.id,
    influencer.user.id,
    amount,
  );
  const started = await call('POST', '/payments/checkout/', brand, {
    application_id: application.id,
    gateway: 'bkash',
  });
  expect(started.statusCode).toBe(201);
  const { redirect_url: redirectUrl } = started.json() as { redirect_url: string };
  const paymentID = new URL(redirectUrl).searchParams.get('paymentID') ?? '';
  const page = await fetch(redirectUrl.split('?')[0] ?? '', {
    method: 'POST',
    body: new URLSearchParams({ paymentID, choice: 'pay' }),
    redirect: 'manual',
  });
  const location = new URL(page.headers.get('location') ?? '');
  await t.app.inject({ method: 'GET', url: `${location.pathname}${location.search}` });
  expect(simulator.payment(paymentID)?.transactionStatus).toBe('Completed');
  return { applicationId: application.id, paymentID };
}

/** The influencer steps back from a collaboration: its whole amount is owed to the brand. */
async function steppedBack(applicationId: number): Promise<number> {
  const response = await call('POST', `/applications/${applicationId}/withdraw/`, influencer);
  expect(response.statusCode).toBe(200);
  const refund = (response.json() as Collaboration).refund;
  if (refund === null) throw new Error('no refund after stepping back');
  return refund.id;
}

/** The refund_sent transfers of a refund, with the wallet they left through. */
async function refundSent(refundId: number) {
  return t.database.db
    .select({ amount: transfers.amount, wallet: accounts.wallet })
    .from(transfers)
    .innerJoin(accounts, eq(accounts.id, transfers.creditAccountId))
    .where(and(eq(transfers.refundId, refundId), eq(transfers.kind, 'refund_sent')));
}

describe('POST /api/admin/refunds/{id}/gateway/', () => {
  it("sends the refund through bKash once, with bKash's refundTrxID as its transaction ID", async () => {
    const { applicationId, paymentID } = await paidWithBkash('1200.00');
    const refundId = await steppedBack(applicationId);
    expect(await listedRefund(refundId)).toMatchObject({ gateway_refund: 'available' });
    const before = simulator.counts().refund;

    const response = await throughBkash(refundId);
    expect(response.statusCode).toBe(200);
    const refunded = simulator.payment(paymentID)?.refunds ?? [];
    expect(refunded).toEqual([expect.objectContaining({ amount: '1200.00' })]);
    expect(response.json()).toMatchObject({
      id: refundId,
      status: 'sent',
      payment_method: 'bkash',
      phone_number: null,
      transaction_id: refunded[0]?.refundTrxID,
      gateway_refund: 'sent',
    });
    expect(await refundSent(refundId)).toEqual([{ amount: 120_000n, wallet: 'bkash' }]);

    const again = await throughBkash(refundId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: REFUND_SENT });
    expect((await byTransfer(refundId)).statusCode).toBe(409);
    expect(simulator.counts().refund).toBe(before + 1);
    expect(await reconcile(t.database.db, { fix: false })).toEqual({
      kept: [],
      ledger: [],
      transfers: [],
    });
  });

  it('asks for the refund status instead of refunding again when the refund call never answers', async () => {
    const { applicationId, paymentID } = await paidWithBkash('700.00');
    const refundId = await steppedBack(applicationId);
    simulator.setFaults({ refundDelayMs: 'never' });
    const before = simulator.counts();

    const response = await throughBkash(refundId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'sent',
      transaction_id: simulator.payment(paymentID)?.refunds[0]?.refundTrxID,
    });
    expect(simulator.counts()).toMatchObject({
      refund: before.refund + 1,
      refundStatus: before.refundStatus + 1,
    });
    expect(await refundSent(refundId)).toHaveLength(1);
  });

  it('sends once when asked five times at once', async () => {
    const { applicationId, paymentID } = await paidWithBkash('500.00');
    const refundId = await steppedBack(applicationId);
    simulator.setFaults({ refundDelayMs: 300 });
    const before = simulator.counts().refund;
    const answers = await Promise.all(Array.from({ length: 5 }, () => throughBkash(refundId)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.statusCode !== 200)) {
      expect([409, 502]).toContain(answer.statusCode);
    }
    expect(simulator.counts().refund).toBe(before + 1);
    expect(simulator.payment(paymentID)?.refunds).toHaveLength(1);
    expect(await refundSent(refundId)).toHaveLength(1);
  });

  it('refused by bKash, leaves the manual transfer with a sentence why', async () => {
    const { applicationId, paymentID } = await paidWithBkash('400.00');
    const refundId = await steppedBack(applicationId);
    simulator.setFaults({ refuseRefunds: true });
    const response = await throughBkash(refundId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: GATEWAY_REFUND_REFUSED });
    expect(await listedRefund(refundId)).toMatchObject({
      status: 'pending',
      gateway_refund: 'refused',
    });
    expect((await throughBkash(refundId)).json()).toMatchObject({
      error: GATEWAY_REFUND_REFUSED,
    });
    expect(simulator.payment(paymentID)?.refunds).toEqual([]);
    expect(await refundSent(refundId)).toEqual([]);
    expect((await byTransfer(refundId)).statusCode).toBe(200);
    expect(await refundSent(refundId)).toHaveLength(1);
  });

  it("outside bKash's window, leaves the manual transfer and calls nothing", async () => {
    const { applicationId } = await paidWithBkash('300.00');
    const refundId = await steppedBack(applicationId);
    // The payment as if made 16 days ago: BKASH_REFUND_WINDOW_DAYS is 15 by default.
    await t.database.db
      .update(paymentIntents)
      .set({ updatedAt: sql`now() - interval '16 days'` })
      .where(eq(paymentIntents.applicationId, applicationId));
    expect(await listedRefund(refundId)).toMatchObject({ gateway_refund: 'window_passed' });
    const before = simulator.counts().refund;
    const response = await throughBkash(refundId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: GATEWAY_WINDOW_PASSED });
    expect(simulator.counts().refund).toBe(before);
    expect((await byTransfer(refundId)).statusCode).toBe(200);
  });

  it('refuses a refund of a payment made by transfer, and while bKash is sending one, the transfer', async () => {
    const { applicationId } = await confirmedPayment(
      t.app,
      t.database.db,
      { brand, influencer, admin },
      '200.00',
    );
    const manual = await steppedBack(applicationId);
    expect(await listedRefund(manual)).toMatchObject({ gateway_refund: 'not_gateway' });
    const response = await throughBkash(manual);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: NOT_PAID_THROUGH_GATEWAY });

    const paid = await paidWithBkash('250.00');
    const refundId = await steppedBack(paid.applicationId);
    simulator.setFaults({ refundDelayMs: 1500 });
    const sending = throughBkash(refundId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const typed = await byTransfer(refundId);
    expect(typed.statusCode).toBe(409);
    expect(typed.json()).toMatchObject({ error: GATEWAY_REFUND_UNDER_WAY });
    expect((await sending).statusCode).toBe(200);
  });

  it('is for admins only, and 404 for an unknown refund', async () => {
    const { applicationId } = await paidWithBkash('150.00');
    const refundId = await steppedBack(applicationId);
    for (const user of [brand, influencer]) {
      expect((await call('POST', `/admin/refunds/${refundId}/gateway/`, user)).statusCode).toBe(
        403,
      );
    }
    expect((await throughBkash(999_999)).statusCode).toBe(404);
  });
});
