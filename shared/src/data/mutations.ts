import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export interface ApiMutationOptions<TInput, TResult> {
  mutationFn: (input: TInput) => Promise<TResult>;
  /** Lists and dashboards this write changes: refetched before the mutation settles. */
  invalidates: readonly QueryKey[];
  /** Runs after the invalidation, e.g. to update the session's user after a profile edit. */
  onSuccess?: (result: TResult, input: TInput) => void;
}

/** A write through the API client after which the affected lists and dashboards refetch. */
export function useApiMutation<TInput, TResult>({
  mutationFn,
  invalidates,
  onSuccess,
}: ApiMutationOptions<TInput, TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, input) => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onSuccess?.(result, input);
    },
  });
}
