import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

export interface ApiMutationOptions<TInput, TResult> {
  mutationFn: (input: TInput) => Promise<TResult>;
  /** Lists and dashboards this write changes: refetched before the mutation settles. */
  invalidates: readonly QueryKey[];
  /** Runs after the invalidation, e.g. to update the session's user after a profile edit. */
  onSuccess?: (result: TResult, input: TInput) => void;
}

/** What one call of `mutate` does when its write succeeds, fails, or either. */
export interface ApiMutateCallbacks<TInput, TResult> {
  onSuccess?: (result: TResult, input: TInput) => void;
  onError?: (error: Error, input: TInput) => void;
  onSettled?: () => void;
}

/**
 * A write through the API client after which the affected lists and dashboards refetch.
 *
 * Its `mutate` runs the call's callbacks whether or not the component that called it is still
 * mounted: the refetch often removes that component (a paid row leaves the Pay Now dialog, a decided
 * dispute its form), and TanStack Query drops `mutate`'s own callbacks once it has unmounted, so the
 * success message would depend on which came first (docs/architecture.md, "Writes").
 */
export function useApiMutation<TInput = void, TResult = unknown>({
  mutationFn,
  invalidates,
  onSuccess,
}: ApiMutationOptions<TInput, TResult>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn,
    onSuccess: async (result: TResult, input: TInput) => {
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onSuccess?.(result, input);
    },
  });
  const { mutateAsync } = mutation;
  const mutate = useCallback(
    (input: TInput, callbacks?: ApiMutateCallbacks<TInput, TResult>) => {
      mutateAsync(input)
        .then(
          (result) => callbacks?.onSuccess?.(result, input),
          (error: Error) => callbacks?.onError?.(error, input),
        )
        .finally(() => callbacks?.onSettled?.());
    },
    [mutateAsync],
  );
  return { ...mutation, mutate };
}
