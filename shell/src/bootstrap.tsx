import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@portal/shared/router';
import { createQueryClient } from '@portal/shared/data/query-client';
import { App } from './app';
import { loadRemotePage } from './remotes/remote-registry';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The portal's one query cache: every remote reads and writes it through the shared singleton. */
const queryClient = createQueryClient();

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <App loadPage={loadRemotePage} />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
