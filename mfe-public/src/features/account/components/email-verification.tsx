import { useEffect, useRef } from 'react';
import { useVerifyEmail } from '@portal/shared/api/accounts';
import { useAuthStore } from '@portal/shared/auth-store';
import { linkTokenSchema } from '@portal/shared/contract/accounts';
import { useTranslateSentence } from '@portal/shared/i18n/sentences';
import { Link } from '@portal/shared/router';
import { Card } from '@portal/shared/ui/card';
import { ErrorBox } from '@portal/shared/ui/error-box';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useAccountTexts } from '../texts';
import { useLinkToken } from './link-token';
import { failureSentence } from '@portal/shared/submit-failure';

/**
 * The page a verification e-mail links to: the link is used as the page opens (once, even when
 * React runs effects twice), then the address verified (or verified already, when the link was
 * used before) or why not, and the way on.
 */
export function EmailVerification() {
  const { t } = useAccountTexts();
  const translate = useTranslateSentence();
  const signedIn = useAuthStore((state) => state.user !== null);
  const token = useLinkToken();
  const checkedToken = linkTokenSchema.safeParse(token);
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const sent = useRef(false);
  const tokenValid = checkedToken.success;

  useEffect(() => {
    if (sent.current || !tokenValid) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token, tokenValid]);

  const wayOn = signedIn ? (
    <Link to="/dashboard">{t('verify.toDashboard')}</Link>
  ) : (
    <Link to="/login">{t('verify.toLogin')}</Link>
  );
  let outcome;
  if (!checkedToken.success) {
    outcome = <ErrorBox>{translate(checkedToken.error.issues[0]?.message ?? '')}</ErrorBox>;
  } else if (verify.isSuccess) {
    outcome = (
      <p role="status">
        {verify.data.already_verified
          ? t('verify.alreadyVerified')
          : t('verify.done', { email: verify.data.email })}
      </p>
    );
  } else if (verify.isError) {
    outcome = (
      <ErrorBox>{failureSentence(verify.error, { fallback: t('verify.failed') })}</ErrorBox>
    );
  } else {
    return (
      <Card narrow>
        <LoadingSkeleton label={t('verify.busy')} rows={1} />
      </Card>
    );
  }
  return (
    <Card narrow>
      {outcome}
      <p>{wayOn}</p>
    </Card>
  );
}
