import { Component, type ReactNode } from 'react';
import { endFirstPaint } from '@portal/shared/first-paint';
import { Button } from '@portal/shared/ui/button';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { Page } from '@portal/shared/ui/layout';
import { useShellTexts } from '../texts';

interface Props {
  onRetry: () => void;
  /** The page is known to have failed before rendering (see RemotePageLoader.failedAtStart). */
  failed?: boolean;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

function RemoteLoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useShellTexts();
  return (
    <Page title={t('remote.failedTitle')}>
      <ErrorBox>{t('remote.failedText')}</ErrorBox>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
    </Page>
  );
}

/** Keeps the shell's frame when a remote cannot be loaded or throws while rendering. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: this.props.failed === true };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A page of the portal failed to load', error);
    // The server's first paint of the page would hide the failure and its Retry button.
    endFirstPaint();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RemoteLoadFailure onRetry={this.props.onRetry} />;
  }
}
