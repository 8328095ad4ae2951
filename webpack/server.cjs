/**
 * The server builds: beside its browser build, the shell and every remote build one CommonJS file
 * for the portal's server to render pages with (docs/rendering.md).
 *
 * - The shell's (`dist/shell-server/shell-server.js`) carries everything it needs (React, its
 *   DOM server renderer, TanStack Query, i18next, the router, @portal/shared), built for
 *   production, and hands a remote the modules listed in SERVER_PROVIDED
 *   (shell/src/server/render-page.tsx, `provided`).
 * - A remote's (`dist/remotes/<remote>/<version>/server/remote-server.js`) exports a getter per
 *   exposed page. It takes SERVER_PROVIDED from the shell's (`require(name)`, answered by the
 *   server from the shell's `provided`), and carries the rest of its code itself: a remote
 *   deployed alone brings its own copy of everything but those.
 *
 * Class names of CSS Modules are hashed as the browser builds hash them (same context, same
 * pattern), so the server's HTML names the classes the browser's stylesheets define; no CSS is
 * emitted here.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { breakpointMedia } = require('./breakpoints-media.cjs');
const { DIST, ROOT, SHELL, remoteLocation } = require('./workspaces.cjs');

/** The packages and @portal/shared modules a render must have once (one React, one context). */
const SERVER_PROVIDED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'zustand',
  'zustand/vanilla',
  '@portal/shared/api-client',
  '@portal/shared/auth-store',
  '@portal/shared/i18n/i18n',
  '@portal/shared/router',
];

const SHARED_SRC = path.join(ROOT, 'shared', 'src');

/** The SERVER_PROVIDED name of a request, also when shared imports the module by relative path. */
function providedName(context, request) {
  if (SERVER_PROVIDED.includes(request)) return request;
  if (!request.startsWith('.') || !context.startsWith(SHARED_SRC)) return undefined;
  const target = path.relative(SHARED_SRC, path.resolve(context, request)).replace(/\.tsx?$/, '');
  const name = `@portal/shared/${target.split(path.sep).join('/')}`;
  return SERVER_PROVIDED.includes(name) ? name : undefined;
}

/** Where the server builds go. */
function serverOutputDir(workspace) {
  return workspace === SHELL
    ? path.join(DIST, 'shell-server')
    : path.join(remoteLocation(workspace).outputDir, 'server');
}

const SERVER_FILE = { shell: 'shell-server.js', remote: 'remote-server.js' };

/**
 * A remote's server entry: one getter per exposed page, so a page's module runs when it is first
 * rendered. Written under the system's temporary folder (it names the pages by absolute path).
 */
function remoteEntryFile(workspace, exposes) {
  const workspaceDir = path.join(ROOT, workspace);
  const lines = Object.entries(exposes).map(
    ([name, file]) =>
      `  get ${JSON.stringify(name.replace(/^\.\//, ''))}() { return require(${JSON.stringify(path.resolve(workspaceDir, file))}); },`,
  );
  const source = `module.exports = {\n${lines.join('\n')}\n};\n`;
  const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 12);
  const folder = path.join(os.tmpdir(), 'portal-server-entries');
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${workspace}-${hash}.js`);
  if (!fs.existsSync(file)) fs.writeFileSync(file, source);
  return file;
}

/**
 * @param {object} options
 * @param {string} options.workspace 'shell' or a remote
 * @param {Record<string, string>} options.exposes a remote's exposed modules
 * @param {boolean} options.production
 * @param {object[]} options.scriptRules the browser build's rule for TypeScript, reused as it is
 */
function createServerConfig({ workspace, exposes, production, scriptRules }) {
  const isShell = workspace === SHELL;
  return {
    name: `${workspace}-server`,
    mode: production ? 'production' : 'development',
    target: 'node20',
    context: path.join(ROOT, workspace),
    entry: {
      [SERVER_FILE[isShell ? 'shell' : 'remote'].replace(/\.js$/, '')]: isShell
        ? './src/server/render-page.tsx'
        : remoteEntryFile(workspace, exposes),
    },
    devtool: false,
    output: {
      path: serverOutputDir(workspace),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's production build (its package resolves to the development one).
      alias: reactRouterProduction(),
    },
    externals: isShell
      ? []
      : [
          ({ context, request }, callback) => {
            const name = providedName(context ?? '', request ?? '');
            if (name === undefined) return callback();
            return callback(null, `commonjs ${name}`);
          },
        ],
    module: {
      rules: [
        ...scriptRules,
        {
          test: /\.css$/,
          use: [
            {
              loader: 'css-loader',
              options: {
                url: false,
                import: false,
                modules: {
                  auto: true,
                  namedExport: false,
                  exportLocalsConvention: 'camel-case-only',
                  exportOnlyLocals: true,
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
      ],
    },
    plugins: [
      // One file: the server reads it whole when remotes.json names its version.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** react-router and react-router/dom resolved to their production builds. */
function reactRouterProduction() {
  const dist = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist',
    'production',
  );
  return {
    'react-router$': path.join(dist, 'index.mjs'),
    'react-router/dom$': path.join(dist, 'dom-export.mjs'),
  };
}

module.exports = {
  createServerConfig,
  reactRouterProduction,
  serverOutputDir,
  SERVER_FILE,
  SERVER_PROVIDED,
};
