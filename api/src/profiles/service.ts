import type { FastifyBaseLogger } from 'fastify';
import type { Category } from '@portal/shared/contract/common';
import {
  SOCIAL_PLATFORMS,
  type brandProfileUpdateSchema,
  type influencerProfileUpdateSchema,
  type OwnProfile,
  type PublicProfile,
  type SocialPlatform,
} from '@portal/shared/contract/profiles';
import type { z } from 'zod';
import type { Language } from '@portal/shared/language';
import { usernameSkeleton } from '@portal/shared/contract/look-alikes';
import { refuseTakenIdentifiers, rethrowIdentifierViolation } from '../auth/identifiers';
import type { LoginBudget } from '../auth/login-budget';
import { confirmPassword } from '../auth/confirm-password';
import { changeEmail, deliverAll } from '../accounts/email-change';
import type { AccountMail } from '../accounts/account-mail';
import type { Clock } from '../clock';
import { pendingEmailOf } from '../db/queries/email-tokens';
import type { Database, Queryable } from '../db/client';
import { findUserById } from '../db/queries/users';
import {
  findPublicUserProfile,
  findUserProfile,
  lockProfile,
  updateUsername,
  updateLanguage,
  updateProfileRow,
  type ProfileChanges,
  type UserProfileRow,
} from '../db/queries/profiles';
import { badRequest, notFound } from '../http/errors';
import { toReputation } from '../db/queries/reputation';
import type { PictureStorage } from '../uploads/picture-storage';
import { sniffImage } from '../uploads/sniff-image';

export type BrandProfileInput = z.output<typeof brandProfileUpdateSchema>;
export type InfluencerProfileInput = z.output<typeof influencerProfileUpdateSchema>;

export const NOT_AN_IMAGE = 'The file must be a PNG, JPEG, WebP or GIF image.';
export const PROFILE_NOT_FOUND = 'This profile does not exist.';

export interface ProfileService {
  ownProfile(userId: number): Promise<OwnProfile>;
  updateBrandProfile(userId: number, input: BrandProfileInput): Promise<OwnProfile>;
  updateInfluencerProfile(userId: number, input: InfluencerProfileInput): Promise<OwnProfile>;
  /** Checks the bytes, stores them under a new name and deletes the picture they replace. */
  replacePicture(userId: number, bytes: Uint8Array): Promise<{ profile_picture: string }>;
  removePicture(userId: number): Promise<{ profile_picture: null }>;
  /** Keeps the language the user reads the portal in (any role). */
  setLanguage(userId: number, language: Language): Promise<{ language: Language }>;
  publicProfile(username: string): Promise<PublicProfile>;
}

function socialLinksOf(stored: Record<string, string>): Partial<Record<SocialPlatform, string>> {
  const links: Partial<Record<SocialPlatform, string>> = {};
  for (const platform of SOCIAL_PLATFORMS) {
    const url = stored[platform];
    if (typeof url === 'string' && url !== '') links[platform] = url;
  }
  return links;
}

