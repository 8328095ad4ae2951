import { SECURITY_SETTINGS_PATH } from '@portal/shared/contract/accounts';
import type { Transaction } from '../db/client';
import { findUserById } from '../db/queries/users';
import { notify } from '../notifications/notify';
import type { PendingEvents } from '../realtime/after-commit';

/**
 * As a refund becomes owed to a brand that saved no wallet (see docs/accounts.md), tells the brand
 * once, with a link to Security settings where the admin will read the number.
 */
export async function askForRefundWallet(
  tx: Transaction,
  events: PendingEvents,
  refund: { brandId: number; campaign: string; amount: string },
): Promise<void> {
  const brand = await findUserById(tx, refund.brandId);
  if (brand === undefined || brand.bkashNumber !== null || brand.nagadNumber !== null) return;
  await notify(tx, events, {
    userId: refund.brandId,
    kind: 'refund_wallet_missing',
    params: { campaign: refund.campaign, amount: refund.amount },
    link: SECURITY_SETTINGS_PATH,
  });
}
