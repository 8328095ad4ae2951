import type { ReactNode } from 'react';
import type { KeysetList } from '@portal/shared/data/keyset-pages';
import { formatDate } from '@portal/shared/dates';
import { Button } from '@portal/shared/ui/button';
import { useConfirm } from '@portal/shared/ui/confirm-dialog';
import type { Column } from '@portal/shared/ui/data-table';
import { ListTable } from '@portal/shared/ui/list-view';
import { useAdminTexts } from '../texts';
import styles from './decision-list.module.css';
import ui from '@portal/shared/ui/ui.module.css';

export type Decision = 'approve' | 'reject';

export interface DecisionListTexts {
  /** What the table lists, for screen readers (e.g. 'Withdrawal requests'). */
  caption: string;
  /** One row, in the confirmation's title: 'Approve payment', 'Reject payment'. */
  noun: string;
  loading: string;
  loadFailure: string;
  empty: string;
}

export interface DecisionListProps<T> {
  list: KeysetList<T>;
  /** Above the list: its filters and actions such as an export. */
  toolbar?: ReactNode;
  texts: DecisionListTexts;
  rowKey: (row: T) => number;
  /** The columns before Actions. */
  columns: readonly Column<T>[];
  /** Whether a row still waits for a decision: only then it shows Approve and Reject. */
  isPending: (row: T) => boolean;
  /** When a decided row was decided, shown in place of the buttons. */
  decidedAt: (row: T) => string | null;
  /** The row in the buttons' accessible names: `Approve ${name}`, `Reject ${name}`. */
  nameOf: (row: T) => string;
  /** The question asked before a decision is made, word for word. */
  question: (row: T, decision: Decision) => string;
  /** Called once the question was answered with its confirm button. */
  onDecide: (row: T, decision: Decision) => void;
  /**
   * The decisions the caller asks about in a dialog of its own (a reason, a transaction ID):
   * `onDecide` is called at once for them, without the question.
   */
  ownDialogs?: readonly Decision[];
  /** Whether a decision on the row is on its way (its buttons are disabled meanwhile). */
  isDeciding: (row: T) => boolean;
  /** The key of the row to point out and scroll to (see DataTable). */
  highlightedKey?: number;
}

/**
 * Rows that wait for an admin's Approve or Reject (payments, withdrawals), each asked in a
 * confirmation dialog before it acts; decided rows show when they were decided.
 */
export function DecisionList<T>({
  list,
  toolbar,
  texts,
  rowKey,
  columns,
  isPending,
  decidedAt,
  nameOf,
  question,
  onDecide,
  isDeciding,
  ownDialogs = [],
  highlightedKey,
}: DecisionListProps<T>) {
  const { t, language } = useAdminTexts();
  const { confirm, dialog } = useConfirm();

  async function decide(row: T, decision: Decision) {
    if (ownDialogs.includes(decision)) {
      onDecide(row, decision);
      return;
    }
    const confirmed = await confirm({
      title: t(`decision.${decision}Title`, { noun: texts.noun }),
      message: question(row, decision),
      confirmLabel: t(`decision.${decision}`),
      danger: decision === 'reject',
    });
    if (confirmed) onDecide(row, decision);
  }

  function actions(row: T) {
    if (!isPending(row)) {
      const decided = decidedAt(row);
      return (
        <span className={ui.muted}>
          {decided ? t('decision.decided', { date: formatDate(decided, language) }) : ''}
        </span>
      );
    }
    const name = nameOf(row);
    const busy = isDeciding(row);
    return (
      <span className={styles.decisionListButtons}>
        {(['approve', 'reject'] as const).map((decision) => (
          <Button
            key={decision}
            small
            variant={decision === 'reject' ? 'danger' : 'primary'}
            aria-label={t(`decision.${decision}Of`, { name })}
            disabled={busy}
            onClick={() => void decide(row, decision)}
          >
            {t(`decision.${decision}`)}
          </Button>
        ))}
      </span>
    );
  }

  return (
    <>
      {toolbar && <div className={styles.decisionListToolbar}>{toolbar}</div>}
      <ListTable
        list={list}
        loading={texts.loading}
        loadFailed={texts.loadFailure}
        empty={texts.empty}
        caption={texts.caption}
        rowKey={rowKey}
        highlightedKey={highlightedKey}
        columns={[...columns, { header: t('decision.actions'), cell: actions }]}
      />
      {dialog}
    </>
  );
}
