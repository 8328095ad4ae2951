import { createContext, useContext, type ComponentType } from 'react';
import type { RemotePageRef } from '../routes/route-table';

export interface RemotePageModule {
  default: ComponentType;
}

/** Loads a remote's exposed page; `attempt` counts retries after a failure (0 the first time). */
export type RemotePageLoader = (page: RemotePageRef, attempt: number) => Promise<RemotePageModule>;

export const RemoteLoaderContext = createContext<RemotePageLoader | null>(null);

export function useRemotePageLoader(): RemotePageLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemotePageLoader needs a RemoteLoaderContext provider');
  return loader;
}
