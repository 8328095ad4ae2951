import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CheckoutGateway } from '@portal/shared/contract/checkout';

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

/** A wallet's refund window as the views apply it: its *_REFUND_WINDOW_DAYS, and the time. */
export interface GatewayRefundWindow {
  days: number;
  now: Date;
}

/**
 * Each wallet's refund window now (docs/payment-gateways.md); a wallet PAYMENT_GATEWAY does not
 * offer has none, and money paid through it goes back by the admin's transfer.
 */
export type GatewayRefundWindows = Partial<Record<CheckoutGateway, GatewayRefundWindow>>;

const DAY_MS = 86_400_000;

/** Whether a wallet's refund window after a payment made at `paidAt` has passed. */
export function isRefundWindowPassed(paidAt: Date, window: GatewayRefundWindow): boolean {
  return window.now.getTime() > paidAt.getTime() + window.days * DAY_MS;
}

/**
 * Whether money received through `wallet` at `paidAt`, never claimed for its refund call, can go
 * back through it now (docs/payment-gateways.md): `gateway_off` when PAYMENT_GATEWAY does not offer
 * the wallet, `window_passed` after its window, else `available`.
 */
export function refundCallState(
  wallet: CheckoutGateway,
  paidAt: Date,
  windows: GatewayRefundWindows,
): 'gateway_off' | 'window_passed' | 'available' {
  const window = windows[wallet];
  if (window === undefined) return 'gateway_off';
  return isRefundWindowPassed(paidAt, window) ? 'window_passed' : 'available';
}
