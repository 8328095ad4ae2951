import { useQuery, useQueryClient } from '@tanstack/react-query';
import { shortlistEntrySchema, shortlistStateSchema } from '../contract/shortlist';
import { keysetListOptions, useKeysetList } from '../data/keyset-pages';
import { useApiMutation } from '../data/mutations';
import { queryKeys } from '../data/query-keys';
import { parsedQueryOptions, sendNoContent, sendParsed } from '../data/request';

/** The shortlist's queries: the brand's saved influencers, and whether it saved one user. */
export const shortlistQueries = {
  list: () => keysetListOptions(queryKeys.shortlist.list, '/shortlist/', shortlistEntrySchema),
  state: (username: string) =>
    parsedQueryOptions(
      queryKeys.shortlist.state(username),
      `/shortlist/${encodeURIComponent(username)}/`,
      shortlistStateSchema,
    ),
};

/** The signed-in brand's saved influencers, newest first (see docs/collaboration.md). */
export function useShortlist() {
  return useKeysetList(shortlistQueries.list());
}

/** Whether the signed-in brand saved `username`. */
export function useShortlistState(username: string) {
  return useQuery(shortlistQueries.state(username));
}

/**
 * Saves an influencer to the brand's shortlist, or removes them: the list, the saved states and
 * the search's `saved` flags refetch, and the influencer's saved state is what the write made it
 * even when its refetch fails.
 */
export function useToggleShortlist() {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: async ({ username, saved }: { username: string; saved: boolean }) => {
      const path = `/shortlist/${encodeURIComponent(username)}/`;
      if (saved) await sendParsed('put', path, undefined, shortlistEntrySchema);
      else await sendNoContent('delete', path);
    },
    invalidates: [queryKeys.shortlist.all, queryKeys.influencers.all],
    onSuccess: (_done, { username, saved }) =>
      queryClient.setQueryData(shortlistQueries.state(username).queryKey, { username, saved }),
  });
}

/**
 * What a Save / Saved toggle (the kit's SaveToggleButton) needs for one influencer: whether they
 * are saved (`saved` as the page knows it, undefined while unknown), the change under way, its
 * failure and the toggle.
 */
export function useShortlistToggle(username: string, saved: boolean | undefined) {
  const toggle = useToggleShortlist();
  return {
    saved,
    busy: toggle.isPending,
    error: toggle.error ?? undefined,
    onToggle: (save: boolean) => toggle.mutate({ username, saved: save }),
  };
}
