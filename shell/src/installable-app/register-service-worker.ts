/** Where the build writes the service worker (webpack/installable-app.cjs), served at the root. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the portal's service worker once the page has loaded, so installing it (and the files
 * it precaches) never competes with the first view for the network (docs/rendering.md, "The
 * installable web app"). Only production builds have one; a browser without service workers, or
 * one that refuses it (a private window, a policy), keeps working without.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { updateViaCache: 'none' })
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
