import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '@portal/shared/auth-store';
import {
  pictureResponseSchema,
  ownProfileSchema,
  publicProfileSchema,
  type BrandProfileUpdate,
  type InfluencerProfileUpdate,
} from '../contract/profiles';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { parsedQueryOptions, sendParsed } from '../data/request';

/** The profiles' queries: the cache key of each, its fetcher and so the type of its data. */
export const profileQueries = {
  own: () => parsedQueryOptions(queryKeys.profiles.own, '/profile/', ownProfileSchema),
  public: (username: string) =>
    parsedQueryOptions(
      queryKeys.profiles.public(username),
      `/profile/${encodeURIComponent(username)}/`,
      publicProfileSchema,
    ),
};

/** The signed-in user's own profile (with email). */
export function useOwnProfile() {
  return useQuery(profileQueries.own());
}

/** Anyone's public profile (never an email address); open to visitors. */
export function usePublicProfile(username: string) {
  return useQuery(profileQueries.public(username));
}

/** Saves the whole profile form; the navigation bar follows a new username or email. */
export function useUpdateProfile() {
  return useApiMutation({
    mutationFn: (input: BrandProfileUpdate | InfluencerProfileUpdate) =>
      sendParsed('put', '/profile/', input, ownProfileSchema),
    invalidates: [queryKeys.profiles.own],
    onSuccess: (profile) => {
      useAuthStore.getState().updateUser({ username: profile.username, email: profile.email });
    },
  });
}

/** Uploads a new picture (multipart `profile_picture`), or removes it with `null`. */
export function useChangePicture() {
  return useApiMutation({
    mutationFn: (file: File | null) => {
      if (file === null) {
        return sendParsed(
          'patch',
          '/profile/picture/',
          { profile_picture: null },
          pictureResponseSchema,
        );
      }
      const form = new FormData();
      form.append('profile_picture', file);
      return sendParsed('patch', '/profile/picture/', form, pictureResponseSchema);
    },
    invalidates: [queryKeys.profiles.own],
  });
}
