import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import axios, { AxiosError } from 'axios';
import * as reactQuery from '@tanstack/react-query';
import { dehydrate } from '@tanstack/react-query';
import * as i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import * as react from 'react';
import * as reactJsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import * as reactI18next from 'react-i18next';
import * as zustand from 'zustand';
import * as zustandVanilla from 'zustand/vanilla';
import * as apiClient from '@portal/shared/api-client';
import * as authStore from '@portal/shared/auth-store';
import { AuthStoreContext, createRenderedAuthStore } from '@portal/shared/auth-store';
import type { SessionUser } from '@portal/shared/contract/auth';
import { createQueryClient } from '@portal/shared/data/query-client';
import * as i18nModule from '@portal/shared/i18n/i18n';
import { i18n, registeredNamespaces } from '@portal/shared/i18n/i18n';
import type { Language } from '@portal/shared/language';
import type { PageState } from '@portal/shared/page-state';
import * as router from '@portal/shared/router';
import { StaticRouter } from '@portal/shared/router';
import { PortalTree } from '../portal-tree';
import type { RemotePageLoader, RemotePageModule } from '../remotes/remote-loader-context';
import { resolveRoute } from '../routes/resolve-route';
import { ROUTES, UNKNOWN_PATH_REDIRECT, type RemotePageRef } from '../routes/route-table';
import { matchesPath } from '../routes/match-path';
import { documentTitle } from '../routes/page-title';
import { preloadedPageLoader } from '../remotes/preloaded-loader';
import { RenderQueryClient } from './render-query-client';

/**
 * The modules a remote's server build takes from this one instead of carrying its own
 * (webpack/server.cjs lists the same names): one React, one query cache, one i18n instance and
 * one router context per render, and the session, the API client and the messages registry of
 * this process. Everything else of @portal/shared a remote bundles itself.
 */
export const provided: Record<string, unknown> = {
  react,
  'react/jsx-runtime': reactJsxRuntime,
  'react-dom': reactDom,
  '@tanstack/react-query': reactQuery,
  i18next,
  'react-i18next': reactI18next,
  zustand,
  'zustand/vanilla': zustandVanilla,
  '@portal/shared/api-client': apiClient,
  '@portal/shared/auth-store': authStore,
  '@portal/shared/i18n/i18n': i18nModule,
  '@portal/shared/router': router,
};

/** One GET the page's queries make, answered by the API in this process. */
export interface ApiCall {
  method: string;
  /** The path under /api with its query, as the API client asks for it ('/campaigns/?page=2'). */
  url: string;
  headers: Record<string, string>;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RenderRequest {
  /** The path and query asked for. */
  url: string;
  user: SessionUser | null;
  language: Language;
  /** Answers the API client's calls as the page's user (the page cookie's session). */
  callApi: (call: ApiCall) => Promise<ApiAnswer>;
  /** The remote page's module from its server build, at the version remotes.json names now. */
  loadPage: (page: RemotePageRef) => Promise<RemotePageModule>;
}

export type Resolution =
  | { redirectTo: string }
  | { page: RemotePageRef; title: string | null; access: 'anyone' | 'guarded' };

/**
 * The route table's answer for a path and user, as the shell's router gives it in the browser:
 * a redirect (not signed in, wrong role, a moved path, an unknown path) or the remote page.
 */
export function resolvePage(pathname: string, user: Pick<SessionUser, 'role'> | null): Resolution {
  const entry = ROUTES.find((route) => matchesPath(route.path, pathname));
  if (!entry) return { redirectTo: UNKNOWN_PATH_REDIRECT };
  const resolution = resolveRoute(entry, user);
  if ('redirectTo' in resolution) return resolution;
  const { remote, module, title } = resolution.page;
  return {
    page: { remote, module },
    title: title,
    access: entry.access === 'anyone' ? 'anyone' : 'guarded',
  };
}

/** The calls of the render running now: the API client's transport on the server reads them. */
const currentRender = new AsyncLocalStorage<RenderRequest>();

/**
 * On the server the API client never opens a connection: its calls go to the API of this process
 * as the rendered page's user, in the page's language. A call outside a render is refused.
 */
apiClient.api.setTransport(async (config) => {
  const render = currentRender.getStore();
  if (render === undefined) throw new Error('The API client is called outside a page render');
  const method = (config.method ?? 'get').toUpperCase();
  if (method !== 'GET') throw new Error(`A page render only reads: ${method} refused`);
  const url = axios.getUri(config).replace(/^\/api/, '');
  const answer = await render.callApi({
    method,
    url,
    headers: { 'accept-language': render.language },
  });
  const data: unknown = answer.body === '' ? null : JSON.parse(answer.body);
  const response = {
    data,
    status: answer.status,
    statusText: String(answer.status),
    headers: answer.headers,
    config,
    request: {},
  };
  if (answer.status >= 400) {
    throw new AxiosError(`The API answered ${answer.status}`, undefined, config, {}, response);
  }
  return response;
});

/**
 * The whole tree rendered, every Suspense boundary resolved and written in place: no fallback and
 * no inline script (the Content-Security-Policy allows none). React writes a large boundary apart
 * with a script that moves it into place, unless the chunk size is unbounded; a component that
 * throws leaves its boundary to the browser, with such a script too, so a render with an error
 * is refused as a whole (the page is then rendered by the browser).
 */
function renderWhole(tree: react.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failure: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => {
      if (failure !== null) reject(failure);
      else if (/<script/i.test(html)) reject(new Error('The render wrote an inline script'));
      else resolve(html);
    });
    const stream = renderToPipeableStream(tree, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        failure ??= error;
      },
    });
  });
}

