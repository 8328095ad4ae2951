import {
  useAccountSessions,
  useEndSession,
  useSignOutOtherSessions,
} from '@portal/shared/api/accounts';
import type { AccountSession } from '@portal/shared/contract/accounts';
import { formatDateTime } from '@portal/shared/dates';
import { useFlashMessage } from '@portal/shared/flash-message';
import { useNavigate } from '@portal/shared/router';
import { logout } from '@portal/shared/session';
import { Banner } from '@portal/shared/ui/banner';
import { Button } from '@portal/shared/ui/button';
import { useConfirm } from '@portal/shared/ui/confirm-dialog';
import { DataTable, type Column } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { Section } from '@portal/shared/ui/layout';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadMore } from '@portal/shared/ui/load-more';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useAccountTexts } from '../texts';
import { failureSentence } from '@portal/shared/submit-failure';

type AccountTranslate = ReturnType<typeof useAccountTexts>['t'];

/** 'Chrome on Windows', what is known of it, or 'Unknown device'. */
function deviceName({ browser, os }: AccountSession, t: AccountTranslate): string {
  if (browser && os) return t('sessions.on', { browser, os });
  return browser ?? os ?? t('sessions.unknownDevice');
}

/** The client address the session was last used from, or 'Unknown'. */
function addressOf(session: AccountSession, t: AccountTranslate): string {
  return session.ip_address ?? t('sessions.unknownAddress');
}

/**
 * The account's signed-in devices: each but this one can be signed out (after a confirmation),
 * or all of them at once; signing this device out is a logout.
 */
export function SessionList() {
  const { t, language } = useAccountTexts();
  const sessions = useAccountSessions();
  const endSession = useEndSession();
  const signOutOthers = useSignOutOtherSessions();
  const navigate = useNavigate();
  const message = useFlashMessage();
  const { confirm, dialog } = useConfirm();

  function fail(error: unknown) {
    message.showFailure(failureSentence(error, { fallback: t('sessions.failed') }));
  }

  async function signOut(session: AccountSession) {
    if (session.current) {
      await logout();
      navigate('/login');
      return;
    }
    const device = deviceName(session, t);
    const agreed = await confirm({
      title: t('sessions.confirmOneTitle'),
      message: t('sessions.confirmOne', {
        device,
        address: addressOf(session, t),
      }),
      confirmLabel: t('sessions.signOut'),
      danger: true,
    });
    if (!agreed) return;
    message.clear();
    endSession.mutate(session, {
      onSuccess: () => message.showSuccess(t('sessions.signedOutOne')),
      onError: fail,
    });
  }

  async function signOutEverywhereElse() {
    const agreed = await confirm({
      title: t('sessions.confirmOthersTitle'),
      message: t('sessions.confirmOthers'),
      confirmLabel: t('sessions.signOutOthers'),
      danger: true,
    });
    if (!agreed) return;
    message.clear();
    signOutOthers.mutate(undefined, {
      onSuccess: () => message.showSuccess(t('sessions.signedOutOthers')),
      onError: fail,
    });
  }

  const columns: Column<AccountSession>[] = [
    {
      header: t('sessions.device'),
      cell: (session) => (
        <>
          {deviceName(session, t)}
          {session.current && (
            <>
              {' '}
              <strong>({t('sessions.thisDevice')})</strong>
            </>
          )}
        </>
      ),
    },
    {
      header: t('sessions.address'),
      cell: (session) => addressOf(session, t),
    },
    {
      header: t('sessions.signedIn'),
      cell: (session) => formatDateTime(session.created_at, language),
    },
    {
      header: t('sessions.lastUsed'),
      cell: (session) => formatDateTime(session.last_used_at, language),
    },
    {
      header: t('sessions.actions'),
      cell: (session) => (
        <Button
          variant="secondary"
          small
          aria-label={
            session.current
              ? t('sessions.signOutThis')
              : t('sessions.signOutNamed', {
                  device: deviceName(session, t),
                  address: addressOf(session, t),
                })
          }
          disabled={endSession.isPending}
          onClick={() => void signOut(session)}
        >
          {t('sessions.signOut')}
        </Button>
      ),
    },
  ];

  let list;
  if (sessions.isLoading) list = <LoadingSkeleton />;
  else if (sessions.isError) {
    list = <LoadFailure message={t('sessions.loadFailed')} onRetry={sessions.refetch} />;
  } else if (sessions.items.length === 0) list = <EmptyState message={t('sessions.empty')} />;
  else {
    list = (
      <>
        <DataTable
          caption={t('sessions.caption')}
          columns={columns}
          rows={sessions.items}
          rowKey={(session) => session.id}
        />
        <LoadMore list={sessions} />
        {sessions.items.some((session) => !session.current) && (
          <Button
            variant="danger"
            disabled={signOutOthers.isPending}
            onClick={() => void signOutEverywhereElse()}
          >
            {t('sessions.signOutOthers')}
          </Button>
        )}
      </>
    );
  }
  return (
    <Section title={t('sessions.title')}>
      <Banner message={message.message} tone={message.tone} />
      {list}
      {dialog}
    </Section>
  );
}
