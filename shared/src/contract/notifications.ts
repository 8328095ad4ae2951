import * as z from '@portal/shared/contract/zod';
import { idSchema, MAX_ID, pageQuerySchema } from './common';

export const NOTIFICATION_KINDS = [
  'application_decided',
  'application_received',
  'payment_submitted',
  'payment_decided',
  'withdrawal_decided',
  'message_received',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

type Taka = string;

/**
 * What each kind of notification says, as values: the sentence is written from them in the
 * reader's language (notification-text.ts). Amounts are the contract's money strings ("1500.00");
 * names are usernames; `campaign` is a campaign's title.
 */
export interface NotificationParams {
  application_received: { influencer: string; campaign: string };
  application_decided: { campaign: string; status: 'accepted' | 'rejected' };
  payment_submitted: { brand: string; amount: Taka; campaign: string };
  payment_decided:
    | {
        to: 'influencer';
        status: 'confirmed' | 'rejected';
        amount: Taka;
        brand: string;
        campaign: string;
      }
    | {
        to: 'brand';
        status: 'confirmed' | 'rejected';
        amount: Taka;
        influencer: string;
        campaign: string;
      };
  withdrawal_decided:
    | { status: 'approved'; amount: Taka; phone_number: string }
    | { status: 'rejected'; amount: Taka };
  message_received: { sender: string };
}

/** A notification's kind with its values, as notify() takes it and the table stores it. */
export type NotificationContent = {
  [Kind in NotificationKind]: { kind: Kind; params: NotificationParams[Kind] };
}[NotificationKind];

export const notificationSchema = z.object({
  id: idSchema,
  kind: notificationKindSchema,
  text: z.string(),
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = pageQuerySchema.extend({
  unread: z.enum(['true', 'false']).optional(),
});

/** Marks the given notifications read, or all of the user's when `ids` is absent. */
export const markNotificationsReadRequestSchema = z.object({
  ids: z.array(idSchema.max(MAX_ID)).max(100).optional(),
});
export const markNotificationsReadResponseSchema = z.object({ updated: z.number().int() });
