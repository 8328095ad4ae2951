import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { collaborations, ledgerEntries, paymentIntents, payments } from '../db/schema';

/** A payment intent's row as the database holds it (the checkout tests' view of it). */
export async function paymentIntentRow(db: Queryable, id: number) {
  const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
  return row;
}

/**
 * What was credited for the application: its payments, escrows and held ledger entries (see
 * docs/payment-gateways.md: a completed gateway payment is one of each).
 */
export async function creditedFor(db: Queryable, applicationId: number) {
  return {
    payments: await db.select().from(payments).where(eq(payments.applicationId, applicationId)),
    escrows: await db
      .select()
      .from(collaborations)
      .where(eq(collaborations.applicationId, applicationId)),
    held: await db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.applicationId, applicationId), eq(ledgerEntries.kind, 'held'))),
  };
}
