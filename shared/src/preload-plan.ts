/** One page's files, as a remote's mf-preload.json lists them (webpack/preload-plan.cjs). */
export interface PreloadPlanNode {
  files: string[];
  css?: string[];
  shared: string[];
}

/** A remote's mf-preload.json: its exposed pages and the shared-module copies they reach. */
export interface PreloadPlan {
  exposes: Record<string, PreloadPlanNode>;
  shared: Record<string, PreloadPlanNode>;
}

/**
 * The scripts and stylesheets of `expose` and of every shared-module copy it reaches that
 * `provided` leaves out (the host's own copies are the ones the page will use), as the plan names
 * them, relative to the remote's folder. Used by the server's render and the browser's early
 * preload (docs/performance.md).
 */
export function pageFilesOfPlan(
  plan: PreloadPlan,
  expose: string,
  provided: ReadonlySet<string>,
): { scripts: string[]; css: string[] } {
  const start = plan.exposes[expose];
  if (!start) return { scripts: [], css: [] };
  const scripts = new Set(start.files);
  const css = new Set(start.css);
  const seen = new Set<string>();
  const queue = [...start.shared];
  while (queue.length > 0) {
    const key = queue.shift() as string;
    if (seen.has(key) || provided.has(key)) continue;
    seen.add(key);
    const node = plan.shared[key];
    if (!node) continue;
    for (const file of node.files) scripts.add(file);
    for (const file of node.css ?? []) css.add(file);
    queue.push(...node.shared);
  }
  return { scripts: [...scripts], css: [...css] };
}
