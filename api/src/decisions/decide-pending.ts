import type { AuditObjectType } from '@portal/shared/contract/audit';
import { recordAudit } from '../audit/audit-log';
import type { Transaction } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { conflict, notFound } from '../http/errors';
import type { PendingEvents, TransactionWithEvents } from '../realtime/after-commit';

/**
 * One decision on a row that waits for it: a payment or a withdrawal the admin decides, a dispute
 * the admin settles, a refund the admin records as sent, a withdrawal its influencer cancels (see
 * docs/money.md). `Decided` is what `decide` leaves for `tell`: the row as it is now (`after`),
 * with whatever else telling the parties needs.
 */
export interface PendingDecision<Row, Decided extends { after: Row }, View> {
  /** What the audit log calls the row. */
  objectType: AuditObjectType;
  /** What the audit log calls the decision, e.g. `payment.confirm`. */
  action: string;
  /**
   * Locks the row, so that of two decisions (or a decision and a cancel) one goes first and the
   * other finds it no longer waiting; undefined when there is no such row for this actor.
   */
  lock(tx: Transaction, id: number): Promise<Row | undefined>;
  /** The 404's sentence. */
  notFound: string;
  /** The 409's sentence for a row that no longer waits (decided, sent, cancelled); else undefined. */
  conflict: (row: Row) => string | undefined;
  /** Makes the decision on the locked, still waiting row. */
  decide(tx: Transaction, events: PendingEvents, before: Row): Promise<Decided>;
  /** What the audit log keeps of the row before and after the decision. */
  auditState(row: Row): Record<string, unknown>;
  /** Tells the parties and reads the answer, after the audit row is written. */
  tell(tx: Transaction, events: PendingEvents, decided: Decided): Promise<View>;
  /**
   * The unique index that two decisions racing past `decide`'s own check break, and the 409's
   * sentence then: the index decides which one stands.
   */
  raced?: { index: string; conflict: string };
}

/**
 * Decides the row `id` in one transaction: lock it (404 when missing), refuse it with its 409 when
 * it no longer waits, decide, write the audit row of `actorId`'s decision, tell the parties. The
 * events the decision adds are published once it commits.
 */
export async function decidePending<Row, Decided extends { after: Row }, View>(
  transaction: TransactionWithEvents,
  actorId: number,
  id: number,
  decision: PendingDecision<Row, Decided, View>,
): Promise<View> {
  try {
    return await transaction(async (tx, events) => {
      const before = await decision.lock(tx, id);
      if (before === undefined) throw notFound(decision.notFound);
      const refusal = decision.conflict(before);
      if (refusal !== undefined) throw conflict(refusal);
      const result = await decision.decide(tx, events, before);
      await recordAudit(tx, {
        actorId,
        action: decision.action,
        objectType: decision.objectType,
        objectId: id,
        before: decision.auditState(before),
        after: decision.auditState(result.after),
      });
      return decision.tell(tx, events, result);
    });
  } catch (error) {
    const { raced } = decision;
    if (raced !== undefined && isUniqueViolation(error, raced.index)) {
      throw conflict(raced.conflict);
    }
    throw error;
  }
}

/** Reads back what a transaction has just changed; it cannot be missing there. */
export async function readBack<T>(
  tx: Transaction,
  objectType: AuditObjectType,
  id: number,
  find: (tx: Transaction, id: number) => Promise<T | undefined>,
): Promise<T> {
  const view = await find(tx, id);
  if (view === undefined) throw new Error(`${objectType} ${id} vanished inside its transaction`);
  return view;
}
