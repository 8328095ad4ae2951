import * as z from '@portal/shared/contract/zod';
import {
  idSchema,
  moneyInputSchema,
  moneySchema,
  pageQuerySchema,
  paymentMethodSchema,
  roleSchema,
} from './common';
import { freeTextSchema } from './free-text';
import { paymentStatusSchema, transactionIdSchema } from './payments';
import { collaborationReviewSchema } from './reviews';
import { walletNumberSchema, walletsSchema } from './wallets';

/** How a collaboration began: an application, a brand's offer, or a package bought. */
export const APPLICATION_ORIGINS = ['application', 'offer', 'package'] as const;
export const applicationOriginSchema = z.enum(APPLICATION_ORIGINS);
export type ApplicationOrigin = z.infer<typeof applicationOriginSchema>;

/**
 * The accepted application is the collaboration (see docs/money.md). `awaiting_payment` until the
 * admin confirms the brand's payment; the money is then held (`in_escrow`) until the brand approves
 * a delivery, the auto-release time passes, or the admin decides a dispute. The last three are
 * final.
 */
export const COLLABORATION_STATUSES = [
  'awaiting_payment',
  'in_escrow',
  'delivered',
  'changes_requested',
  'disputed',
  'released',
  'refunded',
  'split',
] as const;
export const collaborationStatusSchema = z.enum(COLLABORATION_STATUSES);
export type CollaborationStatus = z.infer<typeof collaborationStatusSchema>;

/** The states in which money is held for the collaboration. */
export const HELD_STATUSES = [
  'in_escrow',
  'delivered',
  'changes_requested',
  'disputed',
] as const satisfies readonly CollaborationStatus[];

/** The states in which the collaboration is over. */
export const FINAL_STATUSES = [
  'released',
  'refunded',
  'split',
] as const satisfies readonly CollaborationStatus[];

export const DELIVERY_PLATFORMS = [
  'facebook',
  'instagram',
  'youtube',
  'tiktok',
  'twitter',
  'other',
] as const;
export const deliveryPlatformSchema = z.enum(DELIVERY_PLATFORMS);
export type DeliveryPlatform = z.infer<typeof deliveryPlatformSchema>;

export const MAX_DELIVERY_LINKS = 10;
export const DELIVERY_NOTE_MAX_LENGTH = 2000;
export const REASON_MIN_LENGTH = 10;
export const REASON_MAX_LENGTH = 1000;

export const REASON_MAX = {
  length: REASON_MAX_LENGTH,
  message: `Write at most ${REASON_MAX_LENGTH} characters.`,
};

/** A reason for changes or a dispute: 10-1000 characters (the free-text rule). */
export const reasonSchema = freeTextSchema({
  required: 'Please give a reason.',
  min: { length: REASON_MIN_LENGTH, message: `Write at least ${REASON_MIN_LENGTH} characters.` },
  max: REASON_MAX,
});

/** Whether `text` is a whole http or https address, with a host: a link safe to open. */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A link as people type it, completed: one without a scheme whose host names a domain
 * ('instagram.com/p/abc', 'www.facebook.com:443/x', '//youtu.be/x') gets https://. Anything else
 * is left as typed, so another scheme (javascript:, data:, mailto:) is still refused.
 */