/**
 * The request's i18n copy as the tree is given it: an object with no properties of its own that
 * inherits everything from the copy (i18next binds its methods to the copy, so they act on it).
 * react-i18next's `useTranslation` makes a new object with every own property of the instance it
 * is given the first time a component calls it, and on the server every call is a first one:
 * with the copy's forty-odd properties that was about a millisecond of each dashboard render.
 */
function forTranslation(pageI18n: I18n): I18n {
  return Object.create(pageI18n) as I18n;
}

export interface RenderedPage {
  html: string;
  state: PageState;
}

/**
 * The shell's messages in each language, for page titles: one copy of the i18n instance per
 * language, made once and only read (a title needs nothing of the request). The copies share the
 * instance's messages, so a namespace a render loads later is theirs too.
 */
const titleTexts = new Map<Language, Promise<I18n>>();

function titleTextsIn(language: Language): Promise<I18n> {
  let texts = titleTexts.get(language);
  if (texts === undefined) {
    const inLanguage = i18n.cloneInstance({ lng: language, initAsync: false });
    texts = (language === 'en' ? Promise.resolve() : inLanguage.loadNamespaces('shell')).then(
      () => inLanguage,
    );
    titleTexts.set(language, texts);
  }
  return texts;
}

/** The browser tab's text for a page in `language` (page-title.ts), for the page's `<title>`. */
export async function pageTitle(titleKey: string | null, language: Language): Promise<string> {
  if (titleKey === null) return documentTitle(null);
  const inLanguage = await titleTextsIn(language);
  return documentTitle(inLanguage.t(titleKey, { ns: 'shell' }));
}

/**
 * Renders one page for one request: the shell's frame with the remote page, each from a session,
 * query cache, i18n copy and router of its own (nothing a concurrent render could see). Each
 * query the page asks for is fetched as the render reaches it, through the page's own query
 * function (the API client, answered by `callApi`), and the part of the page that asked for it is
 * rendered when its data is in (RenderQueryClient); the cache then travels in the page state.
 */
export async function renderPage(
  request: RenderRequest,
  page: RemotePageRef,
): Promise<RenderedPage> {
  const { language, user } = request;
  const pageI18n = i18n.cloneInstance({ lng: language, initAsync: false });
  let outcome: { module: RemotePageModule } | { error: unknown };
  try {
    outcome = { module: await request.loadPage(page) };
  } catch (error) {
    outcome = { error };
  }
  if (language !== 'en') await pageI18n.loadNamespaces(registeredNamespaces());
  const queryClient = createQueryClient(RenderQueryClient);
  const sessionStore = createRenderedAuthStore(user);
  const loader: RemotePageLoader = preloadedPageLoader(page, outcome, request.loadPage);
  const router = ({ children }: { children: react.ReactNode }) => (
    <StaticRouter location={request.url}>{children}</StaticRouter>
  );
  const tree = (
    <AuthStoreContext.Provider value={sessionStore}>
      <PortalTree
        i18n={forTranslation(pageI18n)}
        queryClient={queryClient}
        loadPage={loader}
        router={router}
      />
    </AuthStoreContext.Provider>
  );
  const html = await currentRender.run(request, () => renderWhole(tree));
  const queries = dehydrate(queryClient);
  queryClient.clear();
  return {
    html,
    state: { user, language, queries, page: { ...page, failed: 'error' in outcome } },
  };
}
