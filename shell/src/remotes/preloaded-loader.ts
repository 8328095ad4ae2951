import { settled } from '@portal/shared/settled';
import type { RemotePageRef } from '../routes/route-table';
import type { RemotePageLoader, RemotePageModule } from './remote-loader-context';

/** How loading a remote page ended. */
export type LoadOutcome = { module: RemotePageModule } | { error: unknown };

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
    attempt === 0 && isPage(wanted)
      ? settled('module' in outcome ? { value: outcome.module } : outcome)
      : load(wanted, attempt);
  loader.failedAtStart = (wanted) => isPage(wanted) && 'error' in outcome;
  return loader;
}
