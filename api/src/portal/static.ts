import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { escapeHtml } from '../http/html';
import type { PageHeadReader, PageHead } from './profile-head';
import type { PageRendering } from './render';
import { MUTABLE_REMOTE_FILES } from './remote-files';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The copies scripts/build.mjs writes beside a file, served in its place by content negotiation. */
const COMPRESSED_COPY = /\.(?:br|gz)$/;
/**
 * Never served: source maps stay beside the build for debugging, compressed copies by name, and a
 * remote's server build (its `server/` folder), which only the server reads.
 */
const NEVER_SERVED = /\.(?:map|br|gz)$|\/server\//;
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

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * index.html with remotes.json in it, as `<meta name="portal-remotes" content="...">`, so the shell
 * knows its remotes without a request of its own (one round trip less before a page's remote loads;
 * shell/src/remotes/remote-registry.ts). A `<meta>`, not a script: the Content-Security-Policy
 * allows no inline script. An unreadable or invalid remotes.json leaves the page as built: the
 * shell then fetches /remotes.json itself.
 */
export function withInlineRemotes(indexHtml: string, remotesJson: string | null): string {
  if (remotesJson === null) return indexHtml;
  let remotes: unknown;
  try {
    remotes = JSON.parse(remotesJson);
  } catch {
    return indexHtml;
  }
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) return indexHtml;
  const meta = `<meta name="portal-remotes" content="${escapeHtml(JSON.stringify(remotes))}">`;
  const head = indexHtml.indexOf('</head>');
  if (head === -1) return indexHtml;
  return `${indexHtml.slice(0, head)}${meta}${indexHtml.slice(head)}`;
}

/** The shell's root element, empty as built (quoted or, minified, not): a first paint follows it. */
const ROOT_ELEMENT = /<div id=(?:"root"|root)><\/div>/;
/** The language of `<html>` as built (quoted or not). */
const HTML_LANG = /<html lang=(?:"[^"]*"|[^\s>]*)/;

/**
 * The shell's page with a page's own head and first paint: its `<title>` in place of the built
 * one, its `<meta>` elements before `</head>`, every value escaped (a bio is anyone's text), its
 * language as `<html lang>`, and its first paint right after the root element, over it until the
 * page replaces it (shared/src/first-paint.ts). No script: the Content-Security-Policy allows no
 * inline script.
 */
export function withPageHead(indexHtml: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const meta = head.meta
    .map(
      ({ attribute, key, content }) =>
        `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`,
    )
    .join('');
  const builtTitle = /<title>[^<]*<\/title>/.exec(indexHtml);
  const page =
    builtTitle === null
      ? indexHtml
      : indexHtml.slice(0, builtTitle.index) +
        indexHtml.slice(builtTitle.index + builtTitle[0].length);
  const end = page.indexOf('</head>');
  if (end === -1) return indexHtml;
  // Replaced by functions: a replacement string would read `$&` or `$'` in a bio as patterns.
  return `${page.slice(0, end)}${title}${meta}${page.slice(end)}`
    .replace(HTML_LANG, () => `<html lang="${head.language}"`)
    .replace(ROOT_ELEMENT, (root) => `${root}${head.firstPaint}`);
}

interface CompressedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

interface ShellPage extends CompressedPage {
  /** The page as text, for pages that add their own head to it. */
  text: string;
}

