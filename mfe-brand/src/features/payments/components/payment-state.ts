import type { Application } from '@portal/shared/contract/applications';

/**
 * Pay Now shows where nothing was paid yet, or the admin rejected the last payment so the brand
 * pays again (see docs/money.md and docs/screens.md); not while a payment awaits confirmation or
 * once confirmed.
 */
export function canPay(application: Application): boolean {
  return application.payment_status === 'unpaid' || application.payment_status === 'rejected';
}

/** The transaction ID of the application's payment, under either name the API gives it. */
export function transactionIdOf(application: Application): string | null {
  return application.payment_transaction_id ?? application.transaction_id;
}
