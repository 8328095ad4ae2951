import * as z from '@portal/shared/contract/zod';
import { collaborationStatusSchema } from './collaborations';
import { idSchema } from './common';
import { messageSchema } from './messages';
import { notificationSchema } from './notifications';

/**
 * GET /api/events/ (WebSocket): the client's first message, within AUTH_TIMEOUT_MS. The token is
 * an access token, as in `Authorization: Bearer`; it never goes in the URL, where logs keep it.
 */
export const authMessageSchema = z.object({
  type: z.literal('auth'),
  token: z.string().check(z.minLength(1), z.maxLength(4096)),
});
export type AuthMessage = z.infer<typeof authMessageSchema>;

export const AUTH_TIMEOUT_MS = 5000;
/**
 * The close code for a missing, malformed or expired token, and later for a token that stopped
 * working (its session ended, the password was reset, the user was deactivated).
 */
export const UNAUTHENTICATED_CLOSE_CODE = 4401;

/** Sent once after a valid auth message: events from now on reach this socket. */
export const readyEventSchema = z.object({ type: z.literal('ready') });
/** A message the user received, or sent from another session. */
export const messageEventSchema = z.object({ type: z.literal('message'), message: messageSchema });
/** A notification just created for the user (as GET /api/notifications/ lists it). */
export const notificationEventSchema = z.object({
  type: z.literal('notification'),
  notification: notificationSchema,
});

/**
 * The user read their thread with `with` up to the message `up_to` (in another tab or device):
 * their unread counts went down.
 */
export const messagesReadEventSchema = z.object({
  type: z.literal('messages_read'),
  with: idSchema,
  up_to: idSchema,
});

/**
 * A collaboration the user is a party to (or, for admins, one in dispute or owed a refund)
 * changed state: its page and lists read it again.
 */
export const collaborationEventSchema = z.object({
  type: z.literal('collaboration'),
  application_id: idSchema,
  status: collaborationStatusSchema,
});

/**
 * A review of a collaboration the user is a party to became visible (see docs/collaboration.md):
 * its page and the user's public profile read it again.
 */
export const reviewEventSchema = z.object({
  type: z.literal('review'),
  application_id: idSchema,
  review_id: idSchema,
});

/** The events published to a user, to every socket of theirs on every API instance. */
export const userEventSchema = z.discriminatedUnion('type', [
  messageEventSchema,
  notificationEventSchema,
  messagesReadEventSchema,
  collaborationEventSchema,
  reviewEventSchema,
]);
export type UserEvent = z.infer<typeof userEventSchema>;

/** What the server pushes to a socket, one JSON text frame per event. */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  readyEventSchema,
  messageEventSchema,
  notificationEventSchema,
  messagesReadEventSchema,
  collaborationEventSchema,
  reviewEventSchema,
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