async function compressPage(text: string): Promise<CompressedPage> {
  const html = Buffer.from(text);
  const [br, gz] = await Promise.all([
    compressBrotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    compressGzip(html, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { html, br, gzip: gz };
}

/** How many pages with their own head stay compressed in memory (the most recently made). */
const PAGE_CACHE_SIZE = 500;

/**
 * Pages with their own head, compressed once each: keyed by the whole page, so a changed profile
 * or a redeployed shell makes a new entry and an old one is never sent; the oldest entry leaves
 * when the cache is full.
 */
function pageCache(): (text: string) => Promise<CompressedPage> {
  const pages = new Map<string, Promise<CompressedPage>>();
  return (text) => {
    let page = pages.get(text);
    if (page === undefined) {
      page = compressPage(text);
      pages.set(text, page);
      page.catch(() => pages.delete(text));
      if (pages.size > PAGE_CACHE_SIZE) pages.delete(pages.keys().next().value ?? '');
    }
    return page;
  };
}

/** The stamp of a file that changes when it is rewritten; null when it is missing. */
async function stampOf(file: string): Promise<string | null> {
  try {
    const stats = await stat(file);
    return `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
  } catch {
    return null;
  }
}

async function readOrNull(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * The shell's page with the current remotes.json in it, compressed both ways; made again when
 * index.html or remotes.json changes (a remote is redeployed by editing remotes.json while the
 * server runs, and the next page load must see it). Null when there is no build.
 */
function shellPageReader(indexHtml: string, remotesJson: string): () => Promise<ShellPage | null> {
  let version = '';
  let page: Promise<ShellPage | null> = Promise.resolve(null);
  return async () => {
    const [indexStamp, remotesStamp] = await Promise.all([
      stampOf(indexHtml),
      stampOf(remotesJson),
    ]);
    if (indexStamp === null) return null;
    const stamp = `${indexStamp}|${remotesStamp ?? ''}`;
    if (stamp !== version) {
      version = stamp;
      page = (async () => {
        const [index, remotes] = await Promise.all([
          readOrNull(indexHtml),
          readOrNull(remotesJson),
        ]);
        if (index === null) return null;
        const text = withInlineRemotes(index, remotes);
        return { text, ...(await compressPage(text)) };
      })().catch(() => {
        version = '';
        return null;
      });
    }
    return page;
  };
}

/** The encoding to send a page in, from the request's Accept-Encoding (q=0 refuses one). */
export function pageEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    String(acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(';', 1)[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

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
export async function portalStatic(
  app: FastifyInstance,
  options: { dist: string; pageHead?: PageHeadReader; rendering?: PageRendering },
): Promise<void> {
  const shellDir = path.join(options.dist, 'shell');
  const remotesDir = path.join(options.dist, 'remotes');
  const indexHtml = path.join(shellDir, 'index.html');
  const shellCacheControlOf = shellCacheControl(shellDir);
  if (!existsSync(indexHtml))
    app.log.warn(`No portal build in ${options.dist}: run npm run build.`);

  const shellPage = shellPageReader(indexHtml, path.join(options.dist, 'remotes.json'));
  const pagesWithHead = pageCache();
  /** The shell, with the page's own head when it has one (a profile's link-preview tags). */
  const pageFor = async (request: FastifyRequest): Promise<CompressedPage | null> => {
    const shell = await shellPage();
    if (shell === null || options.pageHead === undefined) return shell;
    const head = await options.pageHead(request);
    return head === null ? shell : pagesWithHead(withPageHead(shell.text, head));
  };
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'GET' && (await options.rendering?.serve(request, reply))) return reply;
    const page = await pageFor(request);
    if (!page) {
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_TEXT);
    }
    const encoding = pageEncoding(request.headers['accept-encoding']);
    void reply
      .header('Cache-Control', NO_CACHE)
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (encoding === null) return reply.send(page.html);
    return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
  };

  // A GET of a page path is answered by its page at once: a page path never names a file
  // (isShellRoute), and asking @fastify/static first costs a directory read and a stat of the
  // build's folder on every page. A callback hook that never calls `next` for a page, so nothing
  // after it runs: an async hook's chain goes on unless the reply has ended by the time it
  // resolves, and a page's reply is a stream that may still be flowing (or was cut off by the
  // client), which would send the page a second time.
  app.addHook('onRequest', (request, reply, next) => {
    const isPage =
      request.method === 'GET' &&
      request.routeOptions.url === '/*' &&
      isShellRoute(request.method, request.url);
    if (!isPage) {
      next();
      return;
    }
    sendShell(request, reply).catch((error: unknown) => reply.send(error));
  });

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

  app.get('/', { schema: { hide: true } }, (request, reply) => sendShell(request, reply));

  app.setNotFoundHandler((request: FastifyRequest, reply) => {
    if (isShellRoute(request.method, request.url)) return sendShell(request, reply);
    // A form of a server-rendered page submitted before the page's script ran: nothing is done
    // with it, and the page is shown again to be filled in once it runs.
    if (
      request.method === 'POST' &&
      isShellRoute('GET', request.url) &&
      request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') === true
    ) {
      return reply.code(303).header('Location', request.url).send();
    }
    return reply.code(404).send({ error: 'Not found.' });
  });
}
