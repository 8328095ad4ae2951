/** How loading something ended: its value, or the error it failed with. */
export type Settled<T> = { value: T } | { error: unknown };

/**
 * A promise-like that hands `outcome` to `then` at once. React's `lazy` reads it within the same
 * render, so code loaded before a render renders without suspending: on the server, and when the
 * browser hydrates the server's HTML, whose Suspense boundary would otherwise stay unhydrated (its
 * buttons deaf to a click) until the code's promise is read a task later.
 */
export function settled<T>(outcome: Settled<T>): Promise<T> {
  const thenable = {
    then(onValue?: (value: T) => unknown, onError?: (error: unknown) => unknown) {
      if ('value' in outcome) onValue?.(outcome.value);
      else onError?.(outcome.error);
      return thenable;
    },
  };
  // React's `lazy` only calls `then`; the callers' types promise a promise.
  return thenable as unknown as Promise<T>;
}
