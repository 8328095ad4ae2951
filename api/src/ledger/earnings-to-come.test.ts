import { and, eq, inArray, sql } from 'drizzle-orm';
import { HELD_STATUSES } from '@portal/shared/contract/collaborations';
import { afterFeeAtPercent, fromPaisa, toPaisa } from '@portal/shared/money';
import { totalsMismatches } from '../db/queries/account-totals';
import { keepFeesAt } from '../db/queries/ledger';
import { applications, campaigns, collaborations, platformTotals } from '../db/schema';
import {
  acceptedApplication,
  bearer,
  confirmedPayment,
  deliverAndApprove,
  registerAdmin,
  type SignedIn,
} from '../test/marketplace-fixtures';
import { startTestApp, type TestApp } from '../test/test-app';
import { registerUser } from '../test/users';
import { createLedgerService } from './service';

/**
 * The influencer's pending earnings and escrow net of the platform fee (docs/money.md) are read
 * from figures migration 0034 keeps (`escrow_fees`, `awaiting_fees` at the server's fee setting):
 * after every write that changes them, they equal a fresh count from the rows, and the balance
 * shows what the rows say the influencer will receive.
 */

const FEE_PERCENT = 7.5;

let t: TestApp;
let brand: SignedIn;
let admin: SignedIn;
let influencer: SignedIn;

beforeAll(async () => {
  t = await startTestApp({ platformFeePercent: FEE_PERCENT, minWithdrawal: 100 });
  brand = await registerUser(t.app, 'brand');
  admin = await registerAdmin(t.app, t.database.db);
  influencer = await registerUser(t.app, 'influencer');
});
afterAll(() => t.close());

const parties = () => ({ brand, influencer, admin });

async function send(user: SignedIn, method: 'POST' | 'PUT', path: string, payload: object) {
  const response = await t.app.inject({
    method,
    url: `/api${path}`,
    headers: bearer(user),
    payload: payload as Record<string, unknown>,
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${path}: ${response.body}`);
  return response.json() as { id: number };
}

/**
 * What the rows say the influencer will receive at `percent`: each agreed amount awaiting payment
 * less its fee at the percent, and each payment held less the fee recorded with it.
 */
async function fromTheRows(percent: number): Promise<{ pending: string; inEscrow: string }> {
  const { db } = t.database;
  const awaiting = await db
    .select({ agreed: sql<string>`coalesce(${applications.expectedFee}, ${campaigns.budget})` })
    .from(applications)
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .leftJoin(collaborations, eq(collaborations.applicationId, applications.id))
    .where(
      and(
        eq(applications.influencerId, influencer.user.id),
        eq(applications.status, 'accepted'),
        sql`${collaborations.applicationId} is null`,
      ),
    );
  const held = await db
    .select({ amount: collaborations.amount, fee: collaborations.platformFee })
    .from(collaborations)
    .where(
      and(
        eq(collaborations.influencerId, influencer.user.id),
        inArray(collaborations.status, [...HELD_STATUSES]),
      ),
    );
  const inEscrow = held.reduce((sum, row) => sum + toPaisa(row.amount) - toPaisa(row.fee), 0n);
  const toCome = awaiting.reduce(
    (sum, row) => sum + toPaisa(afterFeeAtPercent(row.agreed, percent)),
    0n,
  );
  return { pending: fromPaisa(inEscrow + toCome), inEscrow: fromPaisa(inEscrow) };
}

async function expectKeptEqualsTheRows(): Promise<void> {
  expect(await totalsMismatches(t.database.db)).toEqual([]);
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/influencer/balance/',
    headers: bearer(influencer),
  });
  const { pending, inEscrow } = await fromTheRows(FEE_PERCENT);
  expect(response.json()).toMatchObject({ pending_earnings: pending, in_escrow: inEscrow });
}

/** A collaboration of a new accepted application of `amount`, paid and confirmed, then disputed. */
async function disputed(amount: string): Promise<{ disputeId: number }> {
  const { applicationId } = await confirmedPayment(t.app, t.database.db, parties(), amount);
  const dispute = await send(brand, 'POST', `/applications/${applicationId}/dispute/`, {
    reason: 'We do not agree on the work.',
  });
  return { disputeId: dispute.id };
}

describe('the fees kept beside pending earnings', () => {
  it('are kept at the fee setting the server started with', async () => {
    expect(await keepFeesAt(t.database.db, FEE_PERCENT)).toBe(false);
  });

  it('equal a fresh count after each write that changes them', async () => {
    const { db } = t.database;
    // Awaiting payment: 101.00 carries an exact half paisa at 7.5% (7.575 -> 7.58).
    for (const amount of ['101.00', '1234.57', '999.99']) {
      await acceptedApplication(db, brand.user.id, influencer.user.id, amount);
    }
    await expectKeptEqualsTheRows();

    // Payment confirmed: the agreed amount goes from awaiting payment to escrow.
    const released = await confirmedPayment(t.app, db, parties(), '2000.01');
    await expectKeptEqualsTheRows();
    // Approval: the escrow is released.
    await deliverAndApprove(t.app, parties(), released.applicationId);
    await expectKeptEqualsTheRows();

    // Dispute decisions: refund, split, release.
    for (const [amount, decision] of [
      ['850.00', { outcome: 'refund' }],
      ['1500.05', { outcome: 'split', influencer_amount: '700.33' }],
      ['333.33', { outcome: 'release' }],
    ] as const) {
      const { disputeId } = await disputed(amount);
      await expectKeptEqualsTheRows();
      await send(admin, 'PUT', `/admin/disputes/${disputeId}/`, {
        ...decision,
        reason: 'Decided on the evidence.',
      });
      await expectKeptEqualsTheRows();
    }

    // The influencer steps back from one still held: everything goes back to the brand.
    const steppedBack = await confirmedPayment(t.app, db, parties(), '420.00');
    await t.app.inject({
      method: 'POST',
      url: `/api/applications/${steppedBack.applicationId}/withdraw/`,
      headers: bearer(influencer),
    });
    await expectKeptEqualsTheRows();

    // One more stays held, its fee with it.
    await confirmedPayment(t.app, db, parties(), '640.40');
    await expectKeptEqualsTheRows();

    // A withdrawal changes the balance, not the fees.
    await send(influencer, 'POST', '/withdrawals/', {
      amount: '500.00',
      payment_method: 'nagad',
      phone_number: '01712345678',
    });
    await expectKeptEqualsTheRows();
    expect((await fromTheRows(FEE_PERCENT)).inEscrow).not.toBe('0.00');
  });

  it('are counted again at a new fee setting, and read fresh while the setting kept differs', async () => {
    const { db } = t.database;
    const newPercent = 12.3456;
    expect(await keepFeesAt(db, newPercent)).toBe(true);
    expect(await keepFeesAt(db, newPercent)).toBe(false);
    expect(await totalsMismatches(db)).toEqual([]);
    const atNewPercent = createLedgerService(db, {
      minWithdrawal: 100,
      platformFeePercent: newPercent,
    });
    const expected = await fromTheRows(newPercent);
    expect(await atNewPercent.balance(influencer.user.id)).toMatchObject({
      pending_earnings: expected.pending,
      in_escrow: expected.inEscrow,
    });
    expect(expected.pending).not.toBe((await fromTheRows(FEE_PERCENT)).pending);

    // This server's setting (7.5) is no longer the one kept: its balance is counted from the rows.
    const [kept] = await db.select({ percent: platformTotals.feePercent }).from(platformTotals);
    expect(kept?.percent).toBe('12.3456');
    await expectKeptEqualsTheRows();
  });
});
