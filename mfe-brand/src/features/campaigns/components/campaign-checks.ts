import {
  createCampaignRequestSchema,
  influencersWantedSchema,
  type Campaign,
} from '@portal/shared/contract/campaigns';
import { categorySchema, type Category } from '@portal/shared/contract/common';
import {
  deliverableDraftSchema,
  deliverableDraftsSchema,
  type DeliverableDraft,
} from '@portal/shared/contract/deliverables';
import { typedNumber } from '@portal/shared/contract/digits';
import * as z from '@portal/shared/contract/zod';

/** The campaign form as typed. */
export interface CampaignValues {
  title: string;
  description: string;
  budget: string;
  category: Category | '';
  /** YYYY-MM-DD from the date input, or '' for none. */
  deadline: string;
  /** A whole number as typed, or '' for no limit. */
  influencers_wanted: string;
  deliverables: DeliverableDraft[];
}

export const EMPTY_CAMPAIGN: CampaignValues = {
  title: '',
  description: '',
  budget: '',
  category: '',
  deadline: '',
  influencers_wanted: '',
  deliverables: [],
};

/** The edit form's first values: the campaign as it is. */
export function valuesOf(campaign: Campaign): CampaignValues {
  return {
    title: campaign.title,
    description: campaign.description,
    budget: campaign.budget,
    category: campaign.category,
    deadline: campaign.deadline ?? '',
    influencers_wanted:
      campaign.influencers_wanted === null ? '' : String(campaign.influencers_wanted),
    deliverables: campaign.deliverables.map((line) => ({ ...line, count: String(line.count) })),
  };
}

/** What is kept of the form being filled in: the fields as typed. */
export const campaignDraftSchema = z.object({
  title: z.string(),
  description: z.string(),
  budget: z.string(),
  category: z.union([categorySchema, z.literal('')]),
  deadline: z.string(),
  influencers_wanted: z._default(z.string(), ''),
  deliverables: z._default(z.array(deliverableDraftSchema), []),
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
 * The contract's rules for a campaign (see docs/campaigns.md), and two the form adds: an empty
 * budget is asked for rather than called malformed, and a deadline is today or later in Dhaka
 * (the server checks the same and answers in the same words); an edited campaign may keep the
 * deadline it has (`keptDeadline`). Counts typed as text are checked by the contract's number
 * rules.
 */
export function campaignFormSchema(
  today: string,
  sentences: CampaignFormSentences,
  keptDeadline: string | null = null,
) {
  return z.extend(createCampaignRequestSchema, {
    budget: z.pipe(
      z.string().check(z.trim(), z.minLength(1, sentences.budgetRequired)),
      typedBudget,
    ),
    deadline: deadline.check(
      z.refine(
        (day) => day === null || day >= today || day === keptDeadline,
        sentences.pastDeadline,
      ),
    ),
    influencers_wanted: z.pipe(
      z.pipe(
        z.string(),
        z.transform((text) => (text.trim() === '' ? null : typedNumber(text))),
      ),
      influencersWantedSchema,
    ),
    deliverables: deliverableDraftsSchema,
  });
}
