import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { compileFunction } from 'node:vm';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { SessionUser } from '@portal/shared/contract/auth';
import { isLanguage, type Language } from '@portal/shared/language';
import type { PageState } from '@portal/shared/page-state';
import { PAGE_STATE_ID } from '@portal/shared/page-state';
import { PAGE_SESSION_COOKIE, type PageSessions } from '../auth/page-session';
import { renderCalls, type RenderCall } from '../auth/render-calls';
import type { AccessTokens } from '../auth/tokens';
import type { Database } from '../db/client';
import { readCookies } from '../http/cookies';
import { escapeHtml } from '../http/html';
import type { PageHead, PageHeadReader } from './profile-head';
import { pageEncoding } from './static';
import { PRELOAD_PLAN_FILE, REMOTE_ENTRY_FILE } from './remote-files';

/** The cookie the browser keeps the reader's language in (shared/src/i18n/i18n.ts). */
const LANGUAGE_COOKIE = 'portal_language';

/** One remote page, as the shell's route table names it. */
interface PageRef {
  remote: string;
  module: string;
}

type Resolution =
  { redirectTo: string } | { page: PageRef; title: string | null; access: 'anyone' | 'guarded' };

interface ApiCall {
  method: string;
  url: string;
  headers: Record<string, string>;
}

/** What the shell's server build (shell/src/server/render-page.tsx) exports. */
interface ShellServer {
  provided: Record<string, unknown>;
  pageTitle(titleKey: string | null, language: Language): Promise<string>;
  resolvePage(pathname: string, user: SessionUser | null): Resolution;
  renderPage(
    request: {
      url: string;
      user: SessionUser | null;
      language: Language;
      callApi: (
        call: ApiCall,
      ) => Promise<{ status: number; headers: Record<string, unknown>; body: string }>;
      loadPage: (page: PageRef) => Promise<{ default: unknown }>;
    },
    page: PageRef,
  ): Promise<{ html: string; state: PageState }>;
}

/** A remote's server build: a getter per exposed page. */
type RemoteServer = Record<string, { default: unknown } | undefined>;

/** One page's files, as a remote's mf-preload.json lists them (webpack/preload-plan.cjs). */
interface PlanNode {
  files: string[];
  css?: string[];
  shared: string[];
}
interface PreloadPlan {
  exposes: Record<string, PlanNode>;
  shared: Record<string, PlanNode>;
}

const SHELL_SERVER = path.join('shell-server', 'shell-server.js');
const REMOTE_SERVER = path.join('server', 'remote-server.js');
/** How long remotes.json and the shell's files are used before they are looked at again. */
const RECHECK_MS = 1000;
/** Signed-out renders of public pages kept in memory (each per path, language and build). */
const PUBLIC_PAGES_KEPT = 200;
/** A public page's HTML may be reused by a browser or proxy this long (seconds). */
const PUBLIC_MAX_AGE = 60;

/** Node's own modules, for the server builds (which carry every package they use). */
const nodeRequire = createRequire(__filename);

/**
 * Runs a CommonJS file the way Node would, with `require` answered by `resolve`: a server build
 * is read from the dist folder, wherever it is, and never from the module cache, so a new version
 * of a remote is a new module while renders under way keep the one they started with.
 */
async function loadCommonJs(file: string, resolve: (name: string) => unknown): Promise<unknown> {
  const source = await readFile(file, 'utf8');
  const run = compileFunction(source, ['exports', 'require', 'module', '__filename', '__dirname'], {
    filename: file,
  });
  const module: { exports: unknown } = { exports: {} };
  run.call(module.exports, module.exports, resolve, module, file, path.dirname(file));
  return module.exports;
}

/** A value read from a file, read again when the file's stamp changes (at most once a second). */
function watched<T>(file: string, read: (file: string) => Promise<T>): () => Promise<T | null> {
  let stamp = '';
  let checkedAt = -Infinity;
  let value: Promise<T | null> = Promise.resolve(null);
  return async () => {
    const now = Date.now();
    if (now - checkedAt < RECHECK_MS) return value;
    checkedAt = now;
    let current: string;
    try {
      const stats = await stat(file);
      current = `${stats.mtimeMs}:${stats.size}:${stats.ino}`;
    } catch {
      stamp = '';
      value = Promise.resolve(null);
      return value;
    }
    if (current !== stamp) {
      stamp = current;
      value = read(file).catch(() => {
        stamp = '';
        return null;
      });
    }
    return value;
  };
}