/** Profiles (see docs/api-conventions.md) and the picture upload (see docs/api-conventions.md). */
export function createProfileService(
  db: Database,
  pictures: PictureStorage,
  loginBudget: LoginBudget,
  accountMail: AccountMail,
  clock: Clock,
  log: FastifyBaseLogger,
): ProfileService {
  const pictureUrl = (key: string | null) => (key === null ? null : pictures.urlFor(key));

  /** What the owner's profile and a public profile both show of a user. */
  function profileFields(row: UserProfileRow) {
    return {
      id: row.id,
      username: row.username,
      role: row.role,
      bio: row.bio === '' ? null : row.bio,
      // The table's check constraint admits only the nine categories.
      category: row.category as Category | null,
      profile_picture: pictureUrl(row.profilePicture),
      followers_count: row.followersCount,
      social_links: socialLinksOf(row.socialLinks),
      portfolio: row.portfolio,
    };
  }

  function toProfile(row: UserProfileRow, pendingEmail: string | null): OwnProfile {
    return {
      ...profileFields(row),
      email: row.email,
      website: row.website,
      industry: row.industry,
      language: row.language,
      pending_email: pendingEmail,
    };
  }

  async function loadProfile(tx: Queryable, userId: number): Promise<OwnProfile> {
    const row = await findUserProfile(tx, userId);
    if (row === undefined) throw notFound(PROFILE_NOT_FOUND);
    return toProfile(row, await pendingEmailOf(tx, userId, clock()));
  }

  async function update(
    userId: number,
    identifiers: { username: string; email: string; currentPassword: string | undefined },
    changes: ProfileChanges,
  ): Promise<OwnProfile> {
    const user = await findUserById(db, userId);
    if (user === undefined) throw notFound(PROFILE_NOT_FOUND);
    if (identifiers.email !== user.email.toLowerCase()) {
      await confirmPassword(loginBudget, user, identifiers.currentPassword);
    }
    const { username, email } = identifiers;
    // A name that still reads as the user's own is not chosen anew (case, '_' or '.' changes).
    const chosen = usernameSkeleton(username) !== user.usernameSkeleton;
    let updated: { profile: OwnProfile; deliveries: Awaited<ReturnType<typeof changeEmail>> };
    try {
      updated = await db.transaction(async (tx) => {
        await refuseTakenIdentifiers(tx, { username, email, chosen, exceptUserId: userId });
        await updateUsername(tx, userId, username);
        // A new address follows the rule of PUT /account/email/: verified before it replaces.
        const deliveries = await changeEmail(tx, accountMail, user, email);
        await updateProfileRow(tx, userId, changes);
        return { profile: await loadProfile(tx, userId), deliveries };
      });
    } catch (error) {
      return rethrowIdentifierViolation(error);
    }
    await deliverAll(updated.deliveries);
    return updated.profile;
  }

  /** Sets the picture key and answers the one it replaced; the caller deletes that file. */
  function swapPicture(userId: number, key: string | null): Promise<string | null> {
    return db.transaction(async (tx) => {
      const profile = await lockProfile(tx, userId);
      if (profile === undefined) throw notFound(PROFILE_NOT_FOUND);
      await updateProfileRow(tx, userId, { profilePicture: key });
      return profile.profilePicture;
    });
  }

  /** After the commit: a file left behind is harmless, a reference to a deleted one would not be. */
  async function deleteReplaced(key: string | null): Promise<void> {
    if (key === null) return;
    try {
      await pictures.delete(key);
    } catch (error) {
      log.warn({ err: error, key }, 'could not delete a replaced profile picture');
    }
  }

  return {
    ownProfile: (userId) => loadProfile(db, userId),

    updateBrandProfile: (userId, input) =>
      update(
        userId,
        { username: input.username, email: input.email, currentPassword: input.current_password },
        {
          bio: input.bio ?? '',
          industry: input.industry,
          website: input.website,
          category: input.category,
        },
      ),

    updateInfluencerProfile: (userId, input) =>
      update(
        userId,
        { username: input.username, email: input.email, currentPassword: input.current_password },
        {
          bio: input.bio,
          category: input.category,
          followersCount: input.followers_count,
          socialLinks: input.social_links as Record<string, string>,
          portfolio: input.portfolio,
        },
      ),

    async replacePicture(userId, bytes) {
      const format = sniffImage(bytes);
      if (format === undefined) throw badRequest({ profile_picture: [NOT_AN_IMAGE] }, NOT_AN_IMAGE);
      const key = await pictures.save(bytes, format);
      let replaced: string | null;
      try {
        replaced = await swapPicture(userId, key);
      } catch (error) {
        await pictures.delete(key);
        throw error;
      }
      await deleteReplaced(replaced);
      return { profile_picture: pictures.urlFor(key) };
    },

    async removePicture(userId) {
      await deleteReplaced(await swapPicture(userId, null));
      return { profile_picture: null };
    },

    async setLanguage(userId, language) {
      if (!(await updateLanguage(db, userId, language))) throw notFound(PROFILE_NOT_FOUND);
      return { language };
    },

    async publicProfile(username) {
      const row = await findPublicUserProfile(db, username);
      if (row === undefined) throw notFound(PROFILE_NOT_FOUND);
      return {
        ...profileFields(row),
        industry: row.role === 'brand' ? row.industry : null,
        website: row.role === 'brand' ? row.website : null,
        ...toReputation(row),
        member_since: row.createdAt.toISOString(),
      };
    },
  };
}
