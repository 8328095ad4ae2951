import * as z from '@portal/shared/contract/zod';
import { usernameSchema, emailSchema, languageSchema } from './auth';
import { reputationSchema } from './reviews';
import { categorySchema, idSchema, roleSchema, wholeNumberInputSchema } from './common';
import { freeTextSchema } from './free-text';

export const SOCIAL_PLATFORMS = ['instagram', 'youtube', 'tiktok', 'twitter', 'facebook'] as const;
export const socialPlatformSchema = z.enum(SOCIAL_PLATFORMS);
export type SocialPlatform = z.infer<typeof socialPlatformSchema>;

/**
 * The sites a platform's links live on; a subdomain counts (www.instagram.com, m.facebook.com).
 * A social link elsewhere would send a profile's visitors to a page that is not the platform.
 */
export const SOCIAL_PLATFORM_HOSTS: Record<SocialPlatform, readonly string[]> = {
  instagram: ['instagram.com'],
  youtube: ['youtube.com', 'youtu.be'],
  tiktok: ['tiktok.com'],
  twitter: ['x.com', 'twitter.com'],
  facebook: ['facebook.com', 'fb.com'],
};

/** Whether an http(s) link is on one of the platform's sites. */
export function isPlatformLink(platform: SocialPlatform, url: string): boolean {
  const host = new URL(url).hostname.toLowerCase();
  return SOCIAL_PLATFORM_HOSTS[platform].some((site) => host === site || host.endsWith(`.${site}`));
}

/** Largest accepted picture: 5 MB (see docs/api-conventions.md). */
export const MAX_PICTURE_BYTES = 5_242_880;

/** An http(s) URL, or empty for none (never javascript: or data: links). */
export const optionalUrlSchema = z.pipe(
  z.optional(
    z.union([
      z.pipe(
        z.string().check(z.trim(), z.maxLength(500, 'A link is at most 500 characters.')),
        z.url({ protocol: /^https?$/, error: 'Enter a full http:// or https:// link.' }),
      ),
      z.literal(''),
      z.null(),
    ]),
  ),
  z.transform((value) => value || null),
);

/** A link to the user's page on one platform, or empty for none; `message` names its sites. */
const socialLinkSchema = (platform: SocialPlatform, message: string) =>
  optionalUrlSchema.check(
    z.refine((url) => url === null || isPlatformLink(platform, url), { message }),
  );

/** The influencer's social links; a link on another site is refused with its field's sentence. */
const socialLinksSchema = z.strictObject({
  instagram: socialLinkSchema('instagram', 'Enter an Instagram link (instagram.com).'),
  youtube: socialLinkSchema('youtube', 'Enter a YouTube link (youtube.com or youtu.be).'),
  tiktok: socialLinkSchema('tiktok', 'Enter a TikTok link (tiktok.com).'),
  twitter: socialLinkSchema('twitter', 'Enter an X (Twitter) link (x.com or twitter.com).'),
  facebook: socialLinkSchema('facebook', 'Enter a Facebook link (facebook.com or fb.com).'),
});

/** Character limits of a profile's texts, shown by the profile form's counters. */
export const BIO_MAX_LENGTH = 1000;
export const INDUSTRY_MAX_LENGTH = 100;

const atMost = (length: number) => ({ length, message: `At most ${length} characters.` });

/** An optional text (the free-text rule); null when it shows nothing. */
const optionalText = (max: number) =>
  z.pipe(
    z.optional(z.union([freeTextSchema({ max: atMost(max) }), z.null()])),
    z.transform((value) => value || null),
  );

export const profileSchema = z.object({
  id: idSchema,
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  bio: z.nullable(z.string()),
  category: z.nullable(categorySchema),
  profile_picture: z.nullable(z.string()),
  website: z.nullable(z.string()),
  industry: z.nullable(z.string()),
  followers_count: z.int(),
  social_links: z.partialRecord(socialPlatformSchema, z.string()),
  portfolio: z.nullable(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * The signed-in user's own profile as GET and PUT /profile/ answer it: the profile and the
 * account's language beside it (the profile form edits the profile; the language switch the
 * language, with PUT /profile/language/).
 */
export const ownProfileSchema = z.extend(profileSchema, {
  language: languageSchema,
  /**
   * A new address waiting for its verification link to replace `email` (see docs/accounts.md); null
   * when none.
   */
  pending_email: z.nullable(z.string()),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/**
 * The account's password, needed only to change the email: a session left open (or a stolen
 * token) cannot move the account to another address.
 */
const currentPasswordSchema = z.pipe(
  z.optional(z.string().check(z.maxLength(128, 'Password must be at most 128 characters.'))),
  z.transform((password) => password || undefined),
);

export const brandProfileUpdateSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  current_password: currentPasswordSchema,
  bio: optionalText(BIO_MAX_LENGTH),
  industry: optionalText(INDUSTRY_MAX_LENGTH),
  website: optionalUrlSchema,
  category: z.pipe(
    z.optional(z.union([categorySchema, z.literal(''), z.null()])),
    z.transform((value) => value || null),
  ),
});
export type BrandProfileUpdate = z.input<typeof brandProfileUpdateSchema>;

export const influencerProfileUpdateSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  current_password: currentPasswordSchema,
  bio: freeTextSchema({ required: 'Bio is required.', max: atMost(BIO_MAX_LENGTH) }),
  category: categorySchema,
  followers_count: wholeNumberInputSchema(
    z
      .number()
      .check(z.int('Followers count is a whole number.'))
      .check(
        z.gte(0, 'Followers count cannot be negative.'),
        z.lte(2_000_000_000, 'Followers count is too large.'),
      ),
    'Followers count is a whole number.',
  ),
  social_links: z.pipe(
    z.optional(socialLinksSchema),
    z.transform((links) =>
      Object.fromEntries(Object.entries(links ?? {}).filter(([, url]) => Boolean(url))),
    ),
  ),
  portfolio: optionalUrlSchema,
});
export type InfluencerProfileUpdate = z.input<typeof influencerProfileUpdateSchema>;

/**
 * GET /profile/{username}/: what a portfolio page shows, never an email. Followers, social links
 * and portfolio are an influencer's; industry and website a brand's (null for the other role).
 */
export const publicProfileSchema = z.object({
  /** The user's id, e.g. for a brand's offer to the influencer (see docs/collaboration.md). */
  id: idSchema,
  username: z.string(),
  role: roleSchema,
  bio: z.nullable(z.string()),
  category: z.nullable(categorySchema),
  profile_picture: z.nullable(z.string()),
  followers_count: z.int(),
  social_links: z.partialRecord(socialPlatformSchema, z.string()),
  portfolio: z.nullable(z.string()),
  industry: z.nullable(z.string()),
  website: z.nullable(z.string()),
  ...reputationSchema.shape,
  /** When the account was made (ISO time). */
  member_since: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const usernameParamSchema = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(30)),
});

export const removePictureRequestSchema = z.object({ profile_picture: z.null() });
export const pictureResponseSchema = z.object({ profile_picture: z.nullable(z.string()) });

/** PUT /profile/language/: the language the user reads the portal in, kept on the account. */
export const languageUpdateSchema = z.object({ language: languageSchema });
export type LanguageUpdate = z.infer<typeof languageUpdateSchema>;
