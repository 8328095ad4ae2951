import { and, eq, sql } from 'drizzle-orm';
import type { AdminRefund, Collaboration } from '@portal/shared/contract/collaborations';
import { createApp } from '../app';
import { simulatorGateway, type CheckoutGateway } from '../checkout/gateway';
import { reconcile } from '../db/queries/kept-figures';
import { accounts, paymentIntents, transfers } from '../db/schema';
import { nagadDate } from '../gateways/nagad/protocol';
import { startGatewaySimulator, type GatewaySimulator } from '../gateways/simulator';
import { TRANSACTION_USED } from '../payments/service';
import { auditRowsOf } from '../test/audit-rows';
import { followCallback, startedCheckout } from '../test/gateway-checkout';
import {
  confirmedPayment,
  injectAs,
  newTransactionId,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import {
  GATEWAY_REFUND_OFF,
  GATEWAY_REFUND_REFUSED,
  GATEWAY_REFUND_UNCONFIRMED,
  GATEWAY_REFUND_UNDER_WAY,
  GATEWAY_WINDOW_PASSED,
  NOT_AWAITING_NAGAD,
  NOT_PAID_THROUGH_GATEWAY,
} from './gateway-refund-once';
import { REFUND_SENT } from './service';

/**
 * Refunds sent back through bKash's or Nagad's refund call (docs/payment-gateways.md), through
 * HTTP on the real database against the real simulator over the loopback.
 */

let simulator: GatewaySimulator;
let gateway: CheckoutGateway;
let t: TestApp;
let brand: SignedIn;
let influencer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  simulator = await startGatewaySimulator();
  gateway = simulatorGateway(simulator, { timeoutMs: 800 }, { timeoutMs: 800 });
  t = await startTestApp({ platformFeePercent: 10 }, undefined, { autoRelease: false, gateway });
  brand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
  await simulator.stop();
});
afterEach(() => {
  simulator.setFaults({ refundDelayMs: 0, refuseRefunds: false });
  simulator.setNagadFaults({ refundDelayMs: 0, refuseRefunds: false });
});

const call = (method: 'GET' | 'POST' | 'PUT', path: string, user: SignedIn, payload?: unknown) =>
  injectAs(t.app, method, path, user, payload);

/** Refund through bKash or Nagad: the wallet the brand paid through. */
const throughGateway = (refundId: number, user: SignedIn = admin) =>
  call('POST', `/admin/refunds/${refundId}/gateway/`, user);
const throughBkash = throughGateway;

const byTransfer = (refundId: number, wallet: 'bkash' | 'nagad' = 'bkash') =>
  call('PUT', `/admin/refunds/${refundId}/`, admin, {
    transaction_id: newTransactionId(),
    phone_number: '01712345678',
    payment_method: wallet,
  });

/** The admin read the refund in Nagad's merchant panel, with this transaction ID. */
const confirmSent = (refundId: number, transactionId: string, user: SignedIn = admin) =>
  call('POST', `/admin/refunds/${refundId}/gateway/confirm/`, user, {
    transaction_id: transactionId,
  });
/** The admin found no refund in Nagad's merchant panel. */
const release = (refundId: number, user: SignedIn = admin) =>
  call('POST', `/admin/refunds/${refundId}/gateway/release/`, user);

async function listedRefund(refundId: number): Promise<AdminRefund | undefined> {
  const response = await call('GET', '/admin/refunds/?limit=100', admin);
  return (response.json() as AdminRefund[]).find((refund) => refund.id === refundId);
}

/**
 * The brand pays an accepted application through `wallet` on the simulator's page: the
 * application, and bKash's paymentID or Nagad's payment reference.
 */
