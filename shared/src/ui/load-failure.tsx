import { Button } from './button';
import { ErrorBox } from './error-box';

/** A list or screen that could not be loaded: the sentence in the red box, and Try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <>
      <ErrorBox>{message}</ErrorBox>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </>
  );
}
