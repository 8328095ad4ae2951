/**
 * Lists, at build time, the files a page needs before it can render, so a browser can fetch them in
 * one wave instead of discovering them one round trip after another (see docs/performance.md).
 *
 * Every `@portal/shared` module is shared, so a chunk that imports one only learns it needs that
 * module's chunk once it has arrived, and that chunk in turn its own shared imports: on a slow phone
 * network the brand dashboard waited for seven such waves. The chunk graph knows them all:
 *
 * - the shell: the chunks of `import('./bootstrap')` and, transitively, of every shared module they
 *   consume (the shell provides each itself) are listed in index.html, preloaded once the page is
 *   painted (webpack/paint-first.cjs);
 * - a remote: `mf-preload.json` beside its `mf-manifest.json` lists each exposed page's chunks and
 *   the shared modules it consumes, and for each shared module the chunks of the remote's own copy
 *   and the shared modules that copy consumes. The shell reads it when a page of the remote opens
 *   (shell/src/remotes/early-preload.ts) and preloads the copies the running shell does not
 *   provide. A remote built without the file is simply not preloaded.
 *
 * Dynamic `import()`s inside a module are not followed: they load later, when something asks.
 */
const PRELOAD_FILE = 'mf-preload.json';
/** Beside the shell's index.html: the shared modules the shell provides. */
const SHELL_PLAN_FILE = 'shell-plan.json';
/** The `<meta>` of index.html naming the shell's files a signed-in page loads besides the first. */
const SIGNED_IN_META = 'portal-signed-in-chunks';
/** The `<meta>` naming the scripts to preload once the page is painted. */
const PRELOAD_META = 'portal-preload';

/** A `<meta name>` tag for HtmlWebpackPlugin, added by `plugin`, listing the addresses `hrefs`. */
function metaTag(plugin, name, hrefs) {
  return {
    tagName: 'meta',
    voidTag: true,
    meta: { plugin },
    attributes: { name, content: hrefs.join(' ') },
  };
}

function isConsumeShared(module) {
  return module.constructor?.name === 'ConsumeSharedModule' && module.options?.shareKey;
}

function filesOf(chunks, extension) {
  const files = new Set();
  for (const chunk of chunks) {
    for (const file of chunk.files) if (file.endsWith(extension)) files.add(file);
  }
  return [...files].sort();
}

const jsFilesOf = (chunks) => filesOf(chunks, '.js');
/** The stylesheets of chunks: the server links a page's in its head, so nothing restyles later. */
const cssFilesOf = (chunks) => filesOf(chunks, '.css');

/** The chunks `block` loads (its chunk group's), or none when the block has no group of its own. */
function chunksOfBlock(chunkGraph, block) {
  return chunkGraph.getBlockChunkGroup(block)?.chunks ?? [];
}

/**
 * The chunks of each shared module this build provides, by share key. The share scope hands out
 * these (a consumer's own fallback is used only when no build provides the module), and webpack
 * often gives the same module a chunk of another id (and the same content) for each, so the
 * consumer's fallback chunks are not the ones the page loads.
 */
function providedChunks(compilation) {
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.constructor?.name !== 'ProvideSharedModule' || typeof module._name !== 'string') {
      continue;
    }
    const chunks = module.blocks.flatMap((block) => chunksOfBlock(compilation.chunkGraph, block));
    provided.set(module._name, [...(provided.get(module._name) ?? []), ...chunks]);
  }
  return provided;
}

/**
 * The shared modules the modules of `chunks` consume, each with the chunks that load it: the
 * build's provided copy, or else the consumer's fallback.
 */
function consumesOf(chunkGraph, provided, chunks) {
  const consumed = new Map();
  for (const chunk of chunks) {
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (!isConsumeShared(module)) continue;
      const key = module.options.shareKey;
      const loading =
        provided.get(key) ?? module.blocks.flatMap((block) => chunksOfBlock(chunkGraph, block));
      consumed.set(key, [...(consumed.get(key) ?? []), ...loading]);
    }
  }
  return consumed;
}

