import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotePageRef } from '../routes/route-table';
import type { RemotePageModule } from './remote-loader-context';

/** Published next to the shell by scripts/build.mjs: remote name -> manifest URL. */
const REMOTES_URL = '/remotes.json';
/**
 * The same list as the server read it when it sent this page (api/src/portal/static.ts): a
 * `<meta>` element, not a script, so the Content-Security-Policy needs no inline script.
 */
const INLINE_REMOTES = 'meta[name="portal-remotes"]';

export type RemoteEntries = Record<string, string>;

let registered: Promise<RemoteEntries> | null = null;
/** The list in the page is used once, by the first read; a retry always asks the server again. */
let inlineUsed = false;

function isRemoteEntries(value: unknown): value is RemoteEntries {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/** The remotes the server put into the page, or null when it put none (or an unreadable list). */
export function readInlineRemotes(): RemoteEntries | null {
  const content = document.querySelector<HTMLMetaElement>(INLINE_REMOTES)?.content;
  if (!content) return null;
  try {
    const entries: unknown = JSON.parse(content);
    return isRemoteEntries(entries) ? entries : null;
  } catch {
    return null;
  }
}

async function fetchRemoteEntries(): Promise<RemoteEntries> {
  if (!inlineUsed) {
    inlineUsed = true;
    const inline = readInlineRemotes();
    if (inline) return inline;
  }
  const response = await fetch(REMOTES_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_URL} answered ${response.status}`);
  return (await response.json()) as RemoteEntries;
}

/** Reads the remotes once and registers every remote; a failed read is tried again next time. */
export function registerAllRemotes(): Promise<RemoteEntries> {
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
  inlineUsed = true;
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
