import type { UserSummary } from '@portal/shared/contract/users';
import { recordAudit } from '../audit/audit-log';
import { revokeAllSessions } from '../auth/service';
import type { Database } from '../db/client';
import type { KeysetPage } from '../db/queries/keyset-page';
import { badRequest, notFound } from '../http/errors';
import type { TransactionWithEvents } from '../realtime/after-commit';
import {
  listUsers,
  lockUser,
  setUserActive,
  toUserSummary,
  type UserFilter,
} from '../db/queries/users';

export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own account.';

export interface UserService {
  list(filter: UserFilter, page: KeysetPage): Promise<UserSummary[]>;
  /**
   * An admin activates or deactivates a user, with an audit row; deactivation also revokes every
   * refresh token of the user, retires their access tokens for good (a reactivation does not
   * revive them) and closes their real-time sockets on every instance. Asking for the state the
   * user is already in changes nothing. A deactivation's `reason` (the admin panel asks for one)
   * is kept with the audit row and shown to the user when they try to log in.
   */
  setActive(
    adminId: number,
    id: number,
    action: 'activate' | 'deactivate',
    reason?: string,
  ): Promise<UserSummary>;
}

export function createUserService(db: Database, transaction: TransactionWithEvents): UserService {
  async function setActive(
    adminId: number,
    id: number,
    action: 'activate' | 'deactivate',
    reason?: string,
  ): Promise<UserSummary> {
    const isActive = action === 'activate';
    if (!isActive && id === adminId) {
      throw badRequest({ action: [CANNOT_DEACTIVATE_SELF] }, CANNOT_DEACTIVATE_SELF);
    }
    return transaction(async (tx, events) => {
      const user = await lockUser(tx, id);
      if (user === undefined) throw notFound('User not found.');
      if (user.isActive === isActive) return toUserSummary(user);
      const updated = await setUserActive(tx, id, isActive);
      // Their access tokens fail from now on, also after a reactivation: authentication reads
      // is_active and the token version raised here on every request; their sockets close.
      if (!isActive) await revokeAllSessions(tx, events, id, new Date());
      await recordAudit(tx, {
        actorId: adminId,
        action: `user.${action}`,
        objectType: 'user',
        objectId: id,
        before: { is_active: user.isActive },
        after:
          isActive || reason === undefined ? { is_active: isActive } : { is_active: false, reason },
      });
      return toUserSummary(updated);
    });
  }

  return { list: (filter, page) => listUsers(db, filter, page), setActive };
}
