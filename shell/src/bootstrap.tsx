import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from '@portal/shared/data/query-client';
import { useRealtimeConnection } from '@portal/shared/realtime/realtime-session';
import { App } from './app';
import { loadRemotePage } from './remotes/remote-registry';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The portal's one query cache: every remote reads and writes it through the shared singleton. */
const queryClient = createQueryClient();

/** This tab's one socket to /api/events/ while someone is signed in. */
function RealtimeConnection() {
  useRealtimeConnection();
  return null;
}

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RealtimeConnection />
      <BrowserRouter>
        <App loadPage={loadRemotePage} />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
