/**
 * The page's only script tag (docs/rendering.md, "Paint first"). The server's HTML is the page's
 * first view, styled by the stylesheets of its head; nothing in it needs a script to be seen. So
 * the scripts that hydrate it (the shell's entry and the chunks, remote entry and remote chunks
 * the page needs) start downloading only once that view is on screen: on a slow phone network
 * they no longer share the first round trips with the stylesheets and the fonts.
 *
 * What to start is listed in the head by the build (index.html) and by the server (the page's
 * remote files): `portal-preload` names scripts, `portal-preload-fetch` files the federation
 * runtime fetches (a remote's entry), and `portal-entry` the shell's entry script, which runs the
 * page. Imports nothing: it runs before anything else of the portal.
 */

const PRELOAD = 'portal-preload';
const PRELOAD_FETCH = 'portal-preload-fetch';
const ENTRY = 'portal-entry';

/** The addresses every `<meta name>` of the head lists, in order. */
function listed(name: string): string[] {
  const metas = document.head.querySelectorAll<HTMLMetaElement>(`meta[name="${name}"]`);
  return [...metas].flatMap((meta) => meta.content.split(/\s+/).filter(Boolean));
}

function preload(href: string, as: 'script' | 'fetch'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.append(link);
}

/**
 * Preloads added per task. Adding one costs the main thread about half a millisecond on a fast
 * machine, two on a slow phone; the forty-odd of an admin page added in one task held the page for
 * 100 ms at 4x CPU slowdown (docs/rendering.md, "Paint first").
 */
const PRELOADS_PER_TASK = 8;

interface Preload {
  href: string;
  as: 'script' | 'fetch';
}

function startEntry(): void {
  for (const src of listed(ENTRY)) {
    const script = document.createElement('script');
    script.src = src;
    script.fetchPriority = 'high';
    document.body.append(script);
  }
}

/** The preloads a slice per task, in the order listed, then the entry, which runs the page. */
function startInSlices(preloads: readonly Preload[]): void {
  for (const { href, as } of preloads.slice(0, PRELOADS_PER_TASK)) preload(href, as);
  const rest = preloads.slice(PRELOADS_PER_TASK);
  if (rest.length === 0) startEntry();
  else setTimeout(() => startInSlices(rest), 0);
}

function startScripts(): void {
  startInSlices([
    ...listed(PRELOAD_FETCH).map((href): Preload => ({ href, as: 'fetch' })),
    ...listed(PRELOAD).map((href): Preload => ({ href, as: 'script' })),
  ]);
}

// A frame's callbacks run just before it is painted; a task queued from one runs after it. A tab
// opened in the background paints nothing until it is shown: it starts at once.
if (document.visibilityState === 'hidden') startScripts();
else requestAnimationFrame(() => setTimeout(startScripts, 0));
