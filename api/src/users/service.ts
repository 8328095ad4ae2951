import type { UserMoney, UserSummary } from '@portal/shared/contract/users';
import type { AppConfig } from '../config';
import { brandMoneyHeld, earningsToCome, ledgerTotals } from '../db/queries/ledger';
import { recordAudit } from '../audit/audit-log';
import { revokeAllSessions } from '../auth/service';
import type { Database } from '../db/client';
import type { KeysetPage } from '../db/queries/keyset-page';
import { badRequest, notFound } from '../http/errors';
import type { TransactionWithEvents } from '../realtime/after-commit';
import {
  findUserById,
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
  /** The money user `id` holds (see `UserMoney`); 404 for no such user. */
  money(id: number): Promise<UserMoney>;
  setActive(
    adminId: number,
    id: number,
    action: 'activate' | 'deactivate',
    reason?: string,
  ): Promise<UserSummary>;
}

const NONE = '0.00';

export function createUserService(
  db: Database,
  transaction: TransactionWithEvents,
  config: Pick<AppConfig, 'platformFeePercent'>,
): UserService {
  async function money(id: number): Promise<UserMoney> {
    const user = await findUserById(db, id);
    if (user === undefined) throw notFound('User not found.');
    if (user.role === 'influencer') {
      const totals = await ledgerTotals(db, id);
      const toCome = await earningsToCome(db, id, totals, config.platformFeePercent);
      return {
        balance: totals.balance,
        in_escrow: toCome.inEscrow,
        pending_withdrawals: totals.pendingWithdrawals,
        refunds_owed: NONE,
      };
    }
    if (user.role === 'brand') {
      const held = await brandMoneyHeld(db, id);
      return {
        balance: NONE,
        in_escrow: held.inEscrow,
        pending_withdrawals: NONE,
        refunds_owed: held.refundsOwed,
      };
    }
    return { balance: NONE, in_escrow: NONE, pending_withdrawals: NONE, refunds_owed: NONE };
  }

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

  return { list: (filter, page) => listUsers(db, filter, page), money, setActive };
}
