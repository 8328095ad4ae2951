import styles from './ui.module.css';

export type StatusTone = 'pending' | 'success' | 'danger' | 'neutral';

/** Spec §4: pending yellow; accepted, confirmed and approved green; rejected red. */
export function statusTone(status: string): StatusTone {
  switch (status.toLowerCase()) {
    case 'pending':
      return 'pending';
    case 'accepted':
    case 'confirmed':
    case 'approved':
    case 'active':
      return 'success';
    case 'rejected':
    case 'inactive':
      return 'danger';
    default:
      return 'neutral';
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const TONE_CLASS: Record<StatusTone, string | undefined> = {
  pending: styles.statusPending,
  success: styles.statusSuccess,
  danger: styles.statusDanger,
  neutral: styles.statusNeutral,
};

/** A status in its colour, with the word always shown (colour is never the only signal). */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span className={`${styles.status} ${TONE_CLASS[statusTone(status)]}`}>
      {label ?? capitalise(status)}
    </span>
  );
}
