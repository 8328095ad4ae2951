import type { AdminTextKey, AdminTranslate } from '../texts';

/** The statuses an admin filters payments, withdrawals, disputes and refunds by. */
const STATUS_NAMES = {
  pending: 'status.pending',
  confirmed: 'status.confirmed',
  approved: 'status.approved',
  rejected: 'status.rejected',
  cancelled: 'status.cancelled',
  open: 'status.open',
  decided: 'status.decided',
  sent: 'status.sent',
} as const satisfies Record<string, AdminTextKey>;

export type FilterStatus = keyof typeof STATUS_NAMES;

/** A status filter's choices in the shown language: All statuses, then each of `statuses`. */
export function statusChoices(
  t: AdminTranslate,
  statuses: readonly FilterStatus[],
): { value: string; label: string }[] {
  return [
    { value: '', label: t('status.all') },
    ...statuses.map((status) => ({ value: status, label: t(STATUS_NAMES[status]) })),
  ];
}
