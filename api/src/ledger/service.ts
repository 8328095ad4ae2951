import type { Balance } from '@portal/shared/contract/withdrawals';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { ledgerTotals } from '../db/queries/ledger';
import { configuredTaka } from './money';

export interface LedgerService {
  balance(influencerId: number): Promise<Balance>;
}

/** An influencer's balance and earnings, derived from payments and withdrawals (design §2). */
export function createLedgerService(
  db: Database,
  config: Pick<AppConfig, 'minWithdrawal'>,
): LedgerService {
  async function balance(influencerId: number): Promise<Balance> {
    const totals = await ledgerTotals(db, influencerId);
    return {
      balance: totals.balance,
      total_earnings: totals.totalEarnings,
      pending_earnings: totals.pendingEarnings,
      withdrawn: totals.withdrawn,
      pending_withdrawals: totals.pendingWithdrawals,
      min_withdrawal: configuredTaka(config.minWithdrawal),
    };
  }

  return { balance };
}
