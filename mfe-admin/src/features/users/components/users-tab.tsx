import * as z from '@portal/shared/contract/zod';
import { useAllUsers, useUserAction } from '@portal/shared/api/users';
import { useAuthStore } from '@portal/shared/auth-store';
import { userListQuerySchema, type UserSummary } from '@portal/shared/contract/users';
import { useFlashMessage } from '@portal/shared/flash-message';
import { Banner } from '@portal/shared/ui/banner';
import { ListTable } from '@portal/shared/ui/list-view';
import { useUrlFilters } from '@portal/shared/url-filters';
import { userColumns } from '../../../components/user-columns';
import { useAdminTexts, type AdminTextKey } from '../../../texts';
import { DeactivateModal } from './deactivate-modal';
import { UserActionButton, type UserAction } from './user-action-button';
import { UserSearch } from './user-search';
import ui from '@portal/shared/ui/ui.module.css';
import styles from './users.module.css';
import { failureSentence, type FailureWording } from '@portal/shared/submit-failure';
import { useState } from 'react';

/** docs/screens.md, 'User {action} successfully' in natural English. */
const DONE: Record<UserAction, AdminTextKey> = {
  activate: 'users.activated',
  deactivate: 'users.deactivated',
};

/** The user list's filter kept in the address: `search`, part of a name or an e-mail. */
const userFilterSchema = z.pick(userListQuerySchema, { search: true });

/**
 * The Users tab (see docs/screens.md): every user, Activate or Deactivate (never oneself), search
 * by name or e-mail.
 */
export function UsersTab() {
  const { t } = useAdminTexts();
  const [{ search = '' }, setFilters] = useUrlFilters(userFilterSchema);
  const users = useAllUsers({ search }, { refetchOnMount: 'always' });
  const userAction = useUserAction();
  const flash = useFlashMessage();
  const me = useAuthStore((state) => state.user);
  /** The user whose deactivation waits for its reason. */
  const [deactivating, setDeactivating] = useState<UserSummary | null>(null);
  const failure: FailureWording = {
    fallback: t('users.actionFailed'),
    because: (reason) => t('users.actionFailedBecause', { reason }),
  };

  function act(user: UserSummary, action: UserAction) {
    flash.clear();
    if (action === 'deactivate') {
      setDeactivating(user);
      return;
    }
    userAction.mutate(
      { id: user.id, action },
      {
        onSuccess: () => flash.showSuccess(t(DONE[action])),
        onError: (error) => flash.showFailure(failureSentence(error, failure)),
      },
    );
  }

  async function deactivate(user: UserSummary, reason: string) {
    await userAction.mutateAsync({ id: user.id, action: 'deactivate', reason });
    setDeactivating(null);
    flash.showSuccess(t(DONE.deactivate));
  }

  return (
    <>
      <Banner message={flash.message} tone={flash.tone} />
      <div className={styles.adminUsersToolbar}>
        <UserSearch key={search} value={search} onSearch={(text) => setFilters({ search: text })} />
      </div>
      <ListTable
        list={users}
        loading={t('users.loading')}
        loadFailed={t('users.loadFailed')}
        empty={search ? t('users.noMatch', { search }) : t('users.none')}
        caption={t('tab.users')}
        rowKey={(user) => user.id}
        columns={[
          ...userColumns(t),
          {
            header: t('column.actions'),
            cell: (user) =>
              user.id === me?.id ? (
                <span className={ui.muted}>{t('users.you')}</span>
              ) : (
                <UserActionButton
                  user={user}
                  busy={userAction.isPending && userAction.variables?.id === user.id}
                  onAction={(action) => act(user, action)}
                />
              ),
          },
        ]}
      />
      {deactivating && (
        <DeactivateModal
          user={deactivating}
          failure={failure}
          onSubmit={(reason) => deactivate(deactivating, reason)}
          onClose={() => setDeactivating(null)}
        />
      )}
    </>
  );
}
