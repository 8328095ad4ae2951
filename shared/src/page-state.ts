import type { DehydratedState } from '@tanstack/react-query';
import type { SessionUser } from './contract/auth';
import type { Language } from './language';

/**
 * What the server rendered a page with, written into the page as a JSON data block
 * (`<script type="application/json" id="portal-page-state">`, which runs nothing, so the
 * Content-Security-Policy needs no inline script): the browser's first render starts from the
 * same session, language, query cache and remote page, so hydration matches the server's HTML and
 * asks the API for nothing (docs/rendering.md).
 */
export interface PageState {
  /** The signed-in user the server rendered for (from the page cookie); null: signed out. */
  user: SessionUser | null;
  language: Language;
  /** The query cache as TanStack Query's `dehydrate` wrote it. */
  queries: DehydratedState;
  /**
   * The remote page the server rendered (`failed`: its server build could not be loaded, and the
   * page shows the shell's error with Retry). The remotes it was rendered with (name -> entry) are
   * the page's `<meta name="portal-remotes">`, which the shell loads them from.
   */
  page: { remote: string; module: string; failed: boolean };
}

export const PAGE_STATE_ID = 'portal-page-state';

let read: PageState | null | undefined;

/** The state the server rendered this page with; null outside a browser or for a page without. */
export function pageState(): PageState | null {
  if (read !== undefined) return read;
  read = null;
  if (typeof document === 'undefined') return read;
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return read;
  try {
    read = JSON.parse(text) as PageState;
  } catch {
    read = null;
  }
  return read;
}
