import { eq, sql } from 'drizzle-orm';
import { freshTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { insertTransfers, type TransferRow } from './queries/transfers';
import { transfers } from './schema';

/**
 * Transfers are only ever inserted (see docs/money.md): the database itself refuses to change or
 * delete one, on embedded PGlite and on PostgreSQL alike (DATABASE_URL), whatever the caller.
 */

let database: DatabaseHandle;
let transfer: TransferRow;
beforeAll(async () => {
  database = await freshTestDatabase();
  [transfer] = (await insertTransfers(database.db, [
    {
      kind: 'fee',
      amount: '12.50',
      debit: { kind: 'clearing', wallet: 'bkash' },
      credit: { kind: 'platform_fees' },
      createdAt: new Date('2026-03-01T00:00:00Z'),
    },
  ])) as [TransferRow];
});
afterAll(() => database.close());

/** What the database answered a refused statement: Drizzle wraps the driver's error as its cause. */
async function refusal(
  query: PromiseLike<unknown>,
): Promise<{ code?: string; message?: string; constraint?: string }> {
  try {
    await query;
  } catch (error) {
    return (
      (error as { cause?: { code?: string; message?: string; constraint?: string } }).cause ?? {}
    );
  }
  throw new Error('the database accepted it');
}

const refused = {
  code: '23001',
  message: 'transfers are never updated or deleted: write a new transfer instead',
};

test('UPDATE of a transfer is refused', async () => {
  expect(
    await refusal(
      database.db.update(transfers).set({ amount: 1n }).where(eq(transfers.id, transfer.id)),
    ),
  ).toMatchObject(refused);
  expect(
    await refusal(database.db.execute(sql`update transfers set kind = 'payment'`)),
  ).toMatchObject(refused);
});

test('DELETE of a transfer is refused', async () => {
  expect(
    await refusal(database.db.delete(transfers).where(eq(transfers.id, transfer.id))),
  ).toMatchObject(refused);
  expect(await refusal(database.db.execute(sql`delete from transfers`))).toMatchObject(refused);
});

test('the transfer is as it was written, and a new one is still accepted', async () => {
  const [row] = await database.db.select().from(transfers).where(eq(transfers.id, transfer.id));
  expect(row).toEqual(transfer);
  expect(row?.amount).toBe(1250n);
  const [reversal] = await insertTransfers(database.db, [
    {
      kind: 'fee',
      amount: '12.50',
      debit: { kind: 'platform_fees' },
      credit: { kind: 'clearing', wallet: 'bkash' },
      createdAt: new Date('2026-03-01T00:01:00Z'),
    },
  ]);
  expect(reversal?.debitAccountId).toBe(transfer.creditAccountId);
});

test('an amount of 0 or less is refused by the CHECK', async () => {
  expect(
    await refusal(
      database.db
        .execute(sql`insert into transfers (debit_account_id, credit_account_id, amount, kind)
        values (${transfer.debitAccountId}, ${transfer.creditAccountId}, 0, 'fee')`),
    ),
  ).toMatchObject({ code: '23514', constraint: 'transfers_amount_check' });
});
