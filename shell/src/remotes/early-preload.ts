import { getInstance, preloadRemote } from '@module-federation/enhanced/runtime';
import type { Role } from '@portal/shared/contract/common';
import { matchesPath } from '../routes/match-path';
import { resolveRoute } from '../routes/resolve-route';
import { ROUTES, type RemotePageRef, type RouteEntry } from '../routes/route-table';
import { registerAllRemotes, type RemoteEntries } from './remote-registry';

/**
 * Starts fetching the first page's remote code while the shell itself still loads (see
 * docs/performance.md): the remote's manifest, its remoteEntry.js and the page's chunks, and the
 * remote's copies of the shared modules the page uses that the shell does not provide, as listed by
 * the remote's mf-preload.json (webpack/preload-plan.cjs). Before, each of these waited for the one
 * before it, and all of them for the shell to render; on a slow phone network every wait is a round
 * trip.
 *
 * Only a guess, never a decision: the role comes from storage unchecked (the shell checks it before
 * it renders anything), and a wrong guess costs a few downloads, never a wrong page. Any failure is
 * ignored: the page then loads its code as it did before, with its error boundary and Retry.
 */

const ROLES: readonly Role[] = ['brand', 'influencer', 'admin'];
/** A redirect chain longer than this is not followed (the routes have at most two steps). */
const MAX_REDIRECTS = 4;
const PRELOAD_FILE = 'mf-preload.json';
const SIGNED_IN_META = 'meta[name="portal-signed-in-chunks"]';

/** One page's files and the shared modules it uses, as the remote's build listed them. */
interface PreloadNode {
  files: string[];
  shared: string[];
}
export interface PreloadPlan {
  exposes: Record<string, PreloadNode>;
  shared: Record<string, PreloadNode>;
}

/** The stored user's role, unchecked; null when no session is stored. */
export function storedRole(storage: Pick<Storage, 'getItem'>): Role | null {
  try {
    if (!storage.getItem('accessToken')) return null;
    const user: unknown = JSON.parse(storage.getItem('user') ?? 'null');
    const role = (user as { role?: unknown } | null)?.role;
    return ROLES.find((known) => known === role) ?? null;
  } catch {
    return null;
  }
}

/** The remote page the shell will show at `pathname` for a visitor with `role` (null: signed out). */
export function predictPage(pathname: string, role: Role | null): RemotePageRef | null {
  const user = role ? { role } : null;
  let path = pathname;
  for (let step = 0; step <= MAX_REDIRECTS; step += 1) {
    const entry: RouteEntry | undefined = ROUTES.find((route) => matchesPath(route.path, path));
    if (!entry) return null;
    const resolution = resolveRoute(entry, user);
    if ('page' in resolution) return resolution.page;
    path = resolution.redirectTo.split('?', 1)[0] ?? '';
  }
  return null;
}

/**
 * The files of `expose` and of every shared-module copy it reaches that `provided` leaves out,
 * as URLs relative to `base` (the remote's folder).
 */
export function filesToPreload(
  plan: PreloadPlan,
  expose: string,
  provided: ReadonlySet<string>,
  base: URL,
): string[] {
  const start = plan.exposes[expose];
  if (!start) return [];
  const files = new Set(start.files);
  const seen = new Set<string>();
  const queue = [...start.shared];
  while (queue.length > 0) {
    const key = queue.shift() as string;
    if (seen.has(key) || provided.has(key)) continue;
    seen.add(key);
    const node = plan.shared[key];
    if (!node) continue;
    for (const file of node.files) files.add(file);
    queue.push(...node.shared);
  }
  return [...files].map((file) => new URL(file, base).href);
}

/** Adds a script preload for each of `hrefs` the head does not preload yet. */
function addPreloadLinks(hrefs: readonly string[]): void {
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
  const preloaded = new Set([...links].map((link) => link.href));
  for (const href of hrefs) {
    if (preloaded.has(href)) continue;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.appendChild(link);
  }
}

/** The shared modules the shell provides: its copies are the ones the page will use. */
function providedByShell(): Set<string> {
  return new Set(Object.keys(getInstance()?.options.shared ?? {}));
}

async function preloadSharedCopies(entries: RemoteEntries, page: RemotePageRef): Promise<void> {
  const manifest = entries[page.remote];
  if (!manifest) return;
  const base = new URL(PRELOAD_FILE, new URL(manifest, location.href));
  const response = await fetch(base);
  if (!response.ok) return;
  const plan = (await response.json()) as PreloadPlan;
  addPreloadLinks(filesToPreload(plan, page.module, providedByShell(), base));
}

/**
 * The shell's own files that a signed-in page loads after the first ones, as its build listed them
 * in index.html (webpack/preload-plan.cjs): the session check's schema, the navigation bar's
 * signed-in parts, the real-time services.
 */
function signedInShellFiles(): string[] {
  const content = document.querySelector<HTMLMetaElement>(SIGNED_IN_META)?.content ?? '';
  return content.split(/\s+/).filter(Boolean);
}

/**
 * The page state a server-rendered page carries (shared/src/page-state.ts; named here because the
 * eager entry imports nothing shared).
 */
const RENDERED_PAGE_STATE = '#portal-page-state';

/** Starts loading the first page's remote code; returns at once, and never throws. */
export function preloadFirstPage(): void {
  try {
    const role = storedRole(localStorage);
    if (role)
      addPreloadLinks(signedInShellFiles().map((file) => new URL(file, location.href).href));
    // A page the server rendered lists its remote's files itself, and paint-first has started
    // them (docs/rendering.md): guessing them again would fetch the remote's plan for nothing.
    if (document.querySelector(RENDERED_PAGE_STATE)) return;
    const page = predictPage(location.pathname, role);
    if (!page) return;
    const ignore = () => undefined;
    registerAllRemotes()
      .then((entries) => {
        if (!entries[page.remote]) return;
        preloadRemote([{ nameOrAlias: page.remote, exposes: [page.module] }]).catch(ignore);
        preloadSharedCopies(entries, page).catch(ignore);
      })
      .catch(ignore);
  } catch {
    // Storage refused (privacy settings): the page loads as it always did.
  }
}
