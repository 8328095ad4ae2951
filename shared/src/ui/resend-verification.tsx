import { useResendVerification } from '../api/accounts';
import { serverErrorSentence } from '../data/api-error';
import { Button } from './button';
import { useUiMessages } from './ui-messages';

/**
 * 'Resend' of the verification link, then the server's sentence: that it was sent, or why not
 * (asked too often, nothing left to verify). The banner and the security settings both offer it.
 */
export function ResendVerification() {
  const { t } = useUiMessages();
  const resend = useResendVerification();
  let sentence = '';
  if (resend.isSuccess) sentence = resend.data.detail;
  if (resend.isError)
    sentence = serverErrorSentence(resend.error) ?? t('verification.resendFailed');
  return (
    <>
      <Button
        variant="secondary"
        small
        disabled={resend.isPending}
        onClick={() => resend.mutate(undefined)}
      >
        {resend.isPending ? t('verification.resending') : t('verification.resend')}
      </Button>{' '}
      <span role={resend.isError ? 'alert' : 'status'}>{sentence}</span>
    </>
  );
}