async function paidWith(
  wallet: 'bkash' | 'nagad',
  amount: string,
): Promise<{ applicationId: number; paymentID: string }> {
  const checkout = await startedCheckout(
    t.app,
    t.database.db,
    { brand, influencer },
    wallet,
    amount,
  );
  await followCallback(t.app, await checkout.pay());
  const paid =
    wallet === 'bkash'
      ? simulator.payment(checkout.gatewayPayment)?.transactionStatus === 'Completed'
      : simulator.nagadPayment(checkout.gatewayPayment)?.status === 'Success';
  expect(paid).toBe(true);
  return { applicationId: checkout.applicationId, paymentID: checkout.gatewayPayment };
}
const paidWithBkash = (amount: string) => paidWith('bkash', amount);
const paidWithNagad = (amount: string) => paidWith('nagad', amount);

/** The influencer steps back from a collaboration: its whole amount is owed to the brand. */
async function steppedBack(applicationId: number): Promise<number> {
  const response = await call('POST', `/applications/${applicationId}/withdraw/`, influencer);
  expect(response.statusCode).toBe(200);
  const refund = (response.json() as Collaboration).refund;
  if (refund === null) throw new Error('no refund after stepping back');
  return refund.id;
}

/** Nagad's refunds of a payment as the simulator made them. */
const nagadRefunds = (paymentRefId: string) => simulator.nagadPayment(paymentRefId)?.refunds ?? [];

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
    expect(response.json()).toMatchObject({ error: GATEWAY_REFUND_REFUSED.bkash });
    expect(await listedRefund(refundId)).toMatchObject({
      status: 'pending',
      gateway_refund: 'refused',
    });
    expect((await throughBkash(refundId)).json()).toMatchObject({
      error: GATEWAY_REFUND_REFUSED.bkash,
    });
    expect(simulator.payment(paymentID)?.refunds).toEqual([]);
    expect(await refundSent(refundId)).toEqual([]);
    expect((await byTransfer(refundId)).statusCode).toBe(200);
    expect(await refundSent(refundId)).toHaveLength(1);
  });

  it.each(['bkash', 'nagad'] as const)(
    "outside the wallet's window (%s), leaves the manual transfer and calls nothing",
    async (wallet) => {
      const { applicationId } = await paidWith(wallet, '300.00');
      const refundId = await steppedBack(applicationId);
      // The payment as if made 16 days ago: *_REFUND_WINDOW_DAYS is 15 by default.
      await t.database.db
        .update(paymentIntents)
        .set({ updatedAt: sql`now() - interval '16 days'` })
        .where(eq(paymentIntents.applicationId, applicationId));
      expect(await listedRefund(refundId)).toMatchObject({ gateway_refund: 'window_passed' });
      const calls = () =>
        wallet === 'bkash' ? simulator.counts().refund : simulator.nagadCounts().cancel;
      const before = calls();
      const response = await throughGateway(refundId);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: GATEWAY_WINDOW_PASSED[wallet] });
      expect(calls()).toBe(before);
      expect((await byTransfer(refundId, wallet)).statusCode).toBe(200);
    },
  );

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
    expect(response.json()).toMatchObject({ error: NOT_PAID_THROUGH_GATEWAY.bkash });

    const paid = await paidWithBkash('250.00');
    const refundId = await steppedBack(paid.applicationId);
    simulator.setFaults({ refundDelayMs: 1500 });
    const sending = throughBkash(refundId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const typed = await byTransfer(refundId);
    expect(typed.statusCode).toBe(409);
    expect(typed.json()).toMatchObject({ error: GATEWAY_REFUND_UNDER_WAY.bkash });
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

describe('POST /api/admin/refunds/{id}/gateway/ for a payment made through Nagad', () => {
  it("sends the refund through Nagad once, with Nagad's cancelTrxId as its transaction ID", async () => {
    const { applicationId, paymentID } = await paidWithNagad('1200.00');
    const refundId = await steppedBack(applicationId);
    expect(await listedRefund(refundId)).toMatchObject({
      paid_with: 'nagad',
      gateway_refund: 'available',
    });
    const before = simulator.nagadCounts().cancel;

    const response = await throughGateway(refundId);
    expect(response.statusCode).toBe(200);
    const [intent] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.applicationId, applicationId));
    expect(nagadRefunds(paymentID)).toEqual([
      {
        cancelTrxId: expect.any(String),
        amount: '1200.00',
        referenceNo: `R${refundId}`,
        originalRequestDate: nagadDate(intent?.createdAt.getTime() ?? 0),
      },
    ]);
    expect(response.json()).toMatchObject({
      id: refundId,
      status: 'sent',
      payment_method: 'nagad',
      phone_number: null,
      transaction_id: nagadRefunds(paymentID)[0]?.cancelTrxId,
      gateway_refund: 'sent',
    });
    expect(await refundSent(refundId)).toEqual([{ amount: 120_000n, wallet: 'nagad' }]);
    expect(await auditRowsOf(t.database.db, 'refund', refundId)).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        action: 'refund.send_nagad',
        before: expect.objectContaining({ status: 'pending', gateway_state: 'sending' }),
        after: expect.objectContaining({ status: 'sent', gateway_state: 'sent' }),
      }),
    ]);

    const again = await throughGateway(refundId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: REFUND_SENT });
    expect((await byTransfer(refundId, 'nagad')).statusCode).toBe(409);
    expect(simulator.nagadCounts().cancel).toBe(before + 1);
    expect(await reconcile(t.database.db, { fix: false })).toEqual({
      kept: [],
      ledger: [],
      transfers: [],
    });
  });

  it('sends once when two admins press it at once', async () => {
    const { applicationId, paymentID } = await paidWithNagad('500.00');
    const refundId = await steppedBack(applicationId);
    const other = await registerAdmin(t.app, t.database.db);
    simulator.setNagadFaults({ refundDelayMs: 300 });
    const before = simulator.nagadCounts().cancel;
    const answers = await Promise.all(
      [admin, other, admin, other].map((user) => throughGateway(refundId, user)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
      expect([GATEWAY_REFUND_UNDER_WAY.nagad, REFUND_SENT]).toContain(answer.json().error);
    }
    expect(simulator.nagadCounts().cancel).toBe(before + 1);
    expect(nagadRefunds(paymentID)).toHaveLength(1);
    expect(await refundSent(refundId)).toHaveLength(1);
  });

  it('refused by Nagad, leaves the manual transfer with a sentence why', async () => {
    const { applicationId, paymentID } = await paidWithNagad('400.00');
    const refundId = await steppedBack(applicationId);
    simulator.setNagadFaults({ refuseRefunds: true });
    const response = await throughGateway(refundId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: GATEWAY_REFUND_REFUSED.nagad });
    expect(await listedRefund(refundId)).toMatchObject({
      status: 'pending',
      gateway_refund: 'refused',
    });
    const cancels = simulator.nagadCounts().cancel;
    expect((await throughGateway(refundId)).json()).toEqual({
      error: GATEWAY_REFUND_REFUSED.nagad,
    });
    expect(simulator.nagadCounts().cancel).toBe(cancels);
    expect(nagadRefunds(paymentID)).toEqual([]);
    expect((await confirmSent(refundId, 'NGC12345678')).json()).toEqual({
      error: NOT_AWAITING_NAGAD,
    });
    expect((await byTransfer(refundId, 'nagad')).statusCode).toBe(200);
    expect(await refundSent(refundId)).toEqual([{ amount: 40_000n, wallet: 'nagad' }]);
  });

  it("Nagad's answer lost: no second call, no transfer, until the admin confirms the refund Nagad's panel shows", async () => {
    const { applicationId, paymentID } = await paidWithNagad('700.00');
    const refundId = await steppedBack(applicationId);
    simulator.setNagadFaults({ refundDelayMs: 'never' });
    const before = simulator.nagadCounts().cancel;

    const lost = await throughGateway(refundId);
    expect(lost.statusCode).toBe(502);
    expect(lost.json()).toEqual({ error: GATEWAY_REFUND_UNCONFIRMED.nagad });
    // Nagad sent the money back; only its answer was lost.
    const [made] = nagadRefunds(paymentID);
    expect(made).toMatchObject({ amount: '700.00' });
    expect(await listedRefund(refundId)).toMatchObject({ gateway_refund: 'sending' });
    const again = await throughGateway(refundId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: GATEWAY_REFUND_UNDER_WAY.nagad });
    const typed = await byTransfer(refundId, 'nagad');
    expect(typed.statusCode).toBe(409);
    expect(typed.json()).toEqual({ error: GATEWAY_REFUND_UNDER_WAY.nagad });
    expect(simulator.nagadCounts().cancel).toBe(before + 1);
    expect((await confirmSent(refundId, 'AB')).statusCode).toBe(400);

    // Typed as read, with a dash and in lower case: recorded normalised.
    const cancelTrxId = made?.cancelTrxId ?? '';
    const read = `${cancelTrxId.slice(0, 4)}-${cancelTrxId.slice(4)}`.toLowerCase();
    const confirmed = await confirmSent(refundId, read);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'sent',
      payment_method: 'nagad',
      phone_number: null,
      transaction_id: cancelTrxId,
      gateway_refund: 'sent',
    });
    expect(await refundSent(refundId)).toEqual([{ amount: 70_000n, wallet: 'nagad' }]);
    expect(await auditRowsOf(t.database.db, 'refund', refundId)).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        action: 'refund.confirm_nagad',
        before: expect.objectContaining({ status: 'pending', gateway_state: 'sending' }),
        after: expect.objectContaining({
          status: 'sent',
          gateway_state: 'sent',
          transaction_id: cancelTrxId,
        }),
      }),
    ]);
    for (const late of [await confirmSent(refundId, cancelTrxId), await release(refundId)]) {
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ error: REFUND_SENT });
    }
    expect(simulator.nagadCounts().cancel).toBe(before + 1);
  });

  it("Nagad's answer lost and no refund in Nagad's panel: the admin releases it, and it is sent once", async () => {
    const { applicationId, paymentID } = await paidWithNagad('650.00');
    const refundId = await steppedBack(applicationId);
    simulator.setNagadFaults({ refundDelayMs: 'never' });
    expect((await throughGateway(refundId)).statusCode).toBe(502);
    // The call never reached Nagad: no refund there.
    nagadRefunds(paymentID).length = 0;
    simulator.setNagadFaults({ refundDelayMs: 0 });

    const released = await release(refundId);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ status: 'pending', gateway_refund: 'available' });
    expect(await auditRowsOf(t.database.db, 'refund', refundId)).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        action: 'refund.release_nagad',
        before: expect.objectContaining({ gateway_state: 'sending' }),
        after: expect.objectContaining({ status: 'pending', gateway_state: null }),
      }),
    ]);
    expect((await release(refundId)).json()).toEqual({ error: NOT_AWAITING_NAGAD });
    expect(await refundSent(refundId)).toEqual([]);

    const sent = await throughGateway(refundId);
    expect(sent.statusCode).toBe(200);
    expect(nagadRefunds(paymentID)).toHaveLength(1);
    expect(sent.json()).toMatchObject({
      status: 'sent',
      transaction_id: nagadRefunds(paymentID)[0]?.cancelTrxId,
    });
    expect(await refundSent(refundId)).toHaveLength(1);
  });

  it('while its call may still answer, neither a confirmation, a release nor a transfer is taken', async () => {
    const { applicationId } = await paidWithNagad('250.00');
    const refundId = await steppedBack(applicationId);
    simulator.setNagadFaults({ refundDelayMs: 500 });
    const sending = throughGateway(refundId);
    await new Promise((resolve) => setTimeout(resolve, 150));
    for (const early of [
      await confirmSent(refundId, 'NGC12345678'),
      await release(refundId),
      await byTransfer(refundId, 'nagad'),
    ]) {
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ error: GATEWAY_REFUND_UNDER_WAY.nagad });
    }
    expect((await sending).statusCode).toBe(200);
    expect(await refundSent(refundId)).toHaveLength(1);
  });

  it('without Nagad configured, says so and leaves the manual transfer', async () => {
    const { applicationId } = await paidWithNagad('350.00');
    const refundId = await steppedBack(applicationId);
    const withoutNagad = await createApp({
      db: t.database.db,
      config: t.config,
      logger: false,
      autoRelease: false,
      gateway: { ...gateway, nagad: undefined },
    });
    try {
      const listed = await injectAs(withoutNagad, 'GET', '/admin/refunds/?limit=100', admin);
      expect((listed.json() as AdminRefund[]).find(({ id }) => id === refundId)).toMatchObject({
        gateway_refund: 'gateway_off',
      });
      const before = simulator.nagadCounts().cancel;
      const response = await injectAs(
        withoutNagad,
        'POST',
        `/admin/refunds/${refundId}/gateway/`,
        admin,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: GATEWAY_REFUND_OFF.nagad });
      expect(simulator.nagadCounts().cancel).toBe(before);
    } finally {
      await withoutNagad.close();
    }
    expect(await listedRefund(refundId)).toMatchObject({ gateway_refund: 'available' });
  });

  it('a refund paid through Nagad cannot go back through bKash: Nagad is the one asked', async () => {
    const { applicationId, paymentID } = await paidWithNagad('150.00');
    const refundId = await steppedBack(applicationId);
    const bkashRefunds = simulator.counts().refund;
    expect((await throughGateway(refundId)).statusCode).toBe(200);
    expect(simulator.counts().refund).toBe(bkashRefunds);
    expect(nagadRefunds(paymentID)).toHaveLength(1);
  });
});

