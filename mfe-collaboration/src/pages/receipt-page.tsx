import { idInputSchema } from '@portal/shared/contract/common';
import { useParams } from '@portal/shared/router';
import { ReceiptNotFound, ReceiptScreen } from '../features/receipts/components/receipt-screen';

/**
 * /receipts/:number for brands, influencers and admins (see docs/money.md): a numbered, printable
 * receipt of a payment, release, refund or payout. An address that is not a number, or a receipt
 * the API does not show, is not found.
 */
export default function ReceiptPage() {
  const number = idInputSchema.safeParse(useParams().number ?? '');
  if (!number.success) return <ReceiptNotFound />;
  return <ReceiptScreen key={number.data} number={number.data} />;
}