/**
 * The shared-module graph reachable from `startChunks`: the start's files and consumed keys, and for
 * each consumed key the files that load it and the keys those consume.
 */
function sharedGraph(compilation, startChunks) {
  const { chunkGraph } = compilation;
  const provided = providedChunks(compilation);
  const shared = {};
  const startConsumes = consumesOf(chunkGraph, provided, startChunks);
  const queue = [...startConsumes];
  while (queue.length > 0) {
    const [key, chunks] = queue.shift();
    if (shared[key]) {
      shared[key].files = [...new Set([...shared[key].files, ...jsFilesOf(chunks)])].sort();
      shared[key].css = [...new Set([...shared[key].css, ...cssFilesOf(chunks)])].sort();
      continue;
    }
    const consumes = consumesOf(chunkGraph, provided, chunks);
    consumes.delete(key);
    shared[key] = {
      files: jsFilesOf(chunks),
      css: cssFilesOf(chunks),
      shared: [...consumes.keys()].sort(),
    };
    queue.push(...consumes);
  }
  return {
    start: {
      files: jsFilesOf(startChunks),
      css: cssFilesOf(startChunks),
      shared: [...startConsumes.keys()].sort(),
    },
    shared,
  };
}

/** Every file a shell page needs at start: the shell provides every shared module it consumes. */
function allFiles(graph, kind = 'files') {
  const files = new Set(graph.start[kind]);
  for (const node of Object.values(graph.shared)) for (const file of node[kind]) files.add(file);
  return [...files].sort();
}

