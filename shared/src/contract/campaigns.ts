import * as z from '@portal/shared/contract/zod';
import { applicationStatusSchema } from './applications';
import { categorySchema, idSchema, moneyInputSchema, moneySchema, pageQuerySchema } from './common';
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
export const dateSchema = z
  .string()
  .transform(latinDigits)
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
      .refine(isCalendarDate, 'Enter a real date.'),
  );

export const campaignSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  budget: moneySchema,
  category: categorySchema,
  deadline: z.string().nullable(),
  brand: idSchema,
  brand_name: z.string(),
  applications_count: z.number().int(),
  is_active: z.boolean(),
  created_at: z.string(),
  /**
   * For an influencer, the status of their own application to this campaign, or null when they
   * have not applied; always null for brands and admins.
   */
  application_status: applicationStatusSchema.nullable(),
  /** The brand's rating and released collaborations, so an influencer knows whom they apply to. */
  brand_reputation: reputationSchema,
});
export type Campaign = z.infer<typeof campaignSchema>;

/** Character limits of a campaign's texts, shown by the create form's counters. */
export const CAMPAIGN_TITLE_MAX_LENGTH = 200;
export const CAMPAIGN_DESCRIPTION_MAX_LENGTH = 5000;

/** A campaign's title; also a private brief's, which becomes its campaign's (docs/collaboration.md). */
export const campaignTitleSchema = freeTextSchema({
  required: 'Title is required.',
  max: {
    length: CAMPAIGN_TITLE_MAX_LENGTH,
    message: `Title is at most ${CAMPAIGN_TITLE_MAX_LENGTH} characters.`,
  },
}).refine((title) => !hasHiddenCharacters(title), {
  message: 'Title may not contain invisible or text-direction characters.',
});

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
  deadline: z
    .union([dateSchema, z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
});
export type CreateCampaignRequest = z.input<typeof createCampaignRequestSchema>;

/**
 * Filters of the campaign lists, within what the caller may see: `category`, a budget range
 * (`min_budget` <= budget <= `max_budget`, money input rules) and `search` in title or description.
 */
export const campaignFilterSchema = z.object({
  category: categorySchema.optional(),
  min_budget: moneyInputSchema.optional(),
  max_budget: moneyInputSchema.optional(),
  search: searchTextSchema,
});

export const campaignListQuerySchema = pageQuerySchema
  .extend(campaignFilterSchema.shape)
  .superRefine(({ min_budget: min, max_budget: max }, ctx) => {
    if (min !== undefined && max !== undefined && toPaisa(min) > toPaisa(max)) {
      ctx.addIssue({
        code: 'custom',
        path: ['max_budget'],
        message: 'The maximum budget cannot be less than the minimum budget.',
      });
    }
  });

export const updateCampaignActivationRequestSchema = z.object({ is_active: z.boolean() });
export type UpdateCampaignActivationRequest = z.infer<typeof updateCampaignActivationRequestSchema>;