export function completeWebAddress(text: string): string {
  if (text.startsWith('//')) return `https:${text}`;
  const host = text.split(/[/?#]/, 1)[0] ?? '';
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(host)?.[0];
  // 'example.com:8080' names a host and its port, not a scheme.
  const named = scheme !== undefined && !scheme.includes('.');
  return !named && host.includes('.') ? `https://${text}` : text;
}

/**
 * An http or https address, at most 2000 characters; typed without its scheme it is completed to
 * https:// (in the form and, with this same schema, on the server). `missing` tells an empty one.
 */
function webAddressSchema(missing: string) {
  return z.pipe(
    z.pipe(z.string().check(z.trim(), z.minLength(1, missing)), z.transform(completeWebAddress)),
    z
      .string()
      .check(
        z.maxLength(2000, 'A link is at most 2000 characters.'),
        z.refine(isWebAddress, 'Enter a link that starts with http:// or https://.'),
      ),
  );
}

/** The address of a published post or a file. */
export const deliveryUrlSchema = webAddressSchema('Enter the link of the post or file.');

export const deliveryLinkSchema = z.object({
  url: z.string(),
  platform: z.nullable(deliveryPlatformSchema),
});
export type DeliveryLink = z.infer<typeof deliveryLinkSchema>;

/** The links of a delivery (or a draft) as sent: each checked, at most MAX_DELIVERY_LINKS. */
export const deliveryLinksInputSchema = z
  .array(
    z.object({
      url: deliveryUrlSchema,
      platform: z.pipe(
        z.optional(z.union([deliveryPlatformSchema, z.literal(''), z.null()])),
        z.transform((platform) => platform || null),
      ),
    }),
    { error: 'Add the links of your work.' },
  )
  .check(z.maxLength(MAX_DELIVERY_LINKS, `Add at most ${MAX_DELIVERY_LINKS} links.`));

/** A delivery's (or a draft's) optional note. */
export const deliveryNoteInputSchema = z.pipe(
  z.optional(
    freeTextSchema({
      max: {
        length: DELIVERY_NOTE_MAX_LENGTH,
        message: `A note is at most ${DELIVERY_NOTE_MAX_LENGTH} characters.`,
      },
    }),
  ),
  z.transform((note) => note ?? ''),
);

export const submitDeliveryRequestSchema = z.object({
  links: deliveryLinksInputSchema.check(z.minLength(1, 'Add at least one link.')),
  note: deliveryNoteInputSchema,
});
export type SubmitDeliveryRequest = z.input<typeof submitDeliveryRequestSchema>;

export const DELIVERY_DECISIONS = ['approved', 'changes_requested'] as const;
export const deliveryDecisionSchema = z.enum(DELIVERY_DECISIONS, {
  error: 'Decision must be approved or changes_requested.',
});

/** The brand's answer to the latest delivery; a request for changes needs a reason. */
export const reviewDeliveryRequestSchema = z.pipe(
  z.object({
    decision: deliveryDecisionSchema,
    reason: z.optional(z.string()),
  }),
  z.transform((body, ctx) => {
    if (body.decision === 'approved') return { decision: 'approved' as const, reason: null };
    const reason = reasonSchema.safeParse(body.reason ?? '');
    if (!reason.success) {
      for (const issue of reason.error.issues) {
        z.addIssue(ctx, { path: ['reason'], message: issue.message });
      }
      return z.NEVER;
    }
    return { decision: 'changes_requested' as const, reason: reason.data };
  }),
);
export type ReviewDeliveryRequest = z.input<typeof reviewDeliveryRequestSchema>;

export const openDisputeRequestSchema = z.object({ reason: reasonSchema });
export type OpenDisputeRequest = z.input<typeof openDisputeRequestSchema>;

export const deliverySchema = z.object({
  id: idSchema,
  links: z.array(deliveryLinkSchema),
  note: z.string(),
  submitted_at: z.string(),
  /** The brand's answer; null while it waits for one. */
  decision: z.nullable(deliveryDecisionSchema),
  reason: z.nullable(z.string()),
  decided_at: z.nullable(z.string()),
  /** Approved by the server because nobody answered in time. */
  auto_released: z.boolean(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const DISPUTE_OUTCOMES = ['release', 'refund', 'split'] as const;
export const disputeOutcomeSchema = z.enum(DISPUTE_OUTCOMES, {
  error: 'Outcome must be release, refund or split.',
});
export type DisputeOutcome = z.infer<typeof disputeOutcomeSchema>;

export const MAX_STATEMENT_LINKS = 10;
export const STATEMENT_MAX_LENGTH = 2000;

/** A link given as evidence in a dispute, checked as a delivery's link is. */
export const evidenceUrlSchema = webAddressSchema('Enter the link.');

/** A party's case in an open dispute: what they say, and links as evidence (see docs/money.md). */
export const addDisputeStatementRequestSchema = z.object({
  text: freeTextSchema({
    required: 'Please state your case.',
    min: { length: REASON_MIN_LENGTH, message: `Write at least ${REASON_MIN_LENGTH} characters.` },
    max: {
      length: STATEMENT_MAX_LENGTH,
      message: `Write at most ${STATEMENT_MAX_LENGTH} characters.`,
    },
  }),
  links: z.pipe(
    z.optional(
      z
        .array(evidenceUrlSchema, { error: 'Links must be a list.' })
        .check(z.maxLength(MAX_STATEMENT_LINKS, `Add at most ${MAX_STATEMENT_LINKS} links.`)),
    ),
    z.transform((links) => links ?? []),
  ),
});
export type AddDisputeStatementRequest = z.input<typeof addDisputeStatementRequestSchema>;

/** What a party said in a dispute; the opener's reason is the opener's first statement. */
export const disputeStatementSchema = z.object({
  /** 0 for the opener's reason. */
  id: z.int().check(z.nonnegative()),
  by: roleSchema,
  by_name: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  at: z.string(),
});
export type DisputeStatement = z.infer<typeof disputeStatementSchema>;

export const disputeSchema = z.object({
  id: idSchema,
  application_id: idSchema,
  opened_by: roleSchema,
  opened_by_name: z.string(),
  reason: z.string(),
  opened_at: z.string(),
  /** The collaboration's state when the dispute was opened. */
  status_before: collaborationStatusSchema,
  outcome: z.nullable(disputeOutcomeSchema),
  /** What the influencer was given before the fee (the whole escrow, none, or the split). */
  influencer_amount: z.nullable(moneySchema),
  /** What went back to the brand. */
  brand_amount: z.nullable(moneySchema),
  decision_reason: z.nullable(z.string()),
  decided_at: z.nullable(z.string()),
  /** Both parties' statements, oldest first, the opener's reason first of all. */
  statements: z.array(disputeStatementSchema),
  /** The parties who agreed to cancel; both, and the escrow went back to the brand. */
  cancel_agreed_by: z.array(roleSchema),
});
export type Dispute = z.infer<typeof disputeSchema>;

/** The admin's decision; a split names what the influencer receives before the fee. */
export const decideDisputeRequestSchema = z.pipe(
  z.object({
    outcome: disputeOutcomeSchema,
    influencer_amount: z.optional(z.union([moneyInputSchema, z.literal(''), z.null()])),
    reason: freeTextSchema({
      required: 'Please give a reason.',
      min: { length: 3, message: 'Write at least 3 characters.' },
      max: REASON_MAX,
    }),
  }),
  z.transform((body, ctx) => {
    const amount = body.influencer_amount || null;
    if (body.outcome === 'split' && amount === null) {
      z.addIssue(ctx, {
        path: ['influencer_amount'],
        message: "Enter the influencer's part of the split.",
      });
      return z.NEVER;
    }
    return {
      outcome: body.outcome,
      influencer_amount: body.outcome === 'split' ? amount : null,
      reason: body.reason,
    };
  }),
);
export type DecideDisputeRequest = z.input<typeof decideDisputeRequestSchema>;

export const REFUND_CAUSES = ['withdrawn', 'cancelled', 'dispute'] as const;
export const refundCauseSchema = z.enum(REFUND_CAUSES);
export const REFUND_STATUSES = ['pending', 'sent'] as const;
export const refundStatusSchema = z.enum(REFUND_STATUSES);

export const refundSchema = z.object({
  id: idSchema,
  application_id: idSchema,
  campaign_title: z.string(),
  brand: idSchema,
  brand_name: z.string(),
  influencer_name: z.string(),
  amount: moneySchema,
  /** Why the money goes back: the influencer stepped back, the brand cancelled, a dispute. */
  cause: refundCauseSchema,
  status: refundStatusSchema,
  /** The brand's original payment, to pay the refund back the same way. */
  paid_with: paymentMethodSchema,
  paid_transaction_id: z.string(),
  payment_method: z.nullable(paymentMethodSchema),
  phone_number: z.nullable(z.string()),
  transaction_id: z.nullable(z.string()),
  created_at: z.string(),
  sent_at: z.nullable(z.string()),
});
export type Refund = z.infer<typeof refundSchema>;

/**
 * Whether a refund can go back through the refund call of the wallet the brand paid through
 * (bKash's or Nagad's, docs/payment-gateways.md): `not_gateway` the payment came by transfer (or
 * the refund was sent by transfer); `gateway_off` PAYMENT_GATEWAY offers that wallet no more;
 * `available` within the wallet's window; `sending` a refund call's answer is not known yet (for
 * Nagad, until the admin confirms it or releases it); `refused` the wallet refused it;
 * `window_passed` too late; `sent` it went back through the wallet. All but `available` and
 * `sending` leave the manual transfer.
 */
export const GATEWAY_REFUND_STATES = [
  'not_gateway',
  'gateway_off',
  'available',
  'sending',
  'refused',
  'window_passed',
  'sent',
] as const;
export type GatewayRefundState = (typeof GATEWAY_REFUND_STATES)[number];

/** What the refunds row keeps of its refund through the wallet's refund call. */
export const REFUND_GATEWAY_STATES = ['sending', 'sent', 'refused'] as const;

/**
 * A refund as the admin's Refunds tab sees it: with the brand's saved wallets (see
 * docs/accounts.md), to send it to; never in a collaboration, which the influencer reads too.
 */
export const adminRefundSchema = z.extend(refundSchema, {
  brand_wallets: walletsSchema,
  gateway_refund: z.enum(GATEWAY_REFUND_STATES),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** The admin records the transfer that paid a refund back to the brand. */
export const recordRefundRequestSchema = z.object({
  transaction_id: transactionIdSchema,
  phone_number: walletNumberSchema,
  payment_method: paymentMethodSchema,
});
export type RecordRefundRequest = z.input<typeof recordRefundRequestSchema>;

/**
 * The admin confirms a refund through Nagad whose answer was lost, by the refund's transaction ID
 * read in Nagad's merchant panel (docs/payment-gateways.md); likewise a return through Nagad.
 */
export const confirmRefundSentSchema = z.object({ transaction_id: transactionIdSchema });
export type ConfirmRefundSent = z.input<typeof confirmRefundSentSchema>;

export const TIMELINE_EVENTS = [
  'accepted',
  'paid',
  'payment_rejected',
  'in_escrow',
  'delivered',
  'changes_requested',
  'approved',
  'auto_released',
  'disputed',
  'dispute_decided',
  'stepped_back',
  'cancelled',
  'released',
  'refunded',
  'refund_sent',
] as const;
export const timelineEventSchema = z.object({
  event: z.enum(TIMELINE_EVENTS),
  at: z.string(),
  /** A reason given with it (changes requested, dispute opened or decided). */
  reason: z.nullable(z.string()),
  /** An amount it moved (released to the influencer, refunded to the brand). */
  amount: z.nullable(moneySchema),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

/** GET /applications/{id}/: the collaboration, for its brand, its influencer and admins. */
export const collaborationSchema = z.object({
  id: idSchema,
  campaign: idSchema,
  campaign_title: z.string(),
  campaign_deadline: z.nullable(z.string()),
  /** How it began; a package's order is a private campaign named by the package's title. */
  origin: applicationOriginSchema,
  brand: idSchema,
  brand_name: z.string(),
  influencer: idSchema,
  influencer_name: z.string(),
  proposal: z.string(),
  /** The agreed amount the brand pays: expected_fee, else the campaign's budget. */
  amount: moneySchema,
  /** The platform's fee on it: recorded with the payment, else at today's PLATFORM_FEE_PERCENT. */
  platform_fee: moneySchema,
  /** What the influencer receives when all of it is released: amount less the fee. */
  influencer_receives: moneySchema,
  status: collaborationStatusSchema,
  accepted_at: z.nullable(z.string()),
  payment: z.nullable(
    z.object({
      id: idSchema,
      status: paymentStatusSchema,
      payment_method: paymentMethodSchema,
      transaction_id: z.string(),
      created_at: z.string(),
      decided_at: z.nullable(z.string()),
    }),
  ),
  /** Oldest first. */
  deliveries: z.array(deliverySchema),
  revision_rounds_left: z.int().check(z.gte(0)),
  /** When the server releases the money if the brand does not answer the delivery. */
  auto_release_at: z.nullable(z.string()),
  /** From when the brand may cancel an undelivered collaboration (null when it cannot). */
  cancellable_from: z.nullable(z.string()),
  dispute: z.nullable(disputeSchema),
  refund: z.nullable(refundSchema),
  /** Money out of escrow so far: to the influencer (net of the fee), and back to the brand. */
  released_amount: moneySchema,
  refunded_amount: moneySchema,
  timeline: z.array(timelineEventSchema),
  /** For the signed-in party: the reviews (see docs/collaboration.md) (null for an admin). */
  review: z.nullable(collaborationReviewSchema),
});
export type Collaboration = z.infer<typeof collaborationSchema>;

/** An entry of the admin's dispute queue: the dispute with both sides and the work delivered. */
export const disputeCaseSchema = z.extend(disputeSchema, {
  collaboration: collaborationSchema,
});
export type DisputeCase = z.infer<typeof disputeCaseSchema>;

export const disputeListQuerySchema = z.extend(pageQuerySchema, {
  status: z.optional(z.enum(['open', 'decided'])),
});
export const refundListQuerySchema = z.extend(pageQuerySchema, {
  status: z.optional(refundStatusSchema),
});

export const STATEMENT_LINE_KINDS = [
  /** Influencer: money released to them (net of the fee). Brand: — */
  'release',
  /** Influencer: a withdrawal requested (out). */
  'withdrawal',
  /** Influencer: a rejected withdrawal's amount back in the balance. */
  'withdrawal_returned',
  /** Brand: a confirmed payment into escrow (out). */
  'payment',
  /** Brand: money back from escrow (in). */
  'refund',
] as const;

/** One line of GET /statement/: newest first. */
export const statementLineSchema = z.object({
  /** Opaque and unique within the user's statement. */
  id: z.string(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  direction: z.enum(['in', 'out']),
  amount: moneySchema,
  /** Influencers: the balance after this line. Brands: null. */
  balance: z.nullable(moneySchema),
  application_id: z.nullable(idSchema),
  campaign_title: z.nullable(z.string()),
  /** The other party (brand or influencer), when there is one. */
  counterparty: z.nullable(z.string()),
  /** The platform fee taken from a release or included in a payment, as their receipts show. */
  fee: z.nullable(moneySchema),
  /** A wallet transaction ID that goes with the line (payment, refund transfer, payout). */
  transaction_id: z.nullable(z.string()),
  created_at: z.string(),
  /**
   * The receipt of the line's money movement (see docs/money.md), once one is issued; else null.
   */
  receipt_number: z.nullable(idSchema),
});
export type StatementLine = z.infer<typeof statementLineSchema>;
