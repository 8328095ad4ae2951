import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A refund call's state as a compare-and-set names it: `untried` for none yet (null). */
export type GatewayStateFrom<State extends string> = State | null | 'untried';

/**
 * The condition that a `gateway_state` column (a refund's, an unmatched receipt's; see
 * docs/payment-gateways.md) is one of `from`, `untried` meaning never tried (null).
 */
export function gatewayStateIn<State extends string>(
  column: PgColumn,
  from: readonly GatewayStateFrom<State>[],
): SQL | undefined {
  const states = from.filter((state): state is State => state !== 'untried' && state !== null);
  return or(
    from.includes('untried') ? sql`${column} is null` : undefined,
    states.length > 0 ? inArray(column, states) : undefined,
  );
}
