import { lazy, Suspense, useState } from 'react';
import type { RemotePageRef } from '../routes/route-table';
import { useShellTexts } from '../texts';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemotePageLoader, type RemotePageLoader } from './remote-loader-context';
import { Page } from '@portal/shared/ui/layout';
import ui from '@portal/shared/ui/ui.module.css';

/** While a page's code loads: its heading when the route knows it (RoutePage.titleIsHeading). */
function PageLoading({ heading }: { heading: string | null }) {
  const { t } = useShellTexts();
  if (heading === null) {
    return (
      <p className={`${ui.page} ${ui.muted}`} role="status">
        {t('remote.loading')}
      </p>
    );
  }
  return (
    <Page title={heading}>
      <p className={ui.muted} role="status">
        {t('remote.loading')}
      </p>
    </Page>
  );
}

interface Attempt {
  count: number;
  Page: ReturnType<typeof lazy>;
}

function startAttempt(load: RemotePageLoader, page: RemotePageRef, count: number): Attempt {
  return { count, Page: lazy(() => load(page, count)) };
}

/**
 * A remote's page behind its own error boundary and loading state. The caller keys it by route,
 * so one instance always shows the same remote page. `heading`: the page's h1, shown while it
 * loads (null: a loading note alone).
 */
export function RemotePage({
  remote,
  module,
  heading,
}: RemotePageRef & { heading: string | null }) {
  const load = useRemotePageLoader();
  const [attempt, setAttempt] = useState(() => startAttempt(load, { remote, module }, 0));

  // React caches a failed lazy component, so every retry needs a new one.
  function retry() {
    setAttempt((previous) => startAttempt(load, { remote, module }, previous.count + 1));
  }

  const { Page } = attempt;
  const failed = attempt.count === 0 && load.failedAtStart?.({ remote, module }) === true;
  return (
    <RemoteErrorBoundary key={attempt.count} onRetry={retry} failed={failed}>
      <Suspense fallback={<PageLoading heading={heading} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
