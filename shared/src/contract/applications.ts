import * as z from '@portal/shared/contract/zod';
import {
  idInputSchema,
  idSchema,
  moneyInputSchema,
  moneySchema,
  pageQuerySchema,
  paymentMethodSchema,
} from './common';
import { applicationOriginSchema, collaborationStatusSchema } from './collaborations';
import { freeTextSchema } from './free-text';

export const APPLICATION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

export {
  APPLICATION_ORIGINS,
  applicationOriginSchema,
  type ApplicationOrigin,
} from './collaborations';

/** Payment state of an application as the payments screen shows it; `unpaid` when none. */
export const PAYMENT_STATUSES = ['unpaid', 'pending', 'confirmed', 'rejected'] as const;
export const applicationPaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type ApplicationPaymentStatus = z.infer<typeof applicationPaymentStatusSchema>;

export const applicationSchema = z.object({
  id: idSchema,
  campaign: idSchema,
  campaign_title: z.string(),
  campaign_brand: z.string(),
  campaign_brand_id: idSchema,
  campaign_budget: moneySchema,
  influencer: idSchema,
  influencer_name: z.string(),
  proposal: z.string(),
  expected_fee: z.nullable(moneySchema),
  /** The agreed amount: expected_fee, else the campaign's budget. */
  amount: moneySchema,
  status: applicationStatusSchema,
  origin: applicationOriginSchema,
  applied_at: z.string(),
  payment_status: applicationPaymentStatusSchema,
  payment_method: z.nullable(paymentMethodSchema),
  payment_transaction_id: z.nullable(z.string()),
  transaction_id: z.nullable(z.string()),
  /**
   * Why the admin rejected the payment that speaks for it (see docs/money.md); null unless
   * rejected.
   */
  payment_rejection_reason: z.nullable(z.string()),
  /**
   * The platform's fee recorded with the payment that speaks for it (pending or confirmed), so the
   * influencer sees what they receive of it; null while unpaid or rejected.
   */
  payment_platform_fee: z.nullable(moneySchema),
  /** The receipt of its confirmed payment (see docs/money.md); null until the admin confirms it. */
  payment_receipt_number: z.nullable(z.int().check(z.positive())),
  /**
   * Where the collaboration stands (see docs/money.md); null for pending and rejected applications.
   */
  collaboration_status: z.nullable(collaborationStatusSchema),
});
export type Application = z.infer<typeof applicationSchema>;

/** A proposal's character limit, shown by the apply form's counter. */
export const PROPOSAL_MAX_LENGTH = 5000;

export const createApplicationRequestSchema = z.object({
  campaign: idInputSchema,
  proposal: freeTextSchema({
    required: 'Proposal is required.',
    max: {
      length: PROPOSAL_MAX_LENGTH,
      message: `Proposal is at most ${PROPOSAL_MAX_LENGTH} characters.`,
    },
  }),
  expected_fee: z.pipe(
    z.optional(z.union([moneyInputSchema, z.literal(''), z.null()])),
    z.transform((value) => value || null),
  ),
});
export type CreateApplicationRequest = z.input<typeof createApplicationRequestSchema>;

export const decideApplicationRequestSchema = z.object({
  status: z.enum(['accepted', 'rejected'], { error: 'Status must be accepted or rejected.' }),
});
export type DecideApplicationRequest = z.infer<typeof decideApplicationRequestSchema>;

/**
 * `?brand=true` / `?influencer=true` ask for the payments screen's list: accepted applications
 * with their payment status. `campaign` (an id) and `status` narrow the caller's own list.
 */
export const applicationListQuerySchema = z.extend(pageQuerySchema, {
  brand: z.optional(z.enum(['true', 'false'])),
  influencer: z.optional(z.enum(['true', 'false'])),
  campaign: z.optional(idInputSchema),
  status: z.optional(applicationStatusSchema),
});
