/**
 * The one webpack + Module Federation configuration of the portal. Every workspace's
 * webpack.config.js calls createConfig(); the shared-dependency rules live only here.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { optimize } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ShellPreloadPlugin, RemotePreloadPlugin, CONTEXT_MODULE } = require('./preload-plan.cjs');
const { PaintFirstPlugin } = require('./paint-first.cjs');
const { SHARED_KERNEL } = require('./shared-kernel.cjs');
const { breakpointMedia } = require('./breakpoints-media.cjs');
const { installableAppPlugins } = require('./installable-app.cjs');
const { createServerConfig, reactRouterProduction } = require('./server.cjs');
const {
  ROOT,
  DIST,
  SHELL,
  readPackage,
  containerName,
  remoteLocation,
} = require('./workspaces.cjs');

/**
 * One instance of each for the whole page: one React, one store library, one query cache. Of
 * `@portal/shared`, only its kernel (webpack/shared-kernel.cjs): one auth store, one API client,
 * one i18n instance, one real-time session, one zod, and one router: `@portal/shared/router`, the
 * few exports of react-router-dom the portal uses. react-router-dom itself is not shared: a shared
 * package is never tree-shaken, so sharing it put all of react-router on every page; bundled
 * inside the shared router module it keeps only what that module re-exports.
 *
 * The rest of `@portal/shared` (the contract, the data hooks, the UI kit) is not shared: each build
 * bundles what its pages import, tree-shaken and in the pages' own files. Shared, every module was
 * a file of its own in every build, registered in each remoteEntry.js (some 100 of them, about
 * 50 KB of a 75 KB entry) and negotiated when a page started.
 */
const SINGLETONS = ['react', 'react-dom', 'zustand', '@tanstack/react-query'];

/**
 * Libraries that @portal/shared's modules use. A remote bundles its own copy of every shared
 * module it imports as a fallback; sharing axios means a page loads it once. Its version is the
 * one @portal/shared names. i18next and react-i18next: one i18n instance and one React context
 * for the page (`@portal/shared/i18n/i18n`), so switching the language re-renders the shell and
 * every remote. Not zod: a shared package is never tree-shaken, and all of zod (with its locales)
 * is 87 KB gzip; the part the portal uses is shared as `@portal/shared/contract/zod` instead.
 */
const SHARED_LIBRARIES = ['axios', 'i18next', 'react-i18next'];

function sharedDependencies(workspace) {
  const { dependencies = {} } = readPackage(workspace);
  const shared = {};
  for (const name of SINGLETONS) {
    const requiredVersion = dependencies[name];
    if (!requiredVersion) {
      throw new Error(`${workspace}/package.json must depend on ${name} (a federation singleton)`);
    }
    const rule = { singleton: true, strictVersion: false, requiredVersion };
    shared[name] = rule;
    // Subpath imports (react-dom/client, react/jsx-runtime, ...) are shared too.
    shared[`${name}/`] = rule;
  }
  const sharedVersion = dependencies['@portal/shared'];
  if (!sharedVersion) throw new Error(`${workspace}/package.json must depend on @portal/shared`);
  for (const name of SHARED_KERNEL) {
    shared[`@portal/shared/${name}`] = {
      singleton: true,
      strictVersion: false,
      requiredVersion: sharedVersion,
    };
  }
  const sharedPackage = readPackage('shared');
  for (const name of SHARED_LIBRARIES) {
    const requiredVersion = sharedPackage.dependencies?.[name];
    if (!requiredVersion) throw new Error(`shared/package.json must depend on ${name}`);
    shared[name] = { singleton: true, strictVersion: false, requiredVersion };
  }
  return shared;
}

/**
 * A cache group's test by path: a module's file, or for a context module (the messages of each
 * language, `import(\`./locales/${language}.json\`)`) its folder. Webpack's own RegExp test
 * never matches a context module, which has no file: it stayed behind, a few hundred bytes under
 * the size floor, in every chunk that imports it, and those chunks were byte-identical files.
 */
const byPath = (pattern) => (module) => {
  const where =
    module.nameForCondition() ?? (module.type === CONTEXT_MODULE ? module.context : null);
  return where !== null && pattern.test(where);
};

/**
 * The shell's own code in two files instead of some thirty: what every page runs first (its frame,
 * the router, the store, the UI kit's frame parts), and what only a signed-in page loads (the
 * contract's schemas with zod, the API client, the real-time services, the bell and the unread
 * badge). On a slow phone network each file costs a round trip on one of the browser's six
 * connections. axios is in neither: the API client loads it with its first call (a page hydrates
 * from the data the server embedded), so it is a file of its own. zod stays out of the first file:
 * a visitor's landing page never loads it, nor the messages of a language other than English
 * (`locales/<language>.json`, loaded when chosen).
 * The number formatters (money, language, contract/digits) are the first file's: every message
 * writes its numbers in the shown language. Every module of `@portal/shared` the shell's code
 * reaches belongs to one of the two, the smallest too (page-state, once, http-error, ...): one left
 * out was a file of a few hundred bytes, or two (webpack gives a module below the split size a copy
 * in each chunk group that loads it), on every page.
 */