describe("confirming and releasing a refund through Nagad by the admin's hand", () => {
  it('is for admins only, 404 for an unknown refund, 409 for one not waiting for Nagad', async () => {
    const { applicationId } = await paidWithNagad('120.00');
    const refundId = await steppedBack(applicationId);
    for (const user of [brand, influencer]) {
      expect((await confirmSent(refundId, 'NGC12345678', user)).statusCode).toBe(403);
      expect((await release(refundId, user)).statusCode).toBe(403);
    }
    expect((await confirmSent(999_999, 'NGC12345678')).statusCode).toBe(404);
    expect((await release(999_999)).statusCode).toBe(404);

    const bkash = await steppedBack((await paidWithBkash('130.00')).applicationId);
    const manual = await steppedBack(
      (await confirmedPayment(t.app, t.database.db, { brand, influencer, admin }, '140.00'))
        .applicationId,
    );
    for (const id of [refundId, bkash, manual]) {
      for (const answer of [await confirmSent(id, 'NGC12345678'), await release(id)]) {
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toEqual({ error: NOT_AWAITING_NAGAD });
      }
    }
    expect(await refundSent(refundId)).toEqual([]);
  });

  it('refuses a transaction ID already used for a Nagad refund', async () => {
    const used = await steppedBack((await paidWithNagad('160.00')).applicationId);
    const usedId = newTransactionId();
    const typed = await call('PUT', `/admin/refunds/${used}/`, admin, {
      transaction_id: usedId,
      phone_number: '01712345678',
      payment_method: 'nagad',
    });
    expect(typed.statusCode).toBe(200);

    const { applicationId } = await paidWithNagad('170.00');
    const refundId = await steppedBack(applicationId);
    simulator.setNagadFaults({ refundDelayMs: 'never' });
    expect((await throughGateway(refundId)).statusCode).toBe(502);
    const again = await confirmSent(refundId, usedId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: TRANSACTION_USED });
    expect(await listedRefund(refundId)).toMatchObject({
      status: 'pending',
      gateway_refund: 'sending',
    });
  });
});
