/** One page's files and the shared modules it uses, as a remote's mf-preload.json lists them. */
export interface PreloadNode {
  files: string[];
  css?: string[];
  shared: string[];
}

/** A remote's mf-preload.json (webpack/preload-plan.cjs): its pages and its shared-module copies. */
export interface PreloadPlan {
  exposes: Record<string, PreloadNode>;
  shared: Record<string, PreloadNode>;
}

/**
 * The stylesheets and scripts of `expose` and of every shared-module copy it reaches that
 * `provided` leaves out, each once, in the plan's order, as the plan names them (relative to the
 * remote's folder); undefined when the plan has no such page.
 */
export function planFiles(
  plan: PreloadPlan,
  expose: string,
  provided: ReadonlySet<string>,
): { css: string[]; scripts: string[] } | undefined {
  const start = plan.exposes[expose];
  if (!start) return undefined;
  const css = new Set(start.css);
  const scripts = new Set(start.files);
  const seen = new Set<string>();
  const queue = [...start.shared];
  while (queue.length > 0) {
    const key = queue.shift() as string;
    if (seen.has(key) || provided.has(key)) continue;
    seen.add(key);
    const node = plan.shared[key];
    if (!node) continue;
    for (const file of node.css ?? []) css.add(file);
    for (const file of node.files) scripts.add(file);
    queue.push(...node.shared);
  }
  return { css: [...css], scripts: [...scripts] };
}
