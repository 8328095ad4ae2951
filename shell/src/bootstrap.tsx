import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from '@portal/shared/router';
import { createQueryClient } from '@portal/shared/data/query-client';
import { i18n } from '@portal/shared/i18n/i18n';
import { App } from './app';
import { loadRemotePage } from './remotes/remote-registry';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The portal's one query cache: every remote reads and writes it through the shared singleton. */
const queryClient = createQueryClient();

// The page's one i18n instance (a shared singleton too). In Bangla the shell's messages load
// before its first paint: the frame shows nothing meanwhile rather than flash English.
createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Suspense fallback={null}>
            <App loadPage={loadRemotePage} />
          </Suspense>
        </BrowserRouter>
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>,
);
