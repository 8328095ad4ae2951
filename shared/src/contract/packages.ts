import * as z from '@portal/shared/contract/zod';
import { campaignTitleSchema } from './campaigns';
import { deliveryPlatformSchema } from './collaborations';
import { idSchema, moneyInputSchema, moneySchema, wholeNumberInputSchema } from './common';
import { deliverableSchema, deliverablesSchema } from './deliverables';

/** How many packages one influencer may list (see docs/packages.md). */
export const PACKAGES_MAX = 6;
/** A package's delivery time, in whole days counted from the order (see docs/packages.md). */
export const DELIVERY_DAYS_MIN = 1;
export const DELIVERY_DAYS_MAX = 90;

export const TOO_MANY_PACKAGES = `You can list at most ${PACKAGES_MAX} packages. Delete one to add another.`;
export const DELIVERY_DAYS_INVALID = `Enter the delivery time as whole days, from ${DELIVERY_DAYS_MIN} to ${DELIVERY_DAYS_MAX}.`;

/** A package as the public profile and its owner see it. */
export const packageSchema = z.object({
  id: idSchema,
  influencer: idSchema,
  title: z.string(),
  /** The platform the package is mainly for. */
  platform: deliveryPlatformSchema,
  deliverables: z.array(deliverableSchema),
  price: moneySchema,
  /** The platform's fee on the price at today's percent, and what the influencer receives. */
  platform_fee: moneySchema,
  influencer_receives: moneySchema,
  delivery_days: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Package = z.infer<typeof packageSchema>;

/** Delivery days as a client sends them: whole days in range, in Latin or Bengali digits. */
const deliveryDaysSchema = wholeNumberInputSchema(
  z.int().check(z.gte(DELIVERY_DAYS_MIN), z.lte(DELIVERY_DAYS_MAX)),
);

/** POST /packages/ and PUT /packages/{id}/: the whole package, written by its influencer. */
export const packageRequestSchema = z.object({
  title: campaignTitleSchema,
  platform: deliveryPlatformSchema,
  deliverables: deliverablesSchema.check(
    z.refine((lines) => lines.length > 0, 'List the deliverables.'),
  ),
  price: moneyInputSchema,
  delivery_days: z.pipe(
    z.union([z.number(), z.string()], { error: DELIVERY_DAYS_INVALID }),
    z.transform((value, ctx) => {
      const days = deliveryDaysSchema.safeParse(value);
      if (days.success) return days.data;
      z.addIssue(ctx, { message: DELIVERY_DAYS_INVALID });
      return z.NEVER;
    }),
  ),
});
export type PackageRequest = z.input<typeof packageRequestSchema>;
export type NewPackage = z.output<typeof packageRequestSchema>;

/** POST /packages/{id}/orders/: the collaboration the order made, awaiting the brand's payment. */
export const packageOrderSchema = z.object({
  application_id: idSchema,
});
export type PackageOrder = z.infer<typeof packageOrderSchema>;

/**
 * POST /packages/{id}/orders/: the price the brand agreed to, as the profile showed it; an order
 * of a package whose price changed meanwhile is refused (409).
 */
export const packageOrderRequestSchema = z.object({
  price: moneyInputSchema,
});
export type PackageOrderRequest = z.input<typeof packageOrderRequestSchema>;
export type PackageOrderRequestBody = z.output<typeof packageOrderRequestSchema>;
