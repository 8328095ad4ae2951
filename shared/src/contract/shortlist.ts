import * as z from '@portal/shared/contract/zod';
import { pageQuerySchema } from './common';
import { influencerSearchResultSchema } from './influencers';

/** The most influencers one brand's shortlist holds (see docs/collaboration.md). */
export const SHORTLIST_MAX = 500;

/** GET /shortlist/: keyset pages, newest first. */
export const shortlistQuerySchema = pageQuerySchema;

/**
 * A saved influencer: the public fields Find Influencers shows (never the email), when the brand
 * saved them, and whether the account is still active (a deactivated one stays on the list, so
 * the brand can remove it, but cannot be sent an offer).
 */
export const shortlistEntrySchema = z.extend(
  z.omit(influencerSearchResultSchema, { email: true, saved: true }),
  {
    is_active: z.boolean(),
    /** When the brand saved the influencer (ISO time). */
    saved_at: z.string(),
  },
);
export type ShortlistEntry = z.infer<typeof shortlistEntrySchema>;

/** GET /shortlist/{username}/: whether the signed-in brand saved this user. */
export const shortlistStateSchema = z.object({
  username: z.string(),
  saved: z.boolean(),
});
export type ShortlistState = z.infer<typeof shortlistStateSchema>;
