import { createCampaignRequestSchema } from '@portal/shared/contract/campaigns';
import { categorySchema, type Category } from '@portal/shared/contract/common';
import * as z from '@portal/shared/contract/zod';

/** The create form as typed. */
export interface CampaignValues {
  title: string;
  description: string;
  budget: string;
  category: Category | '';
  /** YYYY-MM-DD from the date input, or '' for none. */
  deadline: string;
}

export const EMPTY_CAMPAIGN: CampaignValues = {
  title: '',
  description: '',
  budget: '',
  category: '',
  deadline: '',
};

/** What is kept of the form being filled in: the fields as typed. */
export const campaignDraftSchema = z.object({
  title: z.string(),
  description: z.string(),
  budget: z.string(),
  category: z.union([categorySchema, z.literal('')]),
  deadline: z.string(),
});

/** Where the create form keeps what was typed, until the campaign is created or cancelled. */
export const CAMPAIGN_DRAFT_KEY = 'create-campaign';

const { budget, deadline } = createCampaignRequestSchema.shape;
/** The budget's rule as the form uses it: on the text typed (it also takes a number). */
const typedBudget = budget as z.ZodType<string, string>;

/** The sentences of the two rules the form adds, in the shown language. */
export interface CampaignFormSentences {
  budgetRequired: string;
  pastDeadline: string;
}

/**
 * The contract's rules for a new campaign (see docs/api-conventions.md), and two the form adds: an
 * empty budget is asked for rather than called malformed, and a deadline is today or later in Dhaka
 * (the server checks the same and answers in the same words).
 */
export function campaignFormSchema(today: string, sentences: CampaignFormSentences) {
  return createCampaignRequestSchema.extend({
    budget: z.string().trim().min(1, sentences.budgetRequired).pipe(typedBudget),
    deadline: deadline.refine((day) => day === null || day >= today, sentences.pastDeadline),
  });
}
