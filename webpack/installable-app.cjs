/**
 * What makes the portal an installable web app (docs/rendering.md, "The installable web app"):
 * the shell's public files copied beside index.html (the web app manifest, its icons and the
 * offline page), and a Workbox service worker, `sw.js`.
 *
 * The service worker keeps files named by their content, so a second visit downloads no script it
 * already has: the shell's first-load files are precached when it installs, every other
 * content-named file (the shell's later chunks, every remote's chunks, fonts) is kept the first
 * time the page loads it. It never keeps a page, `remotes.json`, a remote's entry or manifest, or
 * anything under /api: those always come from the network, so a redeployed remote is seen at once.
 * A page asked for without a connection gets the offline page instead of the browser's error.
 * A new service worker takes over at once (skipWaiting, clientsClaim): pages come from the network,
 * so the next navigation runs the new deploy.
 */
const fs = require('node:fs');
const path = require('node:path');
const { GenerateSW } = require('workbox-webpack-plugin');

/** The shell's public files the build copies as they are (index.html and favicon.svg aside). */
const PUBLIC_FILES = [
  'manifest.webmanifest',
  'offline.css',
  'icons/icon-192.png',
  'icons/icon-512.png',
  'icons/maskable-512.png',
];

/** A file name with the 10-character content hash the portal's builds write. */
const CONTENT_NAMED = /\.[0-9a-f]{10}\./;

/** Copies PUBLIC_FILES from the workspace's public/ into the build, before the worker lists them. */
class PublicFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of PUBLIC_FILES) {
            const source = path.join(compiler.context, 'public', file);
            compilation.fileDependencies.add(source);
            compilation.emitAsset(file, new sources.RawSource(fs.readFileSync(source)));
          }
        },
      );
    });
  }
}

/** @param {typeof import('html-webpack-plugin')} HtmlWebpackPlugin */
function installableAppPlugins(HtmlWebpackPlugin) {
  return [
    new PublicFilesPlugin(),
    // The offline page, on the first load's stylesheet (the design tokens) and its own.
    new HtmlWebpackPlugin({
      template: './public/offline.html',
      filename: 'offline.html',
      inject: false,
    }),
    new GenerateSW({
      swDest: 'sw.js',
      // One file: no importScripts of a separate Workbox runtime.
      inlineWorkboxRuntime: true,
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      navigationPreload: true,
      sourcemap: false,
      // Precached: the files every page's first load runs, and the offline page with what it shows.
      include: [
        /^(?:main|paint-first)\.[0-9a-f]{10}\.(?:js|css)$/,
        /^chunks\/(?:react|start)\.[0-9a-f]{10}\.(?:js|css)$/,
        /^chunks\/noto-sans-bengali-switch-\d+\.[0-9a-f]{10}\.woff2$/,
        /^offline\.(?:html|css)$/,
        /^favicon\.svg$/,
      ],
      // Content-named files need no revision of their own.
      dontCacheBustURLsMatching: CONTENT_NAMED,
      runtimeCaching: [
        {
          // Workbox writes this function into sw.js by its source: it may use nothing around it.
          urlPattern: ({ request }) => request.mode === 'navigate',
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/offline.html' } },
        },
        {
          urlPattern: ({ sameOrigin, url }) =>
            sameOrigin &&
            !url.pathname.startsWith('/api/') &&
            /\.[0-9a-f]{10}\.(?:js|css|woff2)$/.test(url.pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: 'portal-files',
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 200 },
          },
        },
      ],
    }),
  ];
}

module.exports = { installableAppPlugins };
