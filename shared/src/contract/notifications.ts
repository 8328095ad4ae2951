import * as z from '@portal/shared/contract/zod';
import { idSchema, MAX_ID, pageQuerySchema } from './common';

export const NOTIFICATION_KINDS = [
  'application_decided',
  'application_received',
  'payment_submitted',
  'payment_decided',
  'withdrawal_decided',
  'message_received',
  'delivery_submitted',
  'delivery_reviewed',
  'collaboration_released',
  'dispute_opened',
  'dispute_decided',
  'dispute_statement_added',
  'dispute_cancel_agreed',
  'collaboration_refunded',
  'refund_sent',
  'payment_pending',
  'withdrawal_pending',
  'withdrawal_cancelled',
  'refund_pending',
  'review_published',
  'refund_wallet_missing',
  'offer_received',
  'offer_decided',
  'draft_submitted',
  'draft_decided',
  'package_ordered',
  'gateway_payment_returned',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

/**
 * The kinds that also go out as an e-mail (see docs/accounts.md), each of which the user can
 * switch off in settings.
 */
export const EMAIL_KINDS = [
  'application_decided',
  'payment_decided',
  'delivery_submitted',
  'delivery_reviewed',
  'collaboration_released',
  'withdrawal_decided',
  'dispute_opened',
  'dispute_decided',
  'refund_sent',
  'offer_received',
  'package_ordered',
  'draft_submitted',
  'draft_decided',
  'gateway_payment_returned',
] as const satisfies readonly NotificationKind[];
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** GET and PUT /account/email-preferences/: the kinds whose e-mails the user switched off. */
export const emailPreferencesSchema = z.object({
  off: z.array(z.enum(EMAIL_KINDS)).check(z.maxLength(EMAIL_KINDS.length)),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export type NotificationKind = z.infer<typeof notificationKindSchema>;

type Taka = string;

/**
 * What each kind of notification says, as values: the API writes the sentence from them in the
 * reader's language (docs/i18n.md). Amounts are the contract's money strings ("1500.00", shown
 * by formatTaka); names are usernames; `campaign` is a campaign's title.
 */
export interface NotificationParams {
  application_received: { influencer: string; campaign: string };
  application_decided: { campaign: string; status: 'accepted' | 'rejected' };
  payment_submitted: { brand: string; amount: Taka; campaign: string };
  /**
   * `reason`: why the admin rejected it (see docs/money.md); absent on those stored before it
   * existed.
   */
  payment_decided:
    | {
        to: 'influencer';
        status: 'confirmed' | 'rejected';
        amount: Taka;
        brand: string;
        campaign: string;
        reason?: string;
      }
    | {
        to: 'brand';
        status: 'confirmed' | 'rejected';
        amount: Taka;
        influencer: string;
        campaign: string;
        reason?: string;
      };
  /**
   * `transaction_id`: the payout reference of the admin's transfer; `reason`: why it was rejected
   * (see docs/money.md). Both absent on those stored before they existed.
   */
  withdrawal_decided:
    | { status: 'approved'; amount: Taka; phone_number: string; transaction_id?: string }
    | { status: 'rejected'; amount: Taka; reason?: string };
  message_received: { sender: string };
  /** To the brand: the influencer delivered (again). */
  delivery_submitted: { influencer: string; campaign: string };
  /** To the influencer: the brand asked for changes (the approval is collaboration_released). */
  delivery_reviewed: { brand: string; campaign: string; reason: string };
  /** To both: the money left escrow for the influencer, approved by the brand or by time. */
  collaboration_released:
    | { to: 'influencer'; brand: string; campaign: string; amount: Taka; auto: boolean }
    | { to: 'brand'; influencer: string; campaign: string; amount: Taka; auto: boolean };
  /** To the other party and to every admin. */
  dispute_opened: { by: string; campaign: string; to: 'party' | 'admin' };
  /** To the other party: a party added to their case in an open dispute. */
  dispute_statement_added: { by: string; campaign: string };
  /**
   * To the other party: a party agreed to cancel the disputed collaboration; `done` when both
   * have, and `amount` went back to the brand.
   */
  dispute_cancel_agreed: { by: string; campaign: string; amount: Taka; done: boolean };
  /** To both parties: what the influencer received (before the fee) and the brand got back. */
  dispute_decided: {
    campaign: string;
    outcome: 'release' | 'refund' | 'split';
    influencer_amount: Taka;
    brand_amount: Taka;
  };
  /**
   * The escrow goes back to the brand because the influencer stepped back or the brand cancelled:
   * to the other party, and to every admin (`to: 'admin'`), who owes the brand the transfer.
   */
  collaboration_refunded: {
    cause: 'withdrawn' | 'cancelled';
    campaign: string;
    amount: Taka;
    by: string;
    to: 'party' | 'admin';
  };
  /** To the brand: the admin sent the refund, with the transfer's ID. */
  refund_sent: { campaign: string; amount: Taka; transaction_id: string };
  /**
   * To every admin: a brand submitted a payment that waits for confirmation (see docs/money.md).
   */
  payment_pending: { brand: string; amount: Taka; campaign: string; reference: string };
  /** To every admin: an influencer asked for a withdrawal. */
  withdrawal_pending: { influencer: string; amount: Taka; payment_method: 'bkash' | 'nagad' };
  /** To every admin: the influencer took back a pending withdrawal; nothing is to be sent. */
  withdrawal_cancelled: { influencer: string; amount: Taka; payment_method: 'bkash' | 'nagad' };
  /** To every admin: a dispute's decision left a part to send back to the brand. */
  refund_pending: { brand: string; amount: Taka; campaign: string };
  /**
   * To the reviewed user: a review of them became visible (see docs/collaboration.md), its stars
   * 1-5.
   */
  review_published: { reviewer: string; campaign: string; rating: number };
  /**
   * To the brand, once as a refund is owed: they saved no wallet to send it to (see
   * docs/accounts.md), with a link to Security settings.
   */
  refund_wallet_missing: { campaign: string; amount: Taka };
  /** To the influencer: a brand sent an offer; `title` is its campaign's or its brief's. */
  offer_received: { brand: string; title: string; amount: Taka };
  /** To the brand: the influencer accepted (the collaboration awaits payment) or declined. */
  offer_decided: { influencer: string; title: string; decision: 'accepted' | 'declined' };
  /** To the brand: the influencer submitted a draft for approval (docs/collaboration.md). */
  draft_submitted: { influencer: string; campaign: string };
  /** To the influencer: the brand approved the draft or asked for changes (with the reason). */
  draft_decided: {
    brand: string;
    campaign: string;
    decision: 'approved' | 'changes_requested';
    reason: string | null;
  };
  /** To the influencer: a brand bought one of her packages; the collaboration awaits payment. */
  package_ordered: { brand: string; title: string; amount: Taka };
  /**
   * To the brand: money a gateway took for a payment the platform could not credit went back to
   * them (docs/payment-gateways.md), with bKash's refund ID or the admin's transfer ID.
   */
  gateway_payment_returned: {
    campaign: string;
    amount: Taka;
    gateway: 'bkash' | 'nagad';
    transaction_id: string;
  };
}

/** A notification's kind with its values, as notify() takes it and the table stores it. */
export type NotificationContent = {
  [Kind in NotificationKind]: { kind: Kind; params: NotificationParams[Kind] };
}[NotificationKind];

export const notificationSchema = z.object({
  id: idSchema,
  kind: notificationKindSchema,
  text: z.string(),
  link: z.nullable(z.string()),
  read_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.extend(pageQuerySchema, {
  unread: z.optional(z.enum(['true', 'false'])),
});

/** Marks the given notifications read, or all of the user's when `ids` is absent. */
export const markNotificationsReadRequestSchema = z.object({
  ids: z.optional(z.array(idSchema.check(z.lte(MAX_ID))).check(z.maxLength(100))),
});
export const markNotificationsReadResponseSchema = z.object({ updated: z.int() });
