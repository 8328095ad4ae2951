import { registerServiceWorker } from './installable-app/register-service-worker';
import { preloadFirstPage } from './remotes/early-preload';

// The first page's remote code starts loading now, while the shell's own chunks arrive.
preloadFirstPage();
registerServiceWorker();

// An async boundary, so shared singletons are negotiated before React is first imported.
import('./bootstrap');
