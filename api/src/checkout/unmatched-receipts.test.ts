import { eq, sql } from 'drizzle-orm';
import type { AdminPaymentIntent } from '@portal/shared/contract/checkout';
import { normaliseTransactionId } from '@portal/shared/contract/payments';
import { reconcile } from '../db/queries/kept-figures';
import { transfers, unmatchedReceipts } from '../db/schema';
import { startGatewaySimulator, type GatewaySimulator } from '../gateways/simulator';
import {
  GATEWAY_REFUND_REFUSED,
  GATEWAY_REFUND_UNCONFIRMED,
  GATEWAY_REFUND_UNDER_WAY,
  GATEWAY_WINDOW_PASSED,
  NOT_AWAITING_NAGAD,
  NOT_PAID_THROUGH_GATEWAY,
} from '../refunds/gateway-refund-once';
import { TRANSACTION_USED } from '../payments/service';
import { auditRowsOf } from '../test/audit-rows';
import { creditedFor, paymentIntentRow } from '../test/gateway-credits';
import { followCallback, startedCheckout, type StartedCheckout } from '../test/gateway-checkout';
import {
  injectAs,
  newTransactionId,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { notificationsOf } from '../test/notifications-of';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { simulatorGateway } from './gateway';
import { ALREADY_RETURNED, NOTHING_TO_RETURN } from './unmatched-returns';

/**
 * Money a gateway moved for a payment the platform refused to credit (docs/payment-gateways.md):
 * held as an unmatched receipt in the refusal's transaction, and returned to the brand once,
 * through bKash's refund call or the admin's transfer; on the real database against the real
 * simulator over the loopback.
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
    gateway: simulatorGateway(simulator, { timeoutMs: 800 }, { timeoutMs: 800 }),
  });
  brand = await registerUser(t.app, 'brand');
  influencer = await registerUser(t.app, 'influencer');
  admin = await registerAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
  await simulator.stop();
});
afterEach(() => {
  simulator.setFaults({ executeDelayMs: 0, refundDelayMs: 0, refuseRefunds: false });
  simulator.setNagadFaults({ refundDelayMs: 0, refuseRefunds: false });
});

const call = (method: 'GET' | 'POST' | 'DELETE', path: string, user: SignedIn, payload?: unknown) =>
  injectAs(t.app, method, path, user, payload);

const returnIt = (intentId: number, body: unknown, user: SignedIn = admin) =>
  call('POST', `/admin/payment-intents/${intentId}/refund/`, user, body);
const throughBkash = (intentId: number) => returnIt(intentId, { through: 'bkash' });
const throughNagad = (intentId: number, user: SignedIn = admin) =>
  returnIt(intentId, { through: 'nagad' }, user);
/** The admin read the return in Nagad's merchant panel, with this transaction ID. */
const confirmReturn = (intentId: number, transactionId: string, user: SignedIn = admin) =>
  call('POST', `/admin/payment-intents/${intentId}/refund/confirm/`, user, {
    transaction_id: transactionId,
  });
/** The admin found no return in Nagad's merchant panel. */
const releaseReturn = (intentId: number, user: SignedIn = admin) =>
  call('POST', `/admin/payment-intents/${intentId}/refund/release/`, user);
const byTransfer = (intentId: number, transactionId = newTransactionId()) =>
  returnIt(intentId, { through: 'transfer', transaction_id: transactionId });

/** Brand starts paying a new accepted application of `amount` on `gateway`'s page. */
const started = (gateway: 'bkash' | 'nagad', amount: string) =>
  startedCheckout(t.app, t.database.db, { brand, influencer }, gateway, amount);

const callback = (location: URL) => followCallback(t.app, location);

/** The brand pays 1500.00 through bKash, whose answer says `paid` instead: refused `mismatch`. */
async function bkashMismatch(paid: string): Promise<StartedCheckout> {
  const intent = await started('bkash', '1500.00');
  Object.assign(simulator.payment(intent.gatewayPayment) ?? {}, { amount: paid });
  expect((await callback(await intent.pay())).statusCode).toBe(303);
  return intent;
}

/** The brand pays by transfer while on bKash's page, then pays there too: refused `already_paid`. */
async function bkashAlreadyPaid(amount: string): Promise<StartedCheckout> {
  const intent = await started('bkash', amount);
  const submitted = await call('POST', '/payments/submit/', brand, {
    application_id: intent.applicationId,
    amount,
    payment_method: 'nagad',
    transaction_id: newTransactionId(),
  });
  expect(submitted.statusCode).toBe(201);
  expect((await callback(await intent.pay())).statusCode).toBe(303);
  return intent;
}

/** The brand pays 1500.00 through Nagad, whose verify says `paid`: refused `mismatch`. */
async function nagadMismatch(paid: string): Promise<StartedCheckout> {
  const intent = await started('nagad', '1500.00');
  const location = await intent.pay();
  Object.assign(simulator.nagadPayment(intent.gatewayPayment) ?? {}, { amount: paid });
  expect((await callback(location)).statusCode).toBe(303);
  return intent;
}

const receiptOf = async (intentId: number) =>
  (
    await t.database.db
      .select()
      .from(unmatchedReceipts)
      .where(eq(unmatchedReceipts.intentId, intentId))
  )[0];

/** The intent's transfers: kind, amount in paisa, and the accounts' kinds and wallets. */
async function transfersOf(intentId: number) {
  const rows = await t.database.db
    .select({ id: transfers.id, kind: transfers.kind, amount: transfers.amount })
    .from(transfers)
    .where(eq(transfers.intentId, intentId))
    .orderBy(transfers.id);
  const sides = async (id: number) => {
    const [row] = await t.database.db
      .execute<{ debit: string; credit: string }>(
        sql`
      select concat_ws(' ', d.kind, d.wallet) as debit, concat_ws(' ', c.kind, c.wallet) as credit
      from transfers t join accounts d on d.id = t.debit_account_id
      join accounts c on c.id = t.credit_account_id where t.id = ${id}`,
      )
      .then((r) => r.rows);
    return row;
  };
  return Promise.all(
    rows.map(async ({ id, kind, amount }) => ({ kind, amount, ...(await sides(id)) })),
  );
}

/** The `unmatched` account's balance in paisa, and the receipts still held, in paisa. */
async function unmatchedBalance() {
  const [row] = await t.database.db
    .execute<{ balance: string; held: string }>(
      sql`
    select coalesce((select posted from account_balances where kind = 'unmatched'), 0)::text
        as balance,
      (coalesce((select sum(amount) from unmatched_receipts where status = 'held'), 0) * 100)
        ::bigint::text as held`,
    )
    .then((r) => r.rows);
  return row;
}

/** Reconcile finds every kept figure, the ledger and the transfers in agreement. */
async function expectLedgerInAgreement() {
  expect(await reconcile(t.database.db, { fix: false })).toEqual({
    kept: [],
    ledger: [],
    transfers: [],
  });
  const { balance, held } = (await unmatchedBalance()) ?? {};
  expect(balance).toBe(held);
}

/** The admin records the transfer `typed`: the intent answers returned with it, normalised. */
async function expectReturnedByTransfer(intentId: number, typed: string, recorded: string) {
  const response = await byTransfer(intentId, typed);
  expect(response.statusCode).toBe(200);
  expect((response.json() as AdminPaymentIntent).unmatched).toMatchObject({
    return_state: 'returned',
    returned_through: 'transfer',
    return_transaction_id: recorded,
    returned_at: expect.any(String),
  });
}

async function listed(intentId: number): Promise<AdminPaymentIntent | undefined> {
  const response = await call('GET', '/admin/payment-intents/?state=failed&limit=100', admin);
  expect(response.statusCode).toBe(200);
  return (response.json() as AdminPaymentIntent[]).find((intent) => intent.id === intentId);
}

describe('a refused payment whose money the gateway moved', () => {
  it("mismatch: the gateway's amount is held as an unmatched receipt, against bKash's clearing", async () => {
    const intent = await bkashMismatch('15.00');
    const trxID = normaliseTransactionId(simulator.payment(intent.gatewayPayment)?.trxID ?? '');
    expect(await paymentIntentRow(t.database.db, intent.intentId)).toMatchObject({
      state: 'failed',
      failureReason: 'mismatch',
      trxId: null,
    });
    expect(await creditedFor(t.database.db, intent.applicationId)).toEqual({
      payments: [],
      escrows: [],
      held: [],
    });
    expect(await receiptOf(intent.intentId)).toMatchObject({
      gateway: 'bkash',
      amount: '15.00',
      gatewayTrxId: trxID,
      status: 'held',
      gatewayState: null,
    });
    expect(await transfersOf(intent.intentId)).toEqual([
      { kind: 'unmatched_receipt', amount: 1_500n, debit: 'clearing bkash', credit: 'unmatched' },
    ]);
    expect((await listed(intent.intentId))?.unmatched).toEqual({
      amount: '15.00',
      trx_id: trxID,
      received_at: expect.any(String),
      return_state: 'available',
      returned_through: null,
      return_transaction_id: null,
      returned_at: null,
    });
    await expectLedgerInAgreement();
  });

  it('already_paid: the whole payment is held, beside the transfer the brand also made', async () => {
    const intent = await bkashAlreadyPaid('2200.00');
    expect(await paymentIntentRow(t.database.db, intent.intentId)).toMatchObject({
      state: 'failed',
      failureReason: 'already_paid',
    });
    expect(await receiptOf(intent.intentId)).toMatchObject({ amount: '2200.00', status: 'held' });
    expect(await transfersOf(intent.intentId)).toEqual([
      { kind: 'unmatched_receipt', amount: 220_000n, debit: 'clearing bkash', credit: 'unmatched' },
    ]);
    await expectLedgerInAgreement();
  });

  it('already_credited holds nothing: the money moved once and was credited once', async () => {
    const first = await started('bkash', '900.00');
    await callback(await first.pay());
    const creditedTrx = (await paymentIntentRow(t.database.db, first.intentId))?.trxId ?? '';
    expect(creditedTrx).not.toBe('');
    // A second payment whose answer names the first one's transaction, and another amount.
    const second = await started('bkash', '900.00');
    Object.assign(simulator.payment(second.gatewayPayment) ?? {}, { amount: '9.00' });
    simulator.setFaults({ executeDelayMs: 'never' });
    const pending = callback(await second.pay());
    const simulated = simulator.payment(second.gatewayPayment);
    while (simulated?.trxID === undefined) await new Promise((done) => setTimeout(done, 20));
    simulated.trxID = creditedTrx;
    expect((await pending).statusCode).toBe(303);
    expect(await paymentIntentRow(t.database.db, second.intentId)).toMatchObject({
      state: 'failed',
      failureReason: 'already_credited',
    });
    expect(await receiptOf(second.intentId)).toBeUndefined();
    expect(await transfersOf(second.intentId)).toEqual([]);
    const response = await throughBkash(second.intentId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: NOTHING_TO_RETURN });
    await expectLedgerInAgreement();
  });

  it('keeps the campaign from being deleted: the receipt is a money record', async () => {
    const intent = await bkashMismatch('10.00');
    const response = await call('DELETE', `/campaigns/${intent.campaignId}/`, brand);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'This campaign has payment records and cannot be deleted.',
    });
  });
});

