import type { StatementLine } from '@portal/shared/contract/collaborations';
import type { Balance } from '@portal/shared/contract/withdrawals';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { earningsToCome, ledgerTotals } from '../db/queries/ledger';
import { EXPORT_PAGE_SIZE } from '../db/queries/keyset-page';
import { statementPage, type StatementCursor } from '../db/queries/statement';
import { cutPage, encodeKeyCursor, matchCursor } from '../http/pagination';
import { configuredTaka } from './money';

export interface StatementPage {
  lines: StatementLine[];
  /** The cursor of the next page, when there is one. */
  next: string | undefined;
}

export interface LedgerService {
  balance(influencerId: number): Promise<Balance>;
  statement(
    owner: { role: 'brand' | 'influencer'; id: number },
    cursor: string | undefined,
    limit: number,
  ): Promise<StatementPage>;
  /** Every line of the user's statement, newest first, read from the database page by page. */
  exportStatement(owner: {
    role: 'brand' | 'influencer';
    id: number;
  }): AsyncIterable<StatementLine>;
}

/** A statement cursor: "<microseconds>:<line id>" of the last line shown. */
function decodeStatementCursor(cursor: string | undefined): StatementCursor | undefined {
  const match = matchCursor(cursor, /^(\d{1,19}):([a-z]\d{1,10})$/);
  if (match === undefined) return undefined;
  const [, atMicros = '', lineId = ''] = match;
  return { atMicros, lineId };
}

/**
 * An influencer's balance and earnings, and every user's statement, from the ledger (see
 * docs/money.md).
 */
export function createLedgerService(
  db: Database,
  config: Pick<AppConfig, 'minWithdrawal' | 'platformFeePercent'>,
): LedgerService {
  async function balance(influencerId: number): Promise<Balance> {
    const totals = await ledgerTotals(db, influencerId);
    const toCome = await earningsToCome(db, influencerId, totals, config.platformFeePercent);
    return {
      balance: totals.balance,
      total_earnings: totals.totalEarnings,
      pending_earnings: toCome.pendingEarnings,
      withdrawn: totals.withdrawn,
      pending_withdrawals: totals.pendingWithdrawals,
      min_withdrawal: configuredTaka(config.minWithdrawal),
      in_escrow: toCome.inEscrow,
    };
  }

  async function statement(
    owner: { role: 'brand' | 'influencer'; id: number },
    cursor: string | undefined,
    limit: number,
  ): Promise<StatementPage> {
    const rows = await statementPage(db, owner, decodeStatementCursor(cursor), limit + 1);
    const { page, next } = cutPage(rows, limit, (last) =>
      encodeKeyCursor([last.atMicros, last.id]),
    );
    return { lines: page.map(({ atMicros: _micros, ...line }) => line), next };
  }

  async function* exportStatement(owner: {
    role: 'brand' | 'influencer';
    id: number;
  }): AsyncGenerator<StatementLine> {
    let cursor: string | undefined;
    do {
      const page = await statement(owner, cursor, EXPORT_PAGE_SIZE);
      yield* page.lines;
      cursor = page.next;
    } while (cursor !== undefined);
  }

  return { balance, statement, exportStatement };
}
