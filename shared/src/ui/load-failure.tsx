import { Button } from './button';
import { ErrorBox } from './error-box';
import { useUiTexts } from './ui-messages';

/** A list or screen that could not be loaded: the sentence in the red box, and Try again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useUiTexts();
  return (
    <>
      <ErrorBox>{message}</ErrorBox>
      <Button variant="secondary" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </>
  );
}
