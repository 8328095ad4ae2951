import * as z from '@portal/shared/contract/zod';
import { categorySchema, idSchema, pageQuerySchema, wholeNumberInputSchema } from './common';
import { searchTextSchema } from './filters';
import { reputationSchema } from './reviews';

/**
 * The shortest name search: the username trigram index finds a match among a million users only
 * from three characters (a shorter one would read every user), and usernames have at least three.
 */
export const NAME_SEARCH_MIN_LENGTH = 3;

/**
 * Find Influencers' orders, each descending with the user id breaking ties (see
 * docs/collaboration.md).
 */
export const INFLUENCER_SORTS = ['followers', 'rating', 'completed_collaborations'] as const;
export type InfluencerSort = (typeof INFLUENCER_SORTS)[number];

/**
 * Only non-empty filters are sent (see docs/api-conventions.md); the server treats empty as no
 * filter. `q` is a case-insensitive substring of the username; a page cursor belongs to the sort it
 * came from.
 */
export const influencerSearchQuerySchema = z.extend(pageQuerySchema, {
  category: z.pipe(
    z.optional(z.union([categorySchema, z.literal('')])),
    z.transform((value) => value || undefined),
  ),
  min_followers: z.pipe(
    z.optional(
      z.union([
        z.literal(''),
        wholeNumberInputSchema(z.int().check(z.gte(0), z.lte(2_000_000_000))),
      ]),
    ),
    z.transform((value) => (value === '' ? undefined : value)),
  ),
  q: z.pipe(
    searchTextSchema,
    z.optional(
      z
        .string()
        .check(
          z.minLength(
            NAME_SEARCH_MIN_LENGTH,
            `Search for at least ${NAME_SEARCH_MIN_LENGTH} characters.`,
          ),
        ),
    ),
  ),
  sort: z._default(
    z.enum(INFLUENCER_SORTS, { error: 'Sort by followers, rating or completed_collaborations.' }),
    'followers',
  ),
});

/**
 * A result of the search. `email` is present only for an admin, or for a brand that has an
 * accepted application with this influencer: the list would otherwise hand every address to any
 * new brand. `saved` is present for a brand only: whether the influencer is on its shortlist.
 */
export const influencerSearchResultSchema = z.extend(
  z.object({
    id: idSchema,
    username: z.string(),
    email: z.optional(z.string()),
    category: z.nullable(categorySchema),
    followers_count: z.int(),
    bio: z.nullable(z.string()),
    profile_picture: z.nullable(z.string()),
    saved: z.optional(z.boolean()),
  }),
  reputationSchema.shape,
);
export type InfluencerSearchResult = z.infer<typeof influencerSearchResultSchema>;
