import * as z from '@portal/shared/contract/zod';
import { deliveryPlatformSchema } from './collaborations';
import { typedNumber } from './digits';

/** What a deliverable is on its platform. */
export const DELIVERABLE_KINDS = ['post', 'reel', 'story', 'video', 'live'] as const;
export const deliverableKindSchema = z.enum(DELIVERABLE_KINDS);
export type DeliverableKind = z.infer<typeof deliverableKindSchema>;

/** How many of one deliverable a campaign, an offer or a package may ask for. */
export const DELIVERABLE_COUNT_MAX = 20;
/** How many different deliverables one campaign, offer or package may list. */
export const DELIVERABLES_MAX = 10;

/**
 * One line of what the influencer is to publish: a platform, a kind and how many
 * (docs/collaboration.md). Campaigns, offers and packages list them the same way.
 */
export const deliverableSchema = z.object({
  platform: deliveryPlatformSchema,
  kind: deliverableKindSchema,
  count: z
    .number({ error: 'Enter how many as a whole number.' })
    .check(
      z.int('Enter how many as a whole number.'),
      z.gte(1, 'Enter how many: at least 1.'),
      z.lte(DELIVERABLE_COUNT_MAX, `Enter how many: at most ${DELIVERABLE_COUNT_MAX}.`),
    ),
});
export type Deliverable = z.infer<typeof deliverableSchema>;

/** A list of deliverables as a request sends it: each platform and kind at most once. */
export const deliverablesSchema = z
  .array(deliverableSchema, { error: 'List the deliverables.' })
  .check(
    z.maxLength(DELIVERABLES_MAX, `List at most ${DELIVERABLES_MAX} deliverables.`),
    z.refine(
      (lines) =>
        new Set(lines.map(({ platform, kind }) => `${platform}:${kind}`)).size === lines.length,
      'List each platform and kind once, with how many.',
    ),
  );

/** One deliverable as a form's line holds it: how many as typed. */
export const deliverableDraftSchema = z.object({
  platform: deliveryPlatformSchema,
  kind: deliverableKindSchema,
  count: z.string(),
});
export type DeliverableDraft = z.infer<typeof deliverableDraftSchema>;

/** A form's lines as typed, checked as the list a request sends (deliverablesSchema). */
export const deliverableDraftsSchema = z.pipe(
  z.pipe(
    z.array(deliverableDraftSchema),
    z.transform((lines) => lines.map((line) => ({ ...line, count: typedNumber(line.count) }))),
  ),
  deliverablesSchema,
);