describe('POST /api/admin/payment-intents/{id}/refund/ through bKash', () => {
  it("returns what bKash received through bKash's refund call, once, and tells the brand", async () => {
    const intent = await bkashMismatch('15.00');
    const before = simulator.counts().refund;
    const response = await throughBkash(intent.intentId);
    expect(response.statusCode).toBe(200);
    const refunded = simulator.payment(intent.gatewayPayment)?.refunds ?? [];
    expect(refunded).toEqual([expect.objectContaining({ amount: '15.00' })]);
    expect((response.json() as AdminPaymentIntent).unmatched).toMatchObject({
      amount: '15.00',
      return_state: 'returned',
      returned_through: 'bkash',
      return_transaction_id: refunded[0]?.refundTrxID,
      returned_at: expect.any(String),
    });
    expect(await transfersOf(intent.intentId)).toEqual([
      { kind: 'unmatched_receipt', amount: 1_500n, debit: 'clearing bkash', credit: 'unmatched' },
      { kind: 'unmatched_returned', amount: 1_500n, debit: 'unmatched', credit: 'clearing bkash' },
    ]);
    expect(await auditRowsOf(t.database.db, 'payment_intent', intent.intentId)).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        action: 'payment_intent.return_bkash',
        before: expect.objectContaining({ status: 'held', gateway_state: 'sending' }),
        after: expect.objectContaining({
          status: 'returned',
          gateway_state: 'sent',
          returned_through: 'bkash',
        }),
      }),
    ]);
    const told = await notificationsOf(t.database.db, brand.user.id, 'gateway_payment_returned');
    expect(told.at(-1)).toMatchObject({
      text: expect.stringMatching(
        /^The ৳15\.00 you paid through bKash for .+ could not be credited, so it was sent back to you\. Transaction ID: /,
      ),
      link: '/payments',
    });

    for (const again of [await throughBkash(intent.intentId), await byTransfer(intent.intentId)]) {
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: ALREADY_RETURNED });
    }
    expect(simulator.counts().refund).toBe(before + 1);
    await expectLedgerInAgreement();
  });

  it('pressed five times at once, refunds once', async () => {
    const intent = await bkashAlreadyPaid('800.00');
    simulator.setFaults({ refundDelayMs: 300 });
    const before = simulator.counts().refund;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => throughBkash(intent.intentId)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.statusCode !== 200)) {
      expect([409, 502]).toContain(answer.statusCode);
    }
    expect(simulator.counts().refund).toBe(before + 1);
    expect(simulator.payment(intent.gatewayPayment)?.refunds).toHaveLength(1);
    expect((await transfersOf(intent.intentId)).map(({ kind }) => kind)).toEqual([
      'unmatched_receipt',
      'unmatched_returned',
    ]);
    await expectLedgerInAgreement();
  });

  it('asks refund status instead of refunding again when the refund call never answers', async () => {
    const intent = await bkashMismatch('25.00');
    simulator.setFaults({ refundDelayMs: 'never' });
    const before = simulator.counts();
    const response = await throughBkash(intent.intentId);
    expect(response.statusCode).toBe(200);
    expect(simulator.counts()).toMatchObject({
      refund: before.refund + 1,
      refundStatus: before.refundStatus + 1,
    });
    expect((response.json() as AdminPaymentIntent).unmatched).toMatchObject({
      return_state: 'returned',
      return_transaction_id: simulator.payment(intent.gatewayPayment)?.refunds[0]?.refundTrxID,
    });
    expect(await transfersOf(intent.intentId)).toHaveLength(2);
    await expectLedgerInAgreement();
  });

  it('an answer not known yet leaves it sending: the transfer waits, asking again refunds nothing more', async () => {
    const intent = await bkashMismatch('35.00');
    simulator.setFaults({ refundDelayMs: 1500 });
    const sending = throughBkash(intent.intentId);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await listed(intent.intentId))?.unmatched?.return_state).toBe('sending');
    const typed = await byTransfer(intent.intentId);
    expect(typed.statusCode).toBe(409);
    expect(typed.json()).toEqual({ error: GATEWAY_REFUND_UNDER_WAY.bkash });
    // Asked again while the call is unanswered: refund status finds the refund and records it;
    // the call's own late answer then finds it returned.
    const refunds = simulator.counts().refund;
    const meanwhile = await throughBkash(intent.intentId);
    expect(meanwhile.statusCode).toBe(200);
    const late = await sending;
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: ALREADY_RETURNED });
    expect(simulator.counts().refund).toBe(refunds);
    expect(simulator.payment(intent.gatewayPayment)?.refunds).toHaveLength(1);
    expect(await transfersOf(intent.intentId)).toHaveLength(2);
  });

  it('refused by bKash: says so, and the transfer returns it', async () => {
    const intent = await bkashMismatch('45.00');
    simulator.setFaults({ refuseRefunds: true });
    const response = await throughBkash(intent.intentId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: GATEWAY_REFUND_REFUSED.bkash });
    expect((await listed(intent.intentId))?.unmatched?.return_state).toBe('refused');
    expect((await throughBkash(intent.intentId)).json()).toEqual({
      error: GATEWAY_REFUND_REFUSED.bkash,
    });
    expect(simulator.payment(intent.gatewayPayment)?.refunds).toEqual([]);
    expect(await transfersOf(intent.intentId)).toHaveLength(1);

    await expectReturnedByTransfer(intent.intentId, 'BKRET0001X', 'BKRET0001X');
    expect(await transfersOf(intent.intentId)).toHaveLength(2);
    await expectLedgerInAgreement();
  });

  it("outside bKash's window: refused with a sentence and no call; the transfer returns it", async () => {
    const intent = await bkashMismatch('55.00');
    // Received 16 days ago: BKASH_REFUND_WINDOW_DAYS is 15 by default.
    await t.database.db
      .update(unmatchedReceipts)
      .set({ receivedAt: sql`now() - interval '16 days'` })
      .where(eq(unmatchedReceipts.intentId, intent.intentId));
    expect((await listed(intent.intentId))?.unmatched?.return_state).toBe('window_passed');
    const before = simulator.counts().refund;
    const response = await throughBkash(intent.intentId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: GATEWAY_WINDOW_PASSED.bkash });
    expect(simulator.counts().refund).toBe(before);

    await expectReturnedByTransfer(intent.intentId, 'bkret 0002-y', 'BKRET0002Y');
    expect(await auditRowsOf(t.database.db, 'payment_intent', intent.intentId)).toEqual([
      expect.objectContaining({ action: 'payment_intent.return' }),
    ]);
    expect(await transfersOf(intent.intentId)).toEqual([
      { kind: 'unmatched_receipt', amount: 5_500n, debit: 'clearing bkash', credit: 'unmatched' },
      { kind: 'unmatched_returned', amount: 5_500n, debit: 'unmatched', credit: 'clearing bkash' },
    ]);
    await expectLedgerInAgreement();
  });
});

