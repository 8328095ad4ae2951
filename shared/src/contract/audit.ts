import * as z from '@portal/shared/contract/zod';
import { idSchema, isoDateTimeSchema, pageQuerySchema } from './common';

/** The kinds of object an admin decision is recorded about. */
export const AUDIT_OBJECT_TYPES = [
  'user',
  'campaign',
  'payment',
  'withdrawal',
  'dispute',
  'refund',
  'payment_intent',
] as const;
export const auditObjectTypeSchema = z.enum(AUDIT_OBJECT_TYPES);
export type AuditObjectType = z.infer<typeof auditObjectTypeSchema>;

/**
 * The recorded state of the object before or after the decision, e.g. `{"is_active": true}`. The
 * admin it names as `decided_by` comes by their username.
 */
const auditStateSchema = z.nullable(z.record(z.string(), z.unknown()));
export type AuditState = z.infer<typeof auditStateSchema>;

/**
 * One row of the audit log (docs/api-conventions.md: who, what, before, after, when): the admin's
 * decisions, and the influencer's cancelling of a withdrawal the admins were asked to send.
 */
export const auditLogEntrySchema = z.object({
  id: idSchema,
  /** The admin who acted (the influencer, for `withdrawal.cancel`); null only if the row names no user. */
  actor_id: z.nullable(idSchema),
  /** The acting user's username. */
  actor_name: z.nullable(z.string()),
  /** What was done, e.g. `payment.confirm`, `user.deactivate`, `withdrawal.cancel`. */
  action: z.string(),
  object_type: auditObjectTypeSchema,
  object_id: idSchema,
  /** The username of the user the decision is about; null for other objects. */
  object_name: z.nullable(z.string()),
  before: auditStateSchema,
  after: auditStateSchema,
  created_at: isoDateTimeSchema,
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

export const auditLogQuerySchema = pageQuerySchema;
