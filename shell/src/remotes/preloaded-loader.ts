import type { RemotePageRef } from '../routes/route-table';
import type { RemotePageLoader, RemotePageModule } from './remote-loader-context';

/** How loading a remote page ended. */
export type LoadOutcome = { module: RemotePageModule } | { error: unknown };

/**
 * A promise-like that hands its outcome to `then` at once: React's `lazy` reads it within the same
 * render, so a page loaded before rendering renders without a fallback (on the server, and when
 * the browser hydrates the server's HTML).
 */
function settled(outcome: LoadOutcome): Promise<RemotePageModule> {
  const thenable = {
    then(onLoaded?: (module: RemotePageModule) => unknown, onFailed?: (error: unknown) => unknown) {
      if ('module' in outcome) onLoaded?.(outcome.module);
      else onFailed?.(outcome.error);
      return thenable;
    },
  };
  // React's `lazy` only calls `then`; the loader's type promises a promise.
  return thenable as unknown as Promise<RemotePageModule>;
}

/**
 * The loader of a page whose code was loaded before its first render: the first load of `page`
 * is `outcome`; a Retry, and every other page, loads through `load`.
 */
export function preloadedPageLoader(
  page: RemotePageRef,
  outcome: LoadOutcome,
  load: (page: RemotePageRef, attempt: number) => Promise<RemotePageModule>,
): RemotePageLoader {
  const isPage = (wanted: RemotePageRef) =>
    wanted.remote === page.remote && wanted.module === page.module;
  const loader: RemotePageLoader = (wanted, attempt) =>
    attempt === 0 && isPage(wanted) ? settled(outcome) : load(wanted, attempt);
  loader.failedAtStart = (wanted) => isPage(wanted) && 'error' in outcome;
  return loader;
}
