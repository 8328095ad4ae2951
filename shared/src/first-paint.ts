/**
 * The server's first paint of a page (api/src/portal/profile-paint.ts): an element beside the
 * shell's root, over it, showing the page's content before any script runs. The page that
 * replaces it ends it once its own content is rendered; the shell ends it when the page cannot
 * be loaded.
 */
export const FIRST_PAINT_ID = 'first-paint';

/** Removes the server's first paint, if the page has one; its content is then the page's own. */
export function endFirstPaint(): void {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}
