import { createContext, useContext, type ComponentType } from 'react';
import type { RemotePageRef } from '../routes/route-table';

export interface RemotePageModule {
  default: ComponentType;
  /**
   * Loads the code the page's first view at `url` needs besides its module (the admin panel: the
   * tab the address names). The browser awaits it before hydrating the server's HTML, so that
   * view hydrates at once and a click on it is never lost.
   */
  prepareFirstView?: (url: URL) => Promise<unknown>;
}

/** Loads a remote's exposed page; `attempt` counts retries after a failure (0 the first time). */
export interface RemotePageLoader {
  (page: RemotePageRef, attempt: number): Promise<RemotePageModule>;
  /**
   * True when the page's first load is known to have failed before rendering (its server build
   * could not be loaded): the page starts with the error and its Retry, on the server and when
   * the browser hydrates that HTML.
   */
  failedAtStart?: (page: RemotePageRef) => boolean;
}

export const RemoteLoaderContext = createContext<RemotePageLoader | null>(null);

export function useRemotePageLoader(): RemotePageLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemotePageLoader needs a RemoteLoaderContext provider');
  return loader;
}
