/**
 * The files a remote's build writes under fixed names beside its content-named chunks
 * (webpack/federation.cjs): its entry, which the federation runtime loads, its manifest, which
 * `remotes.json` names, and the plan of each page's files (webpack/preload-plan.cjs). A redeploy
 * changes them in place, so they are revalidated on every request (docs/rendering.md, "Caching").
 */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';
export const PRELOAD_PLAN_FILE = 'mf-preload.json';
export const MUTABLE_REMOTE_FILES: ReadonlySet<string> = new Set([
  REMOTE_ENTRY_FILE,
  'mf-manifest.json',
  PRELOAD_PLAN_FILE,
]);
