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