describe('POST /api/admin/payment-intents/{id}/refund/ through Nagad', () => {
  /** Nagad's refunds of the intent's payment as the simulator made them. */
  const nagadRefunds = (intent: StartedCheckout) =>
    simulator.nagadPayment(intent.gatewayPayment)?.refunds ?? [];

  it("returns what Nagad received through Nagad's refund call, once, and tells the brand", async () => {
    const intent = await nagadMismatch('12.50');
    const before = simulator.nagadCounts().cancel;
    const response = await throughNagad(intent.intentId);
    expect(response.statusCode).toBe(200);
    expect(nagadRefunds(intent)).toEqual([
      expect.objectContaining({ amount: '12.50', referenceNo: `U${intent.intentId}` }),
    ]);
    expect((response.json() as AdminPaymentIntent).unmatched).toMatchObject({
      amount: '12.50',
      return_state: 'returned',
      returned_through: 'nagad',
      return_transaction_id: nagadRefunds(intent)[0]?.cancelTrxId,
    });
    expect(await transfersOf(intent.intentId)).toEqual([
      { kind: 'unmatched_receipt', amount: 1_250n, debit: 'clearing nagad', credit: 'unmatched' },
      { kind: 'unmatched_returned', amount: 1_250n, debit: 'unmatched', credit: 'clearing nagad' },
    ]);
    expect(await auditRowsOf(t.database.db, 'payment_intent', intent.intentId)).toEqual([
      expect.objectContaining({
        actorId: admin.user.id,
        action: 'payment_intent.return_nagad',
        before: expect.objectContaining({ status: 'held', gateway_state: 'sending' }),
        after: expect.objectContaining({ status: 'returned', returned_through: 'nagad' }),
      }),
    ]);
    const told = await notificationsOf(t.database.db, brand.user.id, 'gateway_payment_returned');
    expect(told.at(-1)?.text).toMatch(/^The ৳12\.50 you paid through Nagad for .+/);

    for (const again of [await throughNagad(intent.intentId), await byTransfer(intent.intentId)]) {
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: ALREADY_RETURNED });
    }
    expect(simulator.nagadCounts().cancel).toBe(before + 1);
    await expectLedgerInAgreement();
  });

  it('pressed by two admins at once, refunds once', async () => {
    const intent = await nagadMismatch('18.00');
    const other = await registerAdmin(t.app, t.database.db);
    simulator.setNagadFaults({ refundDelayMs: 300 });
    const answers = await Promise.all(
      [admin, other, other].map((user) => throughNagad(intent.intentId, user)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.statusCode !== 200)) {
      expect(answer.statusCode).toBe(409);
    }
    expect(nagadRefunds(intent)).toHaveLength(1);
    expect(await transfersOf(intent.intentId)).toHaveLength(2);
    await expectLedgerInAgreement();
  });

  it("its answer lost: held until the admin confirms the return Nagad's panel shows", async () => {
    const intent = await nagadMismatch('22.00');
    simulator.setNagadFaults({ refundDelayMs: 'never' });
    const lost = await throughNagad(intent.intentId);
    expect(lost.statusCode).toBe(502);
    expect(lost.json()).toEqual({ error: GATEWAY_REFUND_UNCONFIRMED.nagad });
    expect((await listed(intent.intentId))?.unmatched?.return_state).toBe('sending');
    const cancels = simulator.nagadCounts().cancel;
    for (const refused of [
      await throughNagad(intent.intentId),
      await byTransfer(intent.intentId),
    ]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: GATEWAY_REFUND_UNDER_WAY.nagad });
    }
    expect(simulator.nagadCounts().cancel).toBe(cancels);
    expect(await transfersOf(intent.intentId)).toHaveLength(1);

    const cancelTrxId = nagadRefunds(intent)[0]?.cancelTrxId ?? '';
    const confirmed = await confirmReturn(intent.intentId, cancelTrxId.toLowerCase());
    expect(confirmed.statusCode).toBe(200);
    expect((confirmed.json() as AdminPaymentIntent).unmatched).toMatchObject({
      return_state: 'returned',
      returned_through: 'nagad',
      return_transaction_id: cancelTrxId,
    });
    expect(await auditRowsOf(t.database.db, 'payment_intent', intent.intentId)).toEqual([
      expect.objectContaining({
        action: 'payment_intent.confirm_return_nagad',
        before: expect.objectContaining({ gateway_state: 'sending' }),
        after: expect.objectContaining({ status: 'returned', gateway_state: 'sent' }),
      }),
    ]);
    for (const late of [
      await confirmReturn(intent.intentId, cancelTrxId),
      await releaseReturn(intent.intentId),
    ]) {
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ error: ALREADY_RETURNED });
    }
    expect(await transfersOf(intent.intentId)).toHaveLength(2);
    await expectLedgerInAgreement();
  });

  it("its answer lost and no refund in Nagad's panel: released, then returned once", async () => {
    const intent = await nagadMismatch('24.00');
    simulator.setNagadFaults({ refundDelayMs: 'never' });
    expect((await throughNagad(intent.intentId)).statusCode).toBe(502);
    // The call never reached Nagad: no refund there.
    nagadRefunds(intent).length = 0;
    simulator.setNagadFaults({ refundDelayMs: 0 });
    const released = await releaseReturn(intent.intentId);
    expect(released.statusCode).toBe(200);
    expect((released.json() as AdminPaymentIntent).unmatched?.return_state).toBe('available');
    expect(await auditRowsOf(t.database.db, 'payment_intent', intent.intentId)).toEqual([
      expect.objectContaining({
        action: 'payment_intent.release_return_nagad',
        before: expect.objectContaining({ gateway_state: 'sending' }),
        after: expect.objectContaining({ status: 'held', gateway_state: null }),
      }),
    ]);
    expect((await throughNagad(intent.intentId)).statusCode).toBe(200);
    expect(nagadRefunds(intent)).toHaveLength(1);
    expect(await transfersOf(intent.intentId)).toHaveLength(2);
    await expectLedgerInAgreement();
  });

  it('refused by Nagad: says so, and the transfer returns it', async () => {
    const intent = await nagadMismatch('26.00');
    simulator.setNagadFaults({ refuseRefunds: true });
    const response = await throughNagad(intent.intentId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: GATEWAY_REFUND_REFUSED.nagad });
    expect((await listed(intent.intentId))?.unmatched?.return_state).toBe('refused');
    expect(nagadRefunds(intent)).toEqual([]);
    await expectReturnedByTransfer(intent.intentId, 'NGRET0002', 'NGRET0002');
    await expectLedgerInAgreement();
  });

  it("outside Nagad's window, or money that came through bKash: refused with a sentence, no call", async () => {
    const intent = await nagadMismatch('28.00');
    await t.database.db
      .update(unmatchedReceipts)
      .set({ receivedAt: sql`now() - interval '16 days'` })
      .where(eq(unmatchedReceipts.intentId, intent.intentId));
    expect((await listed(intent.intentId))?.unmatched?.return_state).toBe('window_passed');
    const bkash = await bkashMismatch('29.00');
    const before = simulator.nagadCounts().cancel;
    const late = await throughNagad(intent.intentId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: GATEWAY_WINDOW_PASSED.nagad });
    const otherWallet = await throughNagad(bkash.intentId);
    expect(otherWallet.statusCode).toBe(409);
    expect(otherWallet.json()).toEqual({ error: NOT_PAID_THROUGH_GATEWAY.nagad });
    expect(simulator.nagadCounts().cancel).toBe(before);
  });

  it('confirming and releasing by hand: admins only, 404 unknown, 409 when not waiting for Nagad', async () => {
    const intent = await nagadMismatch('31.00');
    for (const user of [brand, influencer]) {
      expect((await confirmReturn(intent.intentId, 'NGC12345678', user)).statusCode).toBe(403);
      expect((await releaseReturn(intent.intentId, user)).statusCode).toBe(403);
      expect((await throughNagad(intent.intentId, user)).statusCode).toBe(403);
    }
    expect((await confirmReturn(999_999, 'NGC12345678')).statusCode).toBe(404);
    expect((await releaseReturn(999_999)).statusCode).toBe(404);
    const bkash = await bkashMismatch('32.00');
    for (const id of [intent.intentId, bkash.intentId]) {
      for (const answer of [await confirmReturn(id, 'NGC12345678'), await releaseReturn(id)]) {
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toEqual({ error: NOT_AWAITING_NAGAD });
      }
    }
    expect((await receiptOf(intent.intentId))?.status).toBe('held');
    await expectLedgerInAgreement();
  });
});

