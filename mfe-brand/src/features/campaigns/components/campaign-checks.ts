import { createCampaignRequestSchema, dateSchema } from '@portal/shared/contract/campaigns';
import type { Category } from '@portal/shared/contract/common';
import type { FieldErrors } from '@portal/shared/data/api-error';
import { todayInDhaka } from '@portal/shared/dates';

/** The create form as typed. */
export interface CampaignDraft {
  title: string;
  description: string;
  budget: string;
  category: Category | '';
  /** YYYY-MM-DD from the date input, or '' for none. */
  deadline: string;
}

export const EMPTY_DRAFT: CampaignDraft = {
  title: '',
  description: '',
  budget: '',
  category: '',
  deadline: '',
};

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

/**
 * Spec §5 and the contract's rules for a new campaign, checked before sending: title,
 * description, budget (taka, two decimals) and category required; a deadline, if any, today or
 * later in Dhaka. The server checks the same and answers in the same words.
 */
export function campaignErrors(draft: CampaignDraft, today = todayInDhaka()): FieldErrors {
  const found: FieldErrors = {
    title: messagesOf(createCampaignRequestSchema.shape.title.safeParse(draft.title)),
    description: messagesOf(
      createCampaignRequestSchema.shape.description.safeParse(draft.description),
    ),
    budget:
      draft.budget.trim() === ''
        ? ['Budget is required.']
        : messagesOf(createCampaignRequestSchema.shape.budget.safeParse(draft.budget)),
    category: draft.category ? [] : ['Choose a category.'],
    deadline: [],
  };
  if (draft.deadline) {
    found.deadline = messagesOf(dateSchema.safeParse(draft.deadline));
    if (found.deadline.length === 0 && draft.deadline < today) {
      found.deadline = ['The deadline cannot be in the past.'];
    }
  }
  return Object.fromEntries(Object.entries(found).filter(([, messages]) => messages.length > 0));
}

/** The request body of a draft that passed the checks; no deadline is sent as null. */
export function campaignRequest(draft: CampaignDraft & { category: Category }) {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    budget: draft.budget.trim(),
    category: draft.category,
    deadline: draft.deadline || null,
  };
}
