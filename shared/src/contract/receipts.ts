/**
 * Receipts (design §7): one numbered receipt for every confirmed payment, release, refund sent
 * and payout (approved withdrawal), numbered in one sequence in the order they were issued.
 */
export const RECEIPT_KINDS = ['payment', 'release', 'refund', 'payout'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];