const SHELL_CHUNK_GROUPS = {
  start: {
    test: byPath(
      /[\\/]shared[\\/]src[\\/](data[\\/](query-client|http-error)|first-paint|page-state|settled|account-paths|product|router|auth-store|class-names|language|money|contract[\\/]digits|i18n[\\/](?!sentences)|ui[\\/](?!unread-count|locales[\\/](?!en\.)))|[\\/]node_modules[\\/]react-router(-dom)?[\\/]|[\\/]shell[\\/]src[\\/](?!session[\\/]|nav[\\/](notification-bell|unread-chat-badge)|locales[\\/](?!en\.))/,
    ),
    name: 'start',
    chunks: 'async',
    enforce: true,
  },
  signedIn: {
    test: byPath(
      /[\\/]shared[\\/]src[\\/](contract(?![\\/]digits)|i18n[\\/]sentences|realtime|ui[\\/]unread-count|api|session|dates|api-client|device-tokens|once|submit-failure|data[\\/](query-keys|request|mutations|keyset-pages|api-error|cache-lists))|[\\/]shell[\\/]src[\\/](session[\\/]|nav[\\/](notification-bell|unread-chat-badge))|[\\/]node_modules[\\/]zod[\\/]/,
    ),
    name: 'signed-in',
    chunks: 'async',
    enforce: true,
  },
};

const PAGE_STYLESHEETS = ['tokens.css', 'global.css', 'first-paint.css', 'public-profile.css'].map(
  (file) => path.join(ROOT, 'shared', 'src', 'ui', file),
);

/**
 * @param {object} options
 * @param {string} options.workspace folder name: 'shell' or a remote such as 'mfe-public'
 * @param {Record<string, string>} [options.exposes] a remote's exposed modules
 */
function createConfig({ workspace, exposes = {} }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const browser = createBrowserConfig({ workspace, exposes, production });
    const scriptRules = browser.module.rules.filter(
      (rule) => String(rule.test) === String(/\.tsx?$/),
    );
    return [browser, createServerConfig({ workspace, exposes, production, scriptRules })];
  };
}

