import * as z from '@portal/shared/contract/zod';
import { applicationStatusSchema } from './applications';
import { categorySchema, idSchema, moneyInputSchema, moneySchema, pageQuerySchema } from './common';
import { deliverableSchema, deliverablesSchema } from './deliverables';
import { latinDigits } from './digits';
import { reputationSchema } from './reviews';
import { searchTextSchema } from './filters';
import { freeTextSchema } from './free-text';
import { hasHiddenCharacters } from './hidden-characters';
import { toPaisa } from '../money';

/** True when YYYY-MM-DD names a day of the calendar: no 2027-02-30 (which JavaScript rolls over). */
function isCalendarDate(text: string): boolean {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * A calendar date (YYYY-MM-DD), as the deadline is stored and sent; typed in Latin or Bengali
 * digits (where a browser shows a date field as text).
 */
export const dateSchema = z.pipe(
  z.pipe(z.string(), z.transform(latinDigits)),
  z
    .string()
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.'),
      z.refine(isCalendarDate, 'Enter a real date.'),
    ),
);

/**
 * Why a campaign takes no new applications (docs/campaigns.md): its brand closed it, its deadline
 * passed, or it has as many accepted influencers as it wants.
 */
export const CAMPAIGN_CLOSURES = ['brand', 'deadline', 'full'] as const;
export type CampaignClosure = (typeof CAMPAIGN_CLOSURES)[number];

/** What decides whether a campaign is open, as stored and counted. */
export interface CampaignOpenness {
  /** The brand's choice: false once it closed the campaign. */
  open: boolean;
  deadline: string | null;
  influencersWanted: number | null;
  acceptedCount: number;
}

/**
 * Why the campaign is closed on `today` (YYYY-MM-DD, Asia/Dhaka), or null while it takes
 * applications: the brand's choice first, then the deadline, then the number wanted.
 */
export function closureOf(campaign: CampaignOpenness, today: string): CampaignClosure | null {
  if (!campaign.open) return 'brand';
  if (campaign.deadline !== null && campaign.deadline < today) return 'deadline';
  if (campaign.influencersWanted !== null && campaign.acceptedCount >= campaign.influencersWanted) {
    return 'full';
  }
  return null;
}

export const campaignSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  budget: moneySchema,
  category: categorySchema,
  deadline: z.nullable(z.string()),
  brand: idSchema,
  brand_name: z.string(),
  applications_count: z.int(),
  is_active: z.boolean(),
  /** Whether it takes new applications now; `closed_because` says why not. */
  is_open: z.boolean(),
  closed_because: z.nullable(z.enum(CAMPAIGN_CLOSURES)),
  /** How many influencers the brand wants; null for no limit. */
  influencers_wanted: z.nullable(z.int()),
  /** How many applications to it are accepted. */
  accepted_count: z.int(),
  deliverables: z.array(deliverableSchema),
  created_at: z.string(),
  /**
   * For an influencer, the status of their own application to this campaign, or null when they
   * have not applied; always null for brands and admins.
   */
  application_status: z.nullable(applicationStatusSchema),
  /** The brand's rating and released collaborations, so an influencer knows whom they apply to. */
  brand_reputation: reputationSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;

/** Character limits of a campaign's texts, shown by the create form's counters. */
export const CAMPAIGN_TITLE_MAX_LENGTH = 200;
export const CAMPAIGN_DESCRIPTION_MAX_LENGTH = 5000;

/** The most influencers a campaign may ask for. */
export const INFLUENCERS_WANTED_MAX = 1000;

/** How many influencers a campaign wants: a whole number from 1, or null for no limit. */
export const influencersWantedSchema = z.union([
  z
    .number({ error: 'Enter how many influencers as a whole number.' })
    .check(
      z.int('Enter how many influencers as a whole number.'),
      z.gte(1, 'Enter how many influencers: at least 1.'),
      z.lte(
        INFLUENCERS_WANTED_MAX,
        `Enter how many influencers: at most ${INFLUENCERS_WANTED_MAX}.`,
      ),
    ),
  z.null(),
]);

/** A campaign's title; also a private brief's, which becomes its campaign's (docs/collaboration.md). */
export const campaignTitleSchema = freeTextSchema({
  required: 'Title is required.',
  max: {
    length: CAMPAIGN_TITLE_MAX_LENGTH,
    message: `Title is at most ${CAMPAIGN_TITLE_MAX_LENGTH} characters.`,
  },
}).check(
  z.refine((title) => !hasHiddenCharacters(title), {
    message: 'Title may not contain invisible or text-direction characters.',
  }),
);

export const createCampaignRequestSchema = z.object({
  title: campaignTitleSchema,
  description: freeTextSchema({
    required: 'Description is required.',
    max: {
      length: CAMPAIGN_DESCRIPTION_MAX_LENGTH,
      message: `Description is at most ${CAMPAIGN_DESCRIPTION_MAX_LENGTH} characters.`,
    },
  }),
  budget: moneyInputSchema,
  category: categorySchema,
  /** Optional; empty means none. The server refuses a date before today (Asia/Dhaka). */
  deadline: z.pipe(
    z.optional(z.union([dateSchema, z.literal(''), z.null()])),
    z.transform((value) => value || null),
  ),
  /** No limit when left out. */
  influencers_wanted: z.pipe(
    z.optional(influencersWantedSchema),
    z.transform((wanted) => wanted ?? null),
  ),
  /** What the influencer is to publish; none when left out. */
  deliverables: z.pipe(
    z.optional(deliverablesSchema),
    z.transform((lines) => lines ?? []),
  ),
});
export type CreateCampaignRequest = z.input<typeof createCampaignRequestSchema>;

/**
 * A brand's change to its campaign (docs/campaigns.md): any of these fields, each checked as on
 * creation; `is_open` closes it to new applications or reopens it.
 */
export const updateCampaignRequestSchema = z.extend(
  z.partial(z.pick(createCampaignRequestSchema, { title: true, description: true, budget: true })),
  {
    deadline: z.optional(createCampaignRequestSchema.shape.deadline),
    deliverables: z.optional(deliverablesSchema),
    influencers_wanted: z.optional(influencersWantedSchema),
    is_open: z.optional(z.boolean()),
  },
);
export type UpdateCampaignRequest = z.input<typeof updateCampaignRequestSchema>;

/**
 * Filters of the campaign lists, within what the caller may see: `category`, a budget range
 * (`min_budget` <= budget <= `max_budget`, money input rules) and `search` in title or description.
 */
export const campaignFilterSchema = z.object({
  category: z.optional(categorySchema),
  min_budget: z.optional(moneyInputSchema),
  max_budget: z.optional(moneyInputSchema),
  search: searchTextSchema,
});

export const campaignListQuerySchema = z.extend(pageQuerySchema, campaignFilterSchema.shape).check(
  z.superRefine(({ min_budget: min, max_budget: max }, ctx) => {
    if (min !== undefined && max !== undefined && toPaisa(min) > toPaisa(max)) {
      ctx.addIssue({
        code: 'custom',
        path: ['max_budget'],
        message: 'The maximum budget cannot be less than the minimum budget.',
      });
    }
  }),
);

export const updateCampaignActivationRequestSchema = z.object({ is_active: z.boolean() });
export type UpdateCampaignActivationRequest = z.infer<typeof updateCampaignActivationRequestSchema>;
