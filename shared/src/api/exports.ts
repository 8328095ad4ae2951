import { useMutation } from '@tanstack/react-query';
import { getFile } from '../data/request';
import { saveFile } from '../download';
import type { PaymentFilters } from './payments';
import type { WithdrawalFilters } from './withdrawals';

// CSV downloads of the admin's lists, to reconcile with bKash and Nagad statements: fetched
// through the API client (the token stays in a header, never in a URL) and saved by the browser.

/** Every payment under `filters`, saved as the server names it (payments-YYYY-MM-DD.csv). */
export function useExportPaymentsCsv() {
  return useMutation({
    mutationFn: async (filters: PaymentFilters) =>
      saveFile(await getFile('/admin/payments/export.csv', filters, 'payments.csv')),
  });
}

/** Every withdrawal under `filters`, saved as the server names it (withdrawals-YYYY-MM-DD.csv). */
export function useExportWithdrawalsCsv() {
  return useMutation({
    mutationFn: async (filters: WithdrawalFilters) =>
      saveFile(await getFile('/admin/withdrawals/export.csv', filters, 'withdrawals.csv')),
  });
}

/** Every line of the signed-in user's statement, saved as the server names it (statement-YYYY-MM-DD.csv). */
export function useExportStatementCsv() {
  return useMutation({
    mutationFn: async () =>
      saveFile(await getFile('/statement/export/', undefined, 'statement.csv')),
  });
}
