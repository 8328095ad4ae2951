import type {
  Collaboration,
  Delivery,
  TimelineEvent,
} from '@portal/shared/contract/collaborations';
import { afterFee, feeAtPercent, toPaisa } from '@portal/shared/money';
import type { CurrentUser } from '../auth/authenticate';
import type { AppConfig } from '../config';
import type { Queryable } from '../db/client';
import {
  deliveriesOf,
  escrowMovements,
  findDisputeOf,
  findRefundOf,
  paymentsOf,
  type CollaborationRecord,
  type DeliveryRow,
} from '../db/queries/collaborations';
import { collaborationReview } from '../reviews/view';

export type EscrowSettings = Pick<
  AppConfig,
  'platformFeePercent' | 'revisionRounds' | 'escrowAutoReleaseHours'
>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Dhaka is UTC+6 all year (no daylight saving). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/**
 * From when the brand may cancel a funded collaboration nothing was delivered for (see
 * docs/money.md): 7 days after the campaign's deadline has passed in Dhaka, or 21 days after the
 * payment was confirmed when the campaign has no deadline.
 */
export function cancellableFrom(deadline: string | null, fundedAt: Date): Date {
  if (deadline === null) return new Date(fundedAt.getTime() + 21 * DAY_MS);
  const endOfDeadlineDay = Date.parse(`${deadline}T00:00:00Z`) + DAY_MS - DHAKA_OFFSET_MS;
  return new Date(endOfDeadlineDay + 7 * DAY_MS);
}

export function toDelivery(row: DeliveryRow): Delivery {
  return {
    id: row.id,
    links: row.links,
    note: row.note,
    submitted_at: row.submittedAt.toISOString(),
    decision: row.decision,
    reason: row.reason,
    decided_at: row.decidedAt?.toISOString() ?? null,
    auto_released: row.autoReleased,
  };
}

interface TimedEvent {
  time: number;
  entry: TimelineEvent;
}

const event = (
  name: TimelineEvent['event'],
  at: Date,
  extra: { reason?: string | null; amount?: string | null } = {},
): TimedEvent => ({
  time: at.getTime(),
  entry: {
    event: name,
    at: at.toISOString(),
    reason: extra.reason ?? null,
    amount: extra.amount ?? null,
  },
});

/**
 * The collaboration as GET /applications/{id}/ answers it, read in `db` (a transaction or not);
 * with the `review` block when `seen` names one of its parties and the time they look at it.
 */
export async function collaborationView(
  db: Queryable,
  record: CollaborationRecord,
  settings: EscrowSettings,
  seen?: { viewer: Pick<CurrentUser, 'id'>; now: Date },
): Promise<Collaboration> {
  const escrow = record.escrow;
  // One after another: inside a transaction they share one connection, which runs one query at a time.
  const payments = await paymentsOf(db, record.id);
  const deliveryRows = escrow === null ? [] : await deliveriesOf(db, record.id);
  const dispute = escrow === null ? undefined : await findDisputeOf(db, record.id);
  const refund = escrow === null ? undefined : await findRefundOf(db, record.id);
  const movements = escrow === null ? undefined : await escrowMovements(db, record.id);
  const payment = payments.find((row) => row.status !== 'rejected') ?? payments.at(-1);
  const amount = escrow?.amount ?? record.agreedAmount;
  const fee =
    escrow?.platformFee ??
    (payment !== undefined && payment.status !== 'rejected'
      ? payment.platformFee
      : feeAtPercent(amount, settings.platformFeePercent));
  const status = escrow?.status ?? 'awaiting_payment';

  const timeline: TimedEvent[] = [];
  if (record.decidedAt !== null) timeline.push(event('accepted', record.decidedAt));
  for (const row of payments) {
    timeline.push(event('paid', row.createdAt, { amount: row.amount }));
    if (row.status === 'rejected' && row.decidedAt !== null) {
      timeline.push(event('payment_rejected', row.decidedAt));
    }
  }
  if (escrow !== null)
    timeline.push(event('in_escrow', escrow.fundedAt, { amount: escrow.amount }));
  for (const row of deliveryRows) {
    timeline.push(event('delivered', row.submittedAt));
    if (row.decidedAt === null) continue;
    if (row.decision === 'changes_requested') {
      timeline.push(event('changes_requested', row.decidedAt, { reason: row.reason }));
    } else {
      timeline.push(event(row.autoReleased ? 'auto_released' : 'approved', row.decidedAt));
    }
  }
  if (dispute !== undefined) {
    timeline.push(event('disputed', new Date(dispute.opened_at), { reason: dispute.reason }));
    if (dispute.decided_at !== null) {
      timeline.push(
        event('dispute_decided', new Date(dispute.decided_at), { reason: dispute.decision_reason }),
      );
    }
  }
  if (escrow?.closedAt != null) {
    if (escrow.closedBy === 'withdrawn') timeline.push(event('stepped_back', escrow.closedAt));
    if (escrow.closedBy === 'cancelled') timeline.push(event('cancelled', escrow.closedAt));
    if (movements !== undefined && toPaisa(movements.released) > 0n) {
      timeline.push(event('released', escrow.closedAt, { amount: movements.released }));
    }
  }
  if (refund !== undefined) {
    timeline.push(event('refunded', new Date(refund.created_at), { amount: refund.amount }));
    if (refund.sent_at !== null) {
      timeline.push(event('refund_sent', new Date(refund.sent_at), { amount: refund.amount }));
    }
  }
  // Oldest first; events of one moment keep the order they were written in.
  const ordered = timeline
    .map((timed, index) => ({ ...timed, index }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ entry }) => entry);

  return {
    id: record.id,
    campaign: record.campaignId,
    campaign_title: record.campaignTitle,
    campaign_deadline: record.campaignDeadline,
    origin: record.origin,
    brand: record.brandId,
    brand_name: record.brandName,
    influencer: record.influencerId,
    influencer_name: record.influencerName,
    proposal: record.proposal,
    amount,
    platform_fee: fee,
    influencer_receives: afterFee(amount, fee),
    status,
    accepted_at: record.decidedAt?.toISOString() ?? null,
    payment:
      payment === undefined
        ? null
        : {
            id: payment.id,
            status: payment.status,
            payment_method: payment.paymentMethod,
            transaction_id: payment.transactionId,
            created_at: payment.createdAt.toISOString(),
            decided_at: payment.decidedAt?.toISOString() ?? null,
          },
    deliveries: deliveryRows.map(toDelivery),
    revision_rounds_left: Math.max(0, settings.revisionRounds - (escrow?.revisionsUsed ?? 0)),
    auto_release_at: escrow?.autoReleaseAt?.toISOString() ?? null,
    cancellable_from:
      escrow?.status === 'in_escrow'
        ? cancellableFrom(record.campaignDeadline, escrow.fundedAt).toISOString()
        : null,
    dispute: dispute ?? null,
    refund: refund ?? null,
    released_amount: movements?.released ?? '0.00',
    refunded_amount: movements?.refunded ?? '0.00',
    timeline: ordered,
    review:
      seen !== undefined &&
      (seen.viewer.id === record.brandId || seen.viewer.id === record.influencerId)
        ? await collaborationReview(db, record, seen.viewer.id, seen.now)
        : null,
  };
}
