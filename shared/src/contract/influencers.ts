import * as z from '@portal/shared/contract/zod';
import { categorySchema, idSchema, pageQuerySchema, wholeNumberInputSchema } from './common';

/** Only non-empty filters are sent (spec §5); the server treats empty as no filter. */
export const influencerSearchQuerySchema = pageQuerySchema.extend({
  category: z
    .union([categorySchema, z.literal('')])
    .optional()
    .transform((value) => value || undefined),
  min_followers: z
    .union([z.literal(''), wholeNumberInputSchema(z.number().int().min(0).max(2_000_000_000))])
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
});

export const influencerSearchResultSchema = z.object({
  id: idSchema,
  username: z.string(),
  email: z.string(),
  category: categorySchema.nullable(),
  followers_count: z.number().int(),
  bio: z.string().nullable(),
});
export type InfluencerSearchResult = z.infer<typeof influencerSearchResultSchema>;
