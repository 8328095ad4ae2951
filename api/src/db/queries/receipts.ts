import { sql, type SQL } from 'drizzle-orm';
import type { PaymentMethod } from '@portal/shared/contract/common';
import type { ReceiptKind } from '@portal/shared/contract/receipts';
import type { Queryable, Transaction } from '../client';
import {
  applications,
  campaigns,
  collaborations,
  ledgerEntries,
  payments,
  receipts,
  refunds,
  users,
  withdrawals,
} from '../schema';
import { onlyRow } from './one-row';

/** What a receipt is issued for (see docs/money.md): exactly one thing, once. */
export type ReceiptSubject =
  | { kind: 'payment'; paymentId: number }
  | { kind: 'release'; applicationId: number }
  | { kind: 'refund'; refundId: number }
  | { kind: 'payout'; withdrawalId: number };

/**
 * Issues the next numbered receipt for `subject`, in the transaction of the event it records and
 * at that event's time; returns its number.
 */
export async function issueReceipt(
  tx: Transaction,
  subject: ReceiptSubject,
  issuedAt: Date,
): Promise<number> {
  const rows = await tx
    .insert(receipts)
    .values({
      kind: subject.kind,
      paymentId: subject.kind === 'payment' ? subject.paymentId : null,
      releaseApplicationId: subject.kind === 'release' ? subject.applicationId : null,
      refundId: subject.kind === 'refund' ? subject.refundId : null,
      withdrawalId: subject.kind === 'payout' ? subject.withdrawalId : null,
      issuedAt,
    })
    .returning({ number: receipts.number });
  return onlyRow(rows, 'insert into receipts').number;
}

/** A receipt with what it shows, read from the thing it was issued for. */
export interface ReceiptRecord {
  number: number;
  kind: ReceiptKind;
  issuedAt: Date;
  applicationId: number | null;
  campaignTitle: string | null;
  /** Null on a payout: it has no brand. */
  brandId: number | null;
  brandUsername: string | null;
  influencerId: number;
  influencerUsername: string;
  amount: string;
  platformFee: string | null;
  net: string | null;
  paymentMethod: PaymentMethod | null;
  transactionId: string | null;
  walletNumber: string | null;
}

type RawReceipt = {
  number: number;
  kind: ReceiptKind;
  issued_at: Date | string;
  application_id: number | null;
  campaign_title: string | null;
  brand_id: number | null;
  brand_username: string | null;
  influencer_id: number;
  influencer_username: string;
  amount: string;
  platform_fee: string | null;
  net: string | null;
  payment_method: PaymentMethod | null;
  transaction_id: string | null;
  wallet_number: string | null;
};

/** The sum of one kind of a collaboration's ledger entries, as money text. */
const ledgerSum = (applicationId: SQL, kind: 'released' | 'fee') =>
  sql`(select coalesce(sum(e.amount), 0) from ${ledgerEntries} e
    where e.application_id = ${applicationId} and e.kind = ${kind})`;

/**
 * Receipt `number` with its parties, campaign and amounts: a payment's amount and the fee it
 * includes; a release's gross part, its fee and the net; a refund's amount back; a payout's amount
 * and wallet number. Undefined when there is no such receipt.
 */
export async function findReceipt(
  db: Queryable,
  number: number,
): Promise<ReceiptRecord | undefined> {
  const released = ledgerSum(sql`c.application_id`, 'released');
  const fee = ledgerSum(sql`c.application_id`, 'fee');
  const { rows } = await db.execute<RawReceipt>(sql`
    select r.number, r.kind, r.issued_at, s.application_id, cp.title as campaign_title,
      s.brand_id, b.username as brand_username, s.influencer_id, i.username as influencer_username,
      s.amount::numeric(20,2)::text as amount, s.platform_fee::numeric(20,2)::text as platform_fee,
      s.net::numeric(20,2)::text as net, s.payment_method, s.transaction_id, s.wallet_number
    from ${receipts} r
    cross join lateral (
      select p.application_id, p.brand_id, p.influencer_id, p.amount::numeric as amount,
        p.platform_fee::numeric as platform_fee, null::numeric as net,
        p.payment_method::text as payment_method, p.transaction_id::text as transaction_id,
        null::text as wallet_number
      from ${payments} p where p.id = r.payment_id
      union all
      select c.application_id, c.brand_id, c.influencer_id, ${released} + ${fee}, ${fee},
        ${released}, null, null, null
      from ${collaborations} c where c.application_id = r.release_application_id
      union all
      select f.application_id, f.brand_id, c.influencer_id, f.amount, null, null,
        f.payment_method, f.transaction_id, null
      from ${refunds} f join ${collaborations} c on c.application_id = f.application_id
      where f.id = r.refund_id
      union all
      select null, null, w.influencer_id, w.amount, null, null, w.payment_method,
        w.payout_transaction_id, w.phone_number
      from ${withdrawals} w where w.id = r.withdrawal_id
    ) as s
    join ${users} i on i.id = s.influencer_id
    left join ${users} b on b.id = s.brand_id
    left join ${applications} a on a.id = s.application_id
    left join ${campaigns} cp on cp.id = a.campaign_id
    where r.number = ${number}`);
  const [row] = rows;
  if (row === undefined) return undefined;
  return {
    number: row.number,
    kind: row.kind,
    issuedAt: new Date(row.issued_at),
    applicationId: row.application_id,
    campaignTitle: row.campaign_title,
    brandId: row.brand_id,
    brandUsername: row.brand_username,
    influencerId: row.influencer_id,
    influencerUsername: row.influencer_username,
    amount: row.amount,
    platformFee: row.platform_fee,
    net: row.net,
    paymentMethod: row.payment_method,
    transactionId: row.transaction_id,
    walletNumber: row.wallet_number,
  };
}
