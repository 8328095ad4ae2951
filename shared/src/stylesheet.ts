/**
 * Adds a stylesheet to the page once, whichever bundle (shell or remote) asks first. The portal
 * writes its CSS in TypeScript modules, so no CSS loader is needed in any webpack build.
 */
export function addStylesheet(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}