class ShellPreloadPlugin {
  /** @param {{ HtmlWebpackPlugin: any, publicPath: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { HtmlWebpackPlugin, publicPath } = this.options;
    compiler.hooks.compilation.tap('ShellPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'ShellPreloadPlugin',
        (data) => {
          const { chunkGraph, moduleGraph } = compilation;
          const startChunks = [];
          for (const entrypoint of compilation.entrypoints.values()) {
            const entryChunk = entrypoint.getEntrypointChunk();
            for (const module of chunkGraph.getChunkEntryModulesIterable(entryChunk)) {
              // The entry's own `import()`s (index.ts -> ./bootstrap) are the first page's code.
              const modules = [module, ...nestedModules(moduleGraph, module)];
              for (const each of modules) {
                for (const block of each.blocks ?? []) {
                  startChunks.push(...chunksOfBlock(chunkGraph, block));
                }
              }
            }
          }
          const graph = sharedGraph(compilation, startChunks);
          const files = allFiles(graph);
          // The first page's stylesheets, linked rather than loaded by its scripts: a page the
          // server rendered is styled from its first paint.
          const stylesheets = allFiles(graph, 'css').map((file) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'ShellPreloadPlugin' },
            attributes: { rel: 'stylesheet', href: `${publicPath}${file}` },
          }));
          data.headTags.push(...stylesheets);
          // The shared modules this shell provides: a page the server renders preloads a
          // remote's own copy of the others only.
          const providedKeys = [...providedChunks(compilation).keys()].sort();
          compilation.emitAsset(
            SHELL_PLAN_FILE,
            new compiler.webpack.sources.RawSource(JSON.stringify({ provided: providedKeys })),
          );
          // Preloaded once the page is painted (webpack/paint-first.cjs).
          data.headTags.push(
            metaTag(
              'ShellPreloadPlugin',
              PRELOAD_META,
              files.map((file) => `${publicPath}${file}`),
            ),
          );
          // What the shell loads later only when someone is signed in (the contract's schemas, the
          // navigation bar's bell and badge, the real-time services): the shell preloads these
          // when a session is stored (shell/src/remotes/early-preload.ts).
          const signedIn = lazyFiles(compilation, files).filter((file) => !files.includes(file));
          data.headTags.push(
            metaTag(
              'ShellPreloadPlugin',
              SIGNED_IN_META,
              signedIn.map((file) => `${publicPath}${file}`),
            ),
          );
          return data;
        },
      );
    });
  }
}

/**
 * Libraries a page loads with their first call, never ahead: axios, which the API client imports
 * on its first request (a page hydrates from the data the server embedded and calls nothing).
 */
const LOADED_ON_FIRST_CALL = new Set(['axios']);

/** The type of webpack's context modules (those of `import()` with a template literal). */
const CONTEXT_MODULE = 'javascript/dynamic';

/**
 * The messages of a language other than English (`import(\`./locales/${language}.json\`)`, a
 * context module over a `locales` folder): i18n loads them the moment a page shows that language
 * (shared/src/i18n/i18n.ts), so they are never preloaded; an English reader downloads none.
 */
function isOtherLanguageMessages(module) {
  return module.type === CONTEXT_MODULE && /[\\/]locales$/.test(module.context ?? '');
}

/**
 * The files of every `import()` the modules of `files` make (not a shared module's own loading),
 * with what those load in turn, transitively.
 */
function lazyFiles(compilation, files) {
  const { chunkGraph } = compilation;
  const wanted = new Set(files);
  const visitedChunks = new Set();
  const result = new Set();
  let queue = [...compilation.chunks].filter((chunk) =>
    [...chunk.files].some((file) => wanted.has(file)),
  );
  while (queue.length > 0) {
    const next = [];
    for (const chunk of queue) {
      if (visitedChunks.has(chunk)) continue;
      visitedChunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (isConsumeShared(module) || module.constructor?.name === 'ProvideSharedModule') continue;
        for (const each of [module, ...nestedModules(null, module)]) {
          if (isOtherLanguageMessages(each)) continue;
          for (const block of each.blocks ?? []) {
            if (LOADED_ON_FIRST_CALL.has(block.dependencies?.[0]?.request)) continue;
            const graph = sharedGraph(compilation, chunksOfBlock(chunkGraph, block));
            for (const file of allFiles(graph)) result.add(file);
            next.push(...chunksOfBlock(chunkGraph, block));
            for (const node of Object.values(graph.shared)) {
              next.push(
                ...[...compilation.chunks].filter((c) =>
                  [...c.files].some((f) => node.files.includes(f)),
                ),
              );
            }
          }
        }
      }
    }
    queue = next;
  }
  return [...result].sort();
}

/**
 * The modules a concatenated entry module stands for (webpack's module concatenation puts
 * index.ts and what it imports in one ConcatenatedModule, whose blocks are its inner modules').
 */
function nestedModules(_moduleGraph, module) {
  return module.modules ? [...module.modules] : [];
}

class RemotePreloadPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemotePreloadPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemotePreloadPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const { chunkGraph } = compilation;
          const exposes = {};
          const shared = {};
          for (const module of compilation.modules) {
            if (module.constructor?.name !== 'ContainerEntryModule') continue;
            for (const block of module.blocks) {
              const name = block.dependencies[0]?.exposedName;
              if (typeof name !== 'string') continue;
              const graph = sharedGraph(compilation, chunksOfBlock(chunkGraph, block));
              exposes[name.replace(/^\.\//, '')] = graph.start;
              for (const [key, node] of Object.entries(graph.shared)) {
                const known = shared[key];
                shared[key] = known
                  ? {
                      files: [...new Set([...known.files, ...node.files])].sort(),
                      css: [...new Set([...known.css, ...node.css])].sort(),
                      shared: [...new Set([...known.shared, ...node.shared])].sort(),
                    }
                  : node;
              }
            }
          }
          const json = JSON.stringify({ exposes, shared });
          compilation.emitAsset(PRELOAD_FILE, new sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = {
  ShellPreloadPlugin,
  RemotePreloadPlugin,
  metaTag,
  PRELOAD_FILE,
  SHELL_PLAN_FILE,
  CONTEXT_MODULE,
};
