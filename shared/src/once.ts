/**
 * `create`'s value, made on the first call and kept. For what is costly to build and not needed by
 * every page that loads its module (an `Intl` formatter, a large pattern): a module's top level runs
 * on the page's main thread while it starts, and a phone's CPU pays for every object made there.
 */
export function once<T>(create: () => T): () => T {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: create() };
    return made.value;
  };
}