function createBrowserConfig({ workspace, exposes, production }) {
  const isShell = workspace === SHELL;
  const workspaceDir = path.join(ROOT, workspace);
  const outputDir = isShell ? path.join(DIST, 'shell') : remoteLocation(workspace).outputDir;

  return {
    name: workspace,
    mode: production ? 'production' : 'development',
    context: workspaceDir,
    // The page's first stylesheet (linked from index.html): the design tokens, the base rules, and
    // the server's first paint with the public profile's card, shown before any script runs.
    // By path, not as `@portal/shared/...`, which would make them shared modules loaded later.
    entry: isShell ? { main: [...PAGE_STYLESHEETS, './src/index.ts'] } : {},
    // Production maps are written beside the build for debugging but never linked from the code
    // (no sourceMappingURL comment), and the server refuses to serve them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outputDir,
      // The server serves dist/shell at the site root (api/src/portal/static.ts); a remote's
      // chunks are found relative to its manifest.
      publicPath: isShell ? '/' : 'auto',
      // The plugin forbids [contenthash] on the entry; [fullhash] still changes with the build.
      filename: production ? '[name].[fullhash:10].js' : '[name].js',
      chunkFilename: production ? 'chunks/[name].[contenthash:10].js' : 'chunks/[name].js',
      uniqueName: containerName(workspace),
      // Lets a failed remote load be retried instead of caching the failure.
      strictModuleExceptionHandling: true,
      // A remote's server build (webpack/server.cjs) lives in its folder: kept.
      clean: { keep: /^server[\\/]/ },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's production build (its package resolves to the development one).
      alias: reactRouterProduction(),
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          // Types are checked once by `tsc -b` at the root; here TypeScript only strips them.
          use: {
            loader: 'ts-loader',
            options: {
              transpileOnly: true,
              // A workspace's tsconfig emits declarations only, for its own folder: webpack
              // needs JavaScript, from shared's sources too.
              compilerOptions: {
                rootDir: ROOT,
                composite: false,
                declaration: false,
                emitDeclarationOnly: false,
              },
            },
          },
        },
        {
          // Stylesheets: CSS Modules (`*.module.css`, class names scoped to their file and hashed
          // the same in every build, so a shared module's classes match whichever build serves
          // it) and the global tokens and base rules (`*.css`), extracted to .css files that load
          // with the chunk that imports them, cached like the JS.
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: 'css-loader',
              options: {
                importLoaders: 1,
                modules: {
                  auto: true,
                  namedExport: false,
                  exportLocalsConvention: 'camel-case-only',
                  localIdentContext: ROOT,
                  localIdentName: production ? '[hash:base64:6]' : '[path][name]__[local]',
                },
              },
            },
            {
              loader: 'postcss-loader',
              options: { postcssOptions: { plugins: [breakpointMedia] } },
            },
          ],
        },
        {
          // Web fonts named by a stylesheet's url() (the Bengali font of global.css): files of
          // their own beside the chunks, named by their content and cached for a year like them,
          // never inlined into the CSS or the JS.
          test: /\.woff2$/,
          type: 'asset/resource',
          generator: {
            filename: production ? 'chunks/[name].[contenthash:10][ext]' : 'chunks/[name][ext]',
          },
        },
      ],
    },
    plugins: [
      // Chunks left with the same modules once splitChunks has moved theirs into the groups above
      // (a shared module's fallback whose code went to 'shared-ui', leaving only a small helper
      // every such fallback imports) are one chunk, not byte-identical files each loaded on its
      // own. Webpack's own merge runs before splitChunks (stages -10 and 10); this one after.
      new optimize.MergeDuplicateChunksPlugin({ stage: 11 }),
      new MiniCssExtractPlugin({
        // The CSS Modules' classes are scoped to their file, so files may load in any order;
        // where a module restyles a kit class on the same element, its selector is more specific
        // (e.g. `.landing-actions > .landing-action`), never relying on coming later.
        ignoreOrder: true,
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? 'chunks/[name].[contenthash:10].css' : 'chunks/[name].css',
      }),
      new ModuleFederationPlugin({
        name: containerName(workspace),
        ...(isShell
          ? { remotes: {} }
          : { filename: 'remoteEntry.js', exposes, manifest: { fileName: 'mf-manifest.json' } }),
        shared: sharedDependencies(workspace),
        // A remote that cannot be fetched must not take the page down: the default strategy
        // ('version-first') fetches every registered remote's manifest when the federation
        // starts, and one dead remote blanked every page; with 'loaded-first' only the page
        // that needs it fails, into its error boundary with Retry.
        shareStrategy: 'loaded-first',
        dts: false,
        // One federation runtime per page: the shell's. The shell publishes its runtime core
        // (window._FEDERATION_RUNTIME_CORE, set when its federation starts) and a remote's
        // remoteEntry.js uses that instead of a copy of its own (11 KB gzip less per remote).
        // A remote therefore runs only inside the shell, as it always does (`npm run dev` too).
        ...(isShell ? { runtimePlugins: [require.resolve('./provide-runtime-core.mjs')] } : {}),
        // The optimization constants drop the parts of the runtime a build never runs: every
        // build runs in browsers only, and a remote loads no remotes itself, so it needs
        // neither the remote loader nor the manifest (snapshot) handling.
        experiments: isShell
          ? { optimization: { target: 'web' } }
          : {
              externalRuntime: true,
              optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
            },
      }),
      ...(isShell
        ? [
            new HtmlWebpackPlugin({
              template: './public/index.html',
              filename: 'index.html',
              // Copied beside index.html and linked from it as <link rel="icon">.
              favicon: './public/favicon.svg',
              inject: 'body',
            }),
            // The first page's stylesheets, and its chunks listed for preloading.
            new ShellPreloadPlugin({ HtmlWebpackPlugin, publicPath: '/' }),
            // The page's one script tag, which starts main.js once the page is painted.
            new PaintFirstPlugin({
              HtmlWebpackPlugin,
              source: path.join(workspaceDir, 'src', 'paint-first.ts'),
              publicPath: '/',
            }),
            // The manifest, icons, offline page and service worker (none in development).
            ...(production ? installableAppPlugins(HtmlWebpackPlugin) : []),
          ]
        : // mf-preload.json: each exposed page's chunks and shared-module copies (preload-plan.cjs).
          [new RemotePreloadPlugin()]),
    ],
    optimization: {
      // SWC's minifier, in webpack's own minimizer plugin, with the two compress passes webpack
      // gives terser by default: a whole build takes about 40% less time than with terser (81 ->
      // 50 s here), and the files come out the same size or slightly smaller.
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 }, mangle: true },
        }),
      ],
      // The shell: each of its shared modules (the kernel, the libraries) is an async chunk of
      // its own, and with webpack's default 20 kB floor what several of them import was copied
      // into each; a lower floor puts it in one chunk that all of them load. A remote keeps the
      // default: the kit and the contract a page uses go in the page's files, not in a dozen
      // chunks of a few hundred bytes that its pages have in common (each one more request).
      splitChunks: {
        minSize: isShell ? 1000 : 20000,
        // On a slow phone network each wave of requests costs a round trip: React, its DOM,
        // the query cache, the store and the i18n instance, which every page needs, load as one
        // file instead of one each over several waves.
        cacheGroups: {
          react: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack|zustand|use-sync-external-store|i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/,
            name: 'react',
            chunks: 'async',
            enforce: true,
          },
          ...(isShell ? SHELL_CHUNK_GROUPS : {}),
        },
      },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

module.exports = { createConfig };
