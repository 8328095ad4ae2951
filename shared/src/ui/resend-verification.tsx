import { Button } from './button';
import { useUiTexts } from './ui-messages';
import { failureSentence } from '../submit-failure';

/**
 * The request for a new verification link, as the feature holds it: the data hook's
 * `useResendVerification()` result, passed on as it is.
 */
export interface ResendRequest {
  mutate: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { detail: string } | undefined;
}

/**
 * 'Resend' of the verification link, then the server's sentence: that it was sent, or why not
 * (asked too often, nothing left to verify). The banner and the security settings both offer it.
 */
export function ResendVerification({ resend }: { resend: ResendRequest }) {
  const { t } = useUiTexts();
  let sentence = resend.data?.detail ?? '';
  if (resend.isError)
    sentence = failureSentence(resend.error, { fallback: t('verification.resendFailed') });
  return (
    <>
      <Button variant="secondary" small disabled={resend.isPending} onClick={() => resend.mutate()}>
        {resend.isPending ? t('verification.resending') : t('verification.resend')}
      </Button>{' '}
      <span role={resend.isError ? 'alert' : 'status'}>{sentence}</span>
    </>
  );
}
