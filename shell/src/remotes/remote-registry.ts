import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePageRef } from '../routes/route-table';
import type { RemotePageModule } from './remote-loader-context';

/** Published next to the shell by scripts/build.mjs: remote name -> manifest URL. */
const REMOTES_URL = '/remotes.json';

type RemoteEntries = Record<string, string>;

let registered: Promise<RemoteEntries> | null = null;

async function fetchRemoteEntries(): Promise<RemoteEntries> {
  const response = await fetch(REMOTES_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_URL} answered ${response.status}`);
  return (await response.json()) as RemoteEntries;
}

/** Reads /remotes.json once and registers every remote; a failed read is tried again next time. */
function registerAllRemotes(): Promise<RemoteEntries> {
  registered ??= fetchRemoteEntries().then(
    (entries) => {
      registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
      return entries;
    },
    (error: unknown) => {
      registered = null;
      throw error;
    },
  );
  return registered;
}

/** After a failure: re-read /remotes.json and re-register this remote, dropping cached failures. */
async function reregisterRemote(remote: string): Promise<void> {
  registered = null;
  const entries = await registerAllRemotes();
  const entry = entries[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

export async function loadRemotePage(
  page: RemotePageRef,
  attempt: number,
): Promise<RemotePageModule> {
  if (attempt > 0) await reregisterRemote(page.remote);
  const entries = await registerAllRemotes();
  if (!entries[page.remote]) throw new Error(`${REMOTES_URL} lists no ${page.remote}`);
  const module = await loadRemote<RemotePageModule>(`${page.remote}/${page.module}`);
  if (!module?.default) throw new Error(`${page.remote}/${page.module} exports no page`);
  return module;
}
