import { paymentReference } from '@portal/shared/contract/payments';
import type { Receipt } from '@portal/shared/contract/receipts';
import type { CurrentUser } from '../auth/authenticate';
import type { Database } from '../db/client';
import { findReceipt } from '../db/queries/receipts';
import { notFound } from '../http/errors';

export const RECEIPT_NOT_FOUND = 'Receipt not found.';

export interface ReceiptService {
  /** Receipt `number` for its brand, its influencer or an admin; 404 for anyone else. */
  find(viewer: CurrentUser, number: number): Promise<Receipt>;
}

/** The numbered receipts of money operations (see docs/money.md). */
export function createReceiptService(db: Database): ReceiptService {
  return {
    async find(viewer, number) {
      const receipt = await findReceipt(db, number);
      const party =
        receipt !== undefined &&
        (viewer.role === 'admin' ||
          viewer.id === receipt.influencerId ||
          viewer.id === receipt.brandId);
      // Someone else's receipt answers as one that does not exist.
      if (!party) throw notFound(RECEIPT_NOT_FOUND);
      return {
        number: receipt.number,
        kind: receipt.kind,
        issued_at: receipt.issuedAt.toISOString(),
        brand:
          receipt.brandId === null || receipt.brandUsername === null
            ? null
            : { id: receipt.brandId, username: receipt.brandUsername },
        influencer: { id: receipt.influencerId, username: receipt.influencerUsername },
        campaign_title: receipt.campaignTitle,
        application_id: receipt.applicationId,
        reference: receipt.applicationId === null ? null : paymentReference(receipt.applicationId),
        payment_method: receipt.paymentMethod,
        amount: receipt.amount,
        platform_fee: receipt.platformFee,
        net_amount: receipt.net,
        transaction_id: receipt.transactionId,
        wallet_number: receipt.walletNumber,
      };
    },
  };
}
