import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '@portal/shared/router';
import { createQueryClient } from '@portal/shared/data/query-client';
import {
  chooseLanguage,
  i18n,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  registeredNamespaces,
} from '@portal/shared/i18n/i18n';
import { pageState, type PageState } from '@portal/shared/page-state';
import { PortalTree } from './portal-tree';
import { preloadedPageLoader, type LoadOutcome } from './remotes/preloaded-loader';
import type { RemotePageLoader } from './remotes/remote-loader-context';
import { loadRemotePage } from './remotes/remote-registry';
import type { RemotePageRef } from './routes/route-table';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The portal's one query cache: every remote reads and writes it through the shared singleton. */
const queryClient = createQueryClient();

/** The page's one i18n instance (a shared singleton too) and query cache, in the browser's router. */
function portal(loadPage: RemotePageLoader): ReactNode {
  return (
    <StrictMode>
      <PortalTree
        i18n={i18n}
        queryClient={queryClient}
        loadPage={loadPage}
        router={BrowserRouter}
      />
    </StrictMode>
  );
}

/**
 * Takes over the page the server rendered: its query cache, its page's code (at the remote's
 * version the page names) and its language's messages are ready before the first render, which
 * is then the server's HTML, so hydration matches it and asks the API for nothing.
 */
async function hydrateRendered(root: HTMLElement, state: PageState): Promise<void> {
  hydrate(queryClient, state.queries);
  const page = { remote: state.page.remote, module: state.page.module } as RemotePageRef;
  let outcome: LoadOutcome;
  if (state.page.failed) {
    outcome = { error: new Error(`${page.remote}/${page.module} failed on the server`) };
  } else {
    try {
      outcome = { module: await loadRemotePage(page, 0) };
    } catch (error) {
      outcome = { error };
    }
    // A failure here only leaves that code to load when the page renders it, as it would anyway.
    if ('module' in outcome) {
      await outcome.module.prepareFirstView?.(new URL(location.href)).catch(() => undefined);
    }
  }
  await i18n.loadNamespaces(registeredNamespaces());
  // In a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the page, painted already, stays responsive meanwhile
  // (docs/rendering.md, "Paint first").
  startTransition(() => {
    hydrateRoot(root, portal(preloadedPageLoader(page, outcome, loadRemotePage)));
  });
  // A reader whose choice this browser kept before the server knew it (no language cookie yet):
  // the page turns to it now, and the cookie makes the next page arrive in it.
  const chosen = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  if (isLanguage(chosen) && chosen !== state.language) void chooseLanguage(chosen);
}

const rendered = pageState();
if (rendered === null) createRoot(container).render(portal(loadRemotePage));
else void hydrateRendered(container, rendered);