function isRemoteEntries(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/** The folder of a remote's build under dist/, from its entry in remotes.json; null elsewhere. */
function localBuildFolder(dist: string, entry: string): string | null {
  if (!entry.startsWith('/remotes/') || entry.includes('..')) return null;
  return path.join(dist, path.posix.dirname(entry));
}

/** The shell's root element as built, empty (quoted or, minified, not). */
const ROOT_ELEMENT = /<div id=(?:"root"|root)><\/div>/;

/** JSON that is safe inside a `<script>` element: no `</script>` or `<!--` can close it. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface PageRendering {
  /**
   * Answers a GET for a page with its server render, or returns false when the portal has no
   * server build (the static shell is sent then).
   */
  serve(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

export interface PageRenderingOptions {
  dist: string;
  db: Database;
  accessTokens: AccessTokens;
  pageSessions: PageSessions;
  /** Link-preview tags of a page that has them (a public profile). */
  pageHead?: PageHeadReader;
}

/**
 * The portal's pages rendered on the server (docs/rendering.md): the shell's route table decides
 * (a guard's redirect is a 302), the page's remote is loaded from its server build at the version
 * remotes.json names now (read again when it changes, no restart), its queries are answered by
 * this process's API as the page cookie's user, and the HTML streams: the head with every
 * stylesheet and script the page needs first, the rendered page and its state once ready.
 */
export function pageRendering(app: FastifyInstance, options: PageRenderingOptions): PageRendering {
  const { dist } = options;
  const shellFile = path.join(dist, SHELL_SERVER);
  const shellServer = watched(
    shellFile,
    async (file) => (await loadCommonJs(file, nodeRequire)) as ShellServer,
  );
  const indexHtml = watched(path.join(dist, 'shell', 'index.html'), async (file) => {
    const text = await readFile(file, 'utf8');
    return { text, id: createHash('sha256').update(text).digest('base64url') };
  });
  const shellPlan = watched(path.join(dist, 'shell', 'shell-plan.json'), async (file) => {
    const plan = JSON.parse(await readFile(file, 'utf8')) as { provided?: unknown };
    return new Set(Array.isArray(plan.provided) ? plan.provided.map(String) : []);
  });
  const remotesJson = watched(path.join(dist, 'remotes.json'), async (file) => {
    const entries: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (!isRemoteEntries(entries)) throw new Error('remotes.json is not name -> entry');
    return entries;
  });
  /**
   * Each remote version's server build and plan, by folder: loaded once, kept while named. A
   * build runs against one shell's provided modules: a new shell build starts a new set.
   */
  let remoteBuilds = new Map<string, Promise<{ server: RemoteServer; plan: PreloadPlan | null }>>();
  let buildsProvidedBy: Record<string, unknown> | null = null;
  const publicPages = new Map<string, string>();

  function remoteBuild(folder: string, provided: Record<string, unknown>) {
    if (buildsProvidedBy !== provided) {
      buildsProvidedBy = provided;
      remoteBuilds = new Map();
    }
    let build = remoteBuilds.get(folder);
    if (build === undefined) {
      const resolve = (name: string) => (name in provided ? provided[name] : nodeRequire(name));
      build = (async () => {
        const server = (await loadCommonJs(
          path.join(folder, REMOTE_SERVER),
          resolve,
        )) as RemoteServer;
        // A build without its plan renders all the same; its files are then not preloaded.
        const plan = await readFile(path.join(folder, PRELOAD_PLAN_FILE), 'utf8').then(
          (text) => JSON.parse(text) as PreloadPlan,
          () => null,
        );
        return { server, plan };
      })();
      remoteBuilds.set(folder, build);
      build.catch(() => remoteBuilds.delete(folder));
    }
    return build;
  }

  /** Drops the builds of versions remotes.json no longer names (renders under way keep theirs). */
  function forgetOldBuilds(entries: Record<string, string>): void {
    const named = new Set(Object.values(entries).map((entry) => localBuildFolder(dist, entry)));
    for (const folder of remoteBuilds.keys()) if (!named.has(folder)) remoteBuilds.delete(folder);
  }

  async function signedInUser(request: FastifyRequest) {
    const token = readCookies(request.headers.cookie).get(PAGE_SESSION_COOKIE);
    if (token === undefined || token === '') return null;
    return options.pageSessions.userOf(options.db, token);
  }

  function languageOf(request: FastifyRequest, user: SessionUser | null): Language {
    const chosen = readCookies(request.headers.cookie).get(LANGUAGE_COOKIE);
    if (isLanguage(chosen)) return chosen;
    return user?.language ?? 'en';
  }

  /**
   * The stylesheets and scripts of a remote page, from its plan, less what the shell provides,
   * and first the remote's entry: the federation runtime would ask for it only once it has read
   * the manifest, a round trip later.
   */
  function pageFiles(
    plan: PreloadPlan | null,
    expose: string,
    provided: Set<string>,
    base: string,
  ) {
    const start = plan?.exposes[expose];
    const css = new Set<string>();
    const scripts = new Set<string>();
    if (plan === null || start === undefined) return { css: [], scripts: [] };
    scripts.add(REMOTE_ENTRY_FILE);
    for (const file of start.css ?? []) css.add(file);
    for (const file of start.files) scripts.add(file);
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
    const url = (file: string) => `${base}${file}`;
    return { css: [...css].map(url), scripts: [...scripts].map(url) };
  }

  /** A `<meta name>` listing addresses, as the shell's paint-first script reads it. */
  function listedMeta(name: string, hrefs: readonly string[]): string {
    return `<meta name="${name}" content="${escapeHtml(hrefs.join(' '))}">`;
  }

  function headTags(
    title: string,
    head: PageHead | null,
    remotes: Record<string, string>,
    files: { css: string[]; scripts: string[] },
    remoteEntry: string | null,
  ): string {
    const meta = (head?.meta ?? [])
      .map(
        ({ attribute, key, content }) =>
          `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`,
      )
      .join('');
    const stylesheets = files.css.map(
      (href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`,
    );
    // Started once the page is painted (shell/src/paint-first.ts), never before.
    const preloads = [
      remoteEntry === null ? '' : listedMeta('portal-preload-fetch', [remoteEntry]),
      files.scripts.length === 0 ? '' : listedMeta('portal-preload', files.scripts),
    ];
    return (
      `<title>${escapeHtml(head?.title ?? title)}</title>${meta}` +
      `<meta name="portal-remotes" content="${escapeHtml(JSON.stringify(remotes))}">` +
      stylesheets.join('') +
      preloads.join('')
    );
  }

  /** Sends `html` in the encoding the client accepts; the head is sent before the rest is ready. */
  function startReply(request: FastifyRequest, reply: FastifyReply) {
    const body = new PassThrough();
    const encoding = pageEncoding(request.headers['accept-encoding']);
    const compressor =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? createGzip({ level: 6 })
          : null;
    void reply.header('Vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8');
    if (compressor !== null) void reply.header('Content-Encoding', encoding);
    void reply.send(compressor === null ? body : body.pipe(compressor));
    return {
      write(text: string) {
        body.write(text);
        compressor?.flush();
      },
      end(text: string) {
        body.end(text);
      },
    };
  }

  return {
    async serve(request, reply) {
      const shell = await shellServer();
      const built = await indexHtml();
      if (shell === null || built === null) return false;
      const template = built.text;
      const url = request.url;
      const pathname = url.split('?', 1)[0] ?? '/';
      const signedIn = await signedInUser(request);
      const user = signedIn?.user ?? null;
      const resolution = shell.resolvePage(pathname, user);
      if ('redirectTo' in resolution) {
        void reply.header('Cache-Control', 'no-store');
        await reply.redirect(resolution.redirectTo, 302);
        return true;
      }
      const language = languageOf(request, user);
      const entries = (await remotesJson()) ?? {};
      forgetOldBuilds(entries);
      const provided = (await shellPlan()) ?? new Set<string>();
      const { page } = resolution;
      const entry = entries[page.remote];
      const folder = entry === undefined ? null : localBuildFolder(dist, entry);
      const build = folder === null ? null : remoteBuild(folder, shell.provided);
      const loaded = build === null ? null : await build.catch(() => null);
      const files =
        loaded === null || entry === undefined
          ? { css: [], scripts: [] }
          : pageFiles(loaded.plan, page.module, provided, path.posix.dirname(entry) + '/');
      const cacheable = user === null && resolution.access === 'anyone' && !url.includes('?');
      const isProfile = pathname.startsWith('/user/');
      void reply.header(
        'Cache-Control',
        user !== null
          ? 'no-store'
          : `public, max-age=${isProfile ? PUBLIC_MAX_AGE / 2 : PUBLIC_MAX_AGE}`,
      );
      const head = isProfile && options.pageHead ? await options.pageHead(request) : null;
      const cacheKey = `${language}|${url}|${JSON.stringify(entries)}|${built.id}`;
      const kept = cacheable && !isProfile ? publicPages.get(cacheKey) : undefined;
      const out = startReply(request, reply);
      if (kept !== undefined) {
        out.end(kept);
        return true;
      }
      const htmlLang = template.replace(
        /<html lang=(?:"[^"]*"|[^\s>]*)/,
        `<html lang="${language}"`,
      );
      const withoutTitle = htmlLang.replace(/<title>[^<]*<\/title>/, '');
      const headEnd = withoutTitle.indexOf('</head>');
      const rootAt = withoutTitle.search(ROOT_ELEMENT);
      if (headEnd === -1 || rootAt === -1) {
        out.end(template);
        return true;
      }
      const title = await shell.pageTitle(resolution.title, language);
      const start =
        withoutTitle.slice(0, headEnd) +
        headTags(title, head, entries, files, loaded === null ? null : (entry ?? null)) +
        withoutTitle.slice(headEnd, rootAt);
      // The head goes out now: the browser fetches the stylesheets while the page's data is read
      // and the page rendered (its scripts wait for the page's first paint).
      out.write(start);
      const rootClose = withoutTitle.slice(rootAt).replace(ROOT_ELEMENT, '');
      // One access token for the render's calls, made when the first call needs it; the calls
      // are the render's (auth/render-calls.ts): its session was checked above, once.
      let caller: Promise<{ token: string; run: RenderCall }> | null = null;
      const callApi = async (call: ApiCall) => {
        if (signedIn !== null) {
          caller ??= options.accessTokens
            .sign(signedIn.claims)
            .then((token) => ({ token, run: renderCalls(token, signedIn.apiUser) }));
        }
        const inject = (headers: Record<string, string>) =>
          app.inject({ method: 'GET', url: `/api${call.url}`, headers });
        const as = caller === null ? null : await caller;
        const answer =
          as === null
            ? await inject(call.headers)
            : await as.run(() => inject({ ...call.headers, authorization: `Bearer ${as.token}` }));
        return { status: answer.statusCode, headers: answer.headers, body: answer.body };
      };
      const loadPage = async (wanted: PageRef) => {
        const wantedEntry = entries[wanted.remote];
        const wantedFolder = wantedEntry === undefined ? null : localBuildFolder(dist, wantedEntry);
        if (wantedFolder === null) throw new Error(`${wanted.remote} has no server build here`);
        const { server } = await remoteBuild(wantedFolder, shell.provided);
        const module = server[wanted.module];
        if (!module?.default) throw new Error(`${wanted.remote}/${wanted.module} exports no page`);
        return module;
      };
      let rendered: { html: string; state: PageState } | null = null;
      try {
        rendered = await shell.renderPage(
          { url, user: signedIn?.user ?? null, language, callApi, loadPage },
          page,
        );
      } catch (error) {
        // The page then starts in the browser, as a page without a server render does.
        request.log.error({ err: error }, 'a page failed to render on the server');
      }
      const rest =
        rendered === null
          ? `<div id="root"></div>${rootClose}`
          : `<div id="root">${rendered.html}</div>` +
            `<script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(rendered.state)}</script>` +
            rootClose;
      if (cacheable && !isProfile && rendered !== null && !rendered.state.page.failed) {
        publicPages.set(cacheKey, start + rest);
        if (publicPages.size > PUBLIC_PAGES_KEPT) {
          publicPages.delete(publicPages.keys().next().value ?? '');
        }
      }
      out.end(rest);
      return true;
    },
  };
}
