import * as z from '@portal/shared/contract/zod';
import { campaignTitleSchema, dateSchema } from './campaigns';
import { idInputSchema, idSchema, moneyInputSchema, moneySchema, pageQuerySchema } from './common';
import { REASON_MAX } from './collaborations';
import { deliverableSchema, deliverablesSchema } from './deliverables';
import { freeTextSchema } from './free-text';

/**
 * Where an offer stands (see docs/collaboration.md). `expired` is a pending offer whose time ran
 * out (OFFER_EXPIRY_DAYS): it can no longer be accepted.
 */
export const OFFER_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'expired'] as const;
export const offerStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof offerStatusSchema>;

/** A note's character limit, shown by the send form's counter. */
export const OFFER_NOTE_MAX_LENGTH = 2000;

/** A private brief: what the brand asks for when the offer is not for one of its campaigns. */
export const offerBriefSchema = z.object({
  title: z.string(),
  deliverables: z.array(deliverableSchema),
  deadline: z.nullable(z.string()),
});
export type OfferBrief = z.infer<typeof offerBriefSchema>;

export const offerSchema = z.object({
  id: idSchema,
  brand: idSchema,
  brand_name: z.string(),
  influencer: idSchema,
  influencer_name: z.string(),
  /** The brand's campaign the offer is for; null for a private brief. */
  campaign: z.nullable(idSchema),
  /** The campaign's title, or the brief's. */
  title: z.string(),
  brief: z.nullable(offerBriefSchema),
  amount: moneySchema,
  /** The platform's fee on the amount at today's percent, and what the influencer receives. */
  platform_fee: moneySchema,
  influencer_receives: moneySchema,
  note: z.string(),
  status: offerStatusSchema,
  /** Why the influencer declined, when they said; null otherwise. */
  reason: z.nullable(z.string()),
  /** The collaboration an accepted offer became. */
  application_id: z.nullable(idSchema),
  expires_at: z.string(),
  created_at: z.string(),
  decided_at: z.nullable(z.string()),
});
export type Offer = z.infer<typeof offerSchema>;

const briefRequestSchema = z.object({
  title: campaignTitleSchema,
  deliverables: deliverablesSchema.check(
    z.refine((lines) => lines.length > 0, 'List the deliverables.'),
  ),
  /** Optional; empty means none. The server refuses a date before today (Asia/Dhaka). */
  deadline: z.pipe(
    z.optional(z.union([dateSchema, z.literal(''), z.null()])),
    z.transform((value) => value || null),
  ),
});

/** POST /offers/: for one of the brand's active campaigns or a private brief, never both. */
export const createOfferRequestSchema = z
  .object({
    influencer: idInputSchema,
    campaign: z.optional(idInputSchema),
    brief: z.optional(briefRequestSchema),
    amount: moneyInputSchema,
    note: z.optional(
      freeTextSchema({
        max: {
          length: OFFER_NOTE_MAX_LENGTH,
          message: `A note is at most ${OFFER_NOTE_MAX_LENGTH} characters.`,
        },
      }),
    ),
  })
  .check(
    z.superRefine((body, ctx) => {
      if ((body.campaign === undefined) === (body.brief === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: ['campaign'],
          message: 'Choose one of your campaigns or write a private brief.',
        });
      }
    }),
  );
export type CreateOfferRequest = z.input<typeof createOfferRequestSchema>;
export type NewOffer = z.output<typeof createOfferRequestSchema>;

/** PUT /offers/{id}/: the influencer's answer; a reason only with a decline. */
export const decideOfferRequestSchema = z.object({
  decision: z.enum(['accepted', 'declined'], { error: 'Decision must be accepted or declined.' }),
  reason: z.optional(freeTextSchema({ max: REASON_MAX })),
});
export type DecideOfferRequest = z.input<typeof decideOfferRequestSchema>;

export const offerListQuerySchema = pageQuerySchema;

/** A campaign a brand may send an offer for: its own and active. */
export interface OfferableCampaign {
  id: number;
  title: string;
}