describe('POST /api/admin/payment-intents/{id}/refund/ by transfer', () => {
  it("returns Nagad's money by the admin's transfer; bKash's refund call cannot take it", async () => {
    const intent = await nagadMismatch('12.50');
    const issuer = simulator.nagadPayment(intent.gatewayPayment)?.issuerPaymentRefNo ?? '';
    expect(await receiptOf(intent.intentId)).toMatchObject({
      gateway: 'nagad',
      amount: '12.50',
      gatewayTrxId: normaliseTransactionId(issuer),
    });
    expect((await listed(intent.intentId))?.unmatched?.return_state).toBe('available');
    const gatewayWay = await throughBkash(intent.intentId);
    expect(gatewayWay.statusCode).toBe(409);
    expect(gatewayWay.json()).toEqual({ error: NOT_PAID_THROUGH_GATEWAY.bkash });

    await expectReturnedByTransfer(intent.intentId, 'NGRET0001', 'NGRET0001');
    expect(await transfersOf(intent.intentId)).toEqual([
      { kind: 'unmatched_receipt', amount: 1_250n, debit: 'clearing nagad', credit: 'unmatched' },
      { kind: 'unmatched_returned', amount: 1_250n, debit: 'unmatched', credit: 'clearing nagad' },
    ]);
    const told = await notificationsOf(t.database.db, brand.user.id, 'gateway_payment_returned');
    expect(told.at(-1)?.text).toMatch(/through Nagad .* Transaction ID: NGRET0001\.$/);
    await expectLedgerInAgreement();
  });

  it('refuses a transaction ID already used for a return through the wallet', async () => {
    const first = await nagadMismatch('20.00');
    const second = await nagadMismatch('30.00');
    expect((await byTransfer(first.intentId, 'NGRET0099')).statusCode).toBe(200);
    const again = await byTransfer(second.intentId, 'NGRET0099');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: TRANSACTION_USED });
    expect((await receiptOf(second.intentId))?.status).toBe('held');
  });

  it('is for admins only; 404 for an unknown intent, 409 for one that holds no money, 400 for a bad body', async () => {
    const intent = await bkashMismatch('40.00');
    for (const user of [brand, influencer]) {
      expect((await returnIt(intent.intentId, { through: 'bkash' }, user)).statusCode).toBe(403);
      expect(
        (
          await returnIt(
            intent.intentId,
            { through: 'transfer', transaction_id: newTransactionId() },
            user,
          )
        ).statusCode,
      ).toBe(403);
    }
    expect((await receiptOf(intent.intentId))?.status).toBe('held');

    const unknown = await byTransfer(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'This gateway payment does not exist.' });

    const paid = await started('bkash', '700.00');
    await callback(await paid.pay());
    const completed = await byTransfer(paid.intentId);
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toEqual({ error: NOTHING_TO_RETURN });

    for (const body of [
      {},
      { through: 'cash' },
      { through: 'transfer' },
      { through: 'transfer', transaction_id: 'AB' },
    ]) {
      expect((await returnIt(intent.intentId, body)).statusCode).toBe(400);
    }
    expect((await receiptOf(intent.intentId))?.status).toBe('held');
    await expectLedgerInAgreement();
  });
});
