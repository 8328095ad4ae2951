import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files a redeploy changes in place: the browser must revalidate them every time. */
const MUTABLE_REMOTE_FILES = new Set(['remoteEntry.js', 'mf-manifest.json']);
/** The copies scripts/build.mjs writes beside a file, served in its place by content negotiation. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;
/** Never served: source maps stay beside the build for debugging, and compressed copies by name. */
const NEVER_SERVED = /\.(?:map|br|gz)$/;
/**
 * The last path segment of a request for a file rather than a page. A page path never ends in one
 * of these, while it may hold a dot elsewhere (a username such as `nusrat.styles` in /user/...).
 */
const FILE_EXTENSION =
  /\.(?:js|mjs|css|map|json|txt|html?|xml|ico|png|jpe?g|gif|webp|avif|svg|woff2?|ttf|otf|wasm|br|gz|webmanifest)$/i;
/** Folders of files only: a path below them that is not a file is a 404, never the shell. */
const FILE_FOLDERS = ['/api/', '/remotes/', '/uploads/'];

export const NOT_BUILT_TEXT =
  'The portal has not been built yet. Run `npm run build`, then reload this page. ' +
  'The API is available under /api.\n';

/** The name of the file a reply sends, without the `.br`/`.gz` of a precompressed copy. */
function logicalName(file: string): string {
  return path.basename(file).replace(COMPRESSED_COPY, '');
}

/**
 * The shell's chunks are named by their content ([contenthash], computed on the final bytes):
 * cached for a year. Its entry (`main.<fullhash>.js`, a hash webpack computes before the final
 * bytes) and everything else are revalidated.
 */
function shellCacheControl(shellDir: string): (file: string) => string {
  const chunksDir = path.resolve(shellDir, 'chunks') + path.sep;
  return (file) => (path.resolve(file).startsWith(chunksDir) ? IMMUTABLE : NO_CACHE);
}

function remoteCacheControl(file: string): string {
  return MUTABLE_REMOTE_FILES.has(logicalName(file)) ? NO_CACHE : IMMUTABLE;
}

/**
 * Whether a request that matched no route and no file gets the shell (SPA fallback): every GET or
 * HEAD of a page path, whatever its Accept header (browsers, curl, link-preview crawlers alike).
 * Paths under /api, /remotes and /uploads, and paths naming a file, get a 404 instead.
 */
export function isShellRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?', 1)[0] ?? '';
  if (pathname === '/api' || FILE_FOLDERS.some((folder) => pathname.startsWith(folder))) {
    return false;
  }
  return !FILE_EXTENSION.test(pathname);
}

/**
 * Serves the built portal from PORTAL_DIST: dist/shell at /, dist/remotes at /remotes/,
 * dist/remotes.json, and the shell's index.html for client routes (SPA fallback). Files are sent
 * as the `.br` or `.gz` copy the build wrote beside them when the client accepts it (with
 * `Vary: Accept-Encoding`); content-named chunks are cached for a year, everything else revalidated.
 * Source maps are never served. Unknown /api paths and missing files get a 404 JSON.
 */
export async function portalStatic(app: FastifyInstance, options: { dist: string }): Promise<void> {
  const shellDir = path.join(options.dist, 'shell');
  const remotesDir = path.join(options.dist, 'remotes');
  const indexHtml = path.join(shellDir, 'index.html');
  const shellCacheControlOf = shellCacheControl(shellDir);
  if (!existsSync(indexHtml))
    app.log.warn(`No portal build in ${options.dist}: run npm run build.`);

  const common = {
    index: false,
    cacheControl: false,
    serveDotFiles: false,
    preCompressed: true,
    suppressWarning: true,
    allowedPath: (pathname: string) => !NEVER_SERVED.test(pathname),
  } as const;
  await app.register(fastifyStatic, {
    ...common,
    root: shellDir,
    prefix: '/',
    wildcard: true,
    setHeaders: (reply, file) => reply.header('Cache-Control', shellCacheControlOf(file)),
  });
  await app.register(fastifyStatic, {
    ...common,
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    setHeaders: (reply, file) => reply.header('Cache-Control', remoteCacheControl(file)),
  });

  app.get('/remotes.json', { schema: { hide: true } }, (_request, reply) =>
    reply.header('Cache-Control', NO_CACHE).sendFile('remotes.json', options.dist),
  );

  const sendShell = (reply: FastifyReply) => {
    if (!existsSync(indexHtml)) {
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_TEXT);
    }
    return reply.header('Cache-Control', NO_CACHE).sendFile('index.html', shellDir);
  };

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendShell(reply));

  app.setNotFoundHandler((request: FastifyRequest, reply) => {
    if (isShellRoute(request.method, request.url)) return sendShell(reply);
    return reply.code(404).send({ error: 'Not found.' });
  });
}
