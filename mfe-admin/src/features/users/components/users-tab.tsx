import { useAllUsers, useUserAction } from '@portal/shared/api/users';
import { useAuthStore } from '@portal/shared/auth-store';
import { userListQuerySchema, type UserSummary } from '@portal/shared/contract/users';
import { serverErrorSentence } from '@portal/shared/data/api-error';
import { useFlashMessage } from '@portal/shared/flash-message';
import { Banner } from '@portal/shared/ui/banner';
import { useConfirm } from '@portal/shared/ui/confirm-dialog';
import { DataTable } from '@portal/shared/ui/data-table';
import { EmptyState } from '@portal/shared/ui/empty-state';
import { LoadFailure } from '@portal/shared/ui/load-failure';
import { LoadMore } from '@portal/shared/ui/load-more';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { useUrlFilters } from '@portal/shared/url-filters';
import { USER_COLUMNS } from '../../../components/user-columns';
import { UserActionButton, type UserAction } from './user-action-button';
import { UserSearch } from './user-search';
import ui from '@portal/shared/ui/ui.module.css';
import styles from './users.module.css';

/** Spec §8, 'User {action} successfully' in natural English. */
const DONE: Record<UserAction, string> = { activate: 'activated', deactivate: 'deactivated' };

/** The user list's filter kept in the address: `search`, part of a name or an e-mail. */
const userFilterSchema = userListQuerySchema.pick({ search: true });

/**
 * The Users tab (spec §2): every user, Activate or Deactivate (never oneself), search by name or
 * e-mail.
 */
export function UsersTab() {
  const [{ search = '' }, setFilters] = useUrlFilters(userFilterSchema);
  const users = useAllUsers({ search }, { refetchOnMount: 'always' });
  const userAction = useUserAction();
  const flash = useFlashMessage();
  const { confirm, dialog } = useConfirm();
  const me = useAuthStore((state) => state.user);

  async function act(user: UserSummary, action: UserAction) {
    if (
      action === 'deactivate' &&
      !(await confirm({
        title: 'Deactivate user',
        message: `Deactivate ${user.username}? They are signed out at once and cannot log in until you activate them again.`,
        confirmLabel: 'Deactivate',
        danger: true,
      }))
    ) {
      return;
    }
    flash.clear();
    userAction.mutate(
      { id: user.id, action },
      {
        onSuccess: () => flash.showSuccess(`User ${DONE[action]} successfully`),
        onError: (error) => {
          const reason = serverErrorSentence(error);
          flash.showFailure(
            reason ? `Error processing user action: ${reason}` : 'Error processing user action',
          );
        },
      },
    );
  }

  function list() {
    if (users.isLoading) return <LoadingSkeleton label="Loading users..." rows={5} />;
    if (users.isError) return <LoadFailure message="Error loading users" onRetry={users.refetch} />;
    if (users.items.length === 0) {
      return <EmptyState message={search ? `No users match "${search}".` : 'No users found.'} />;
    }
    return (
      <>
        <DataTable
          caption="Users"
          rows={users.items}
          rowKey={(user) => user.id}
          columns={[
            ...USER_COLUMNS,
            {
              header: 'Actions',
              cell: (user) =>
                user.id === me?.id ? (
                  <span className={ui.muted}>You</span>
                ) : (
                  <UserActionButton
                    user={user}
                    busy={userAction.isPending && userAction.variables?.id === user.id}
                    onAction={(action) => void act(user, action)}
                  />
                ),
            },
          ]}
        />
        <LoadMore list={users} />
      </>
    );
  }

  return (
    <>
      <Banner message={flash.message} />
      <div className={styles.adminUsersToolbar}>
        <UserSearch key={search} value={search} onSearch={(text) => setFilters({ search: text })} />
      </div>
      {list()}
      {dialog}
    </>
  );
}
