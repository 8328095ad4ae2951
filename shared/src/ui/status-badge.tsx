import { useUiTexts, type UiTextKey } from './ui-messages';
import styles from './ui.module.css';

export type StatusTone = 'pending' | 'success' | 'danger' | 'neutral';

/**
 * The badge colours of docs/screens.md: pending yellow; accepted, confirmed and approved green;
 * rejected red.
 */
export function statusTone(status: string): StatusTone {
  switch (status.toLowerCase()) {
    case 'pending':
      return 'pending';
    case 'accepted':
    case 'confirmed':
    case 'approved':
    case 'active':
      return 'success';
    case 'awaiting_payment':
    case 'in_escrow':
    case 'delivered':
    case 'changes_requested':
      return 'pending';
    case 'released':
    case 'split':
      return 'success';
    case 'rejected':
    case 'declined':
    case 'inactive':
    case 'disputed':
    case 'refunded':
      return 'danger';
    default:
      return 'neutral';
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The statuses the portal's records have (applications, payments, withdrawals, accounts,
 * collaborations).
 */
const STATUS_LABELS: Record<string, UiTextKey> = {
  pending: 'status.pending',
  accepted: 'status.accepted',
  rejected: 'status.rejected',
  confirmed: 'status.confirmed',
  approved: 'status.approved',
  active: 'status.active',
  inactive: 'status.inactive',
  unpaid: 'status.unpaid',
  awaiting_payment: 'status.awaitingPayment',
  in_escrow: 'status.inEscrow',
  delivered: 'status.delivered',
  changes_requested: 'status.changesRequested',
  disputed: 'status.disputed',
  released: 'status.released',
  refunded: 'status.refunded',
  split: 'status.split',
  cancelled: 'status.cancelled',
  declined: 'status.declined',
  withdrawn: 'status.withdrawn',
  expired: 'status.expired',
};

/** A status as a word in the shown language ('Pending', 'অপেক্ষমাণ'); an unknown one capitalised. */
export function useStatusLabel(): (status: string) => string {
  const { t } = useUiTexts();
  return (status) => {
    const key = STATUS_LABELS[status.toLowerCase()];
    return key ? t(key) : capitalise(status);
  };
}

const TONE_CLASS: Record<StatusTone, string | undefined> = {
  pending: styles.statusPending,
  success: styles.statusSuccess,
  danger: styles.statusDanger,
  neutral: styles.statusNeutral,
};

/** A status in its colour, with the word always shown (colour is never the only signal). */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const statusLabel = useStatusLabel();
  return (
    <span className={`${styles.status} ${TONE_CLASS[statusTone(status)]}`}>
      {label ?? statusLabel(status)}
    </span>
  );
}
