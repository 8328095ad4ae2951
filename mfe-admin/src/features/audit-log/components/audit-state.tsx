import { formatDateTime } from '@portal/shared/dates';
import { digitsFor, type Language } from '@portal/shared/language';
import { useAdminTexts, type AdminTextKey, type AdminTranslate } from '../../../texts';
import type { AuditFields } from './audit-changes';
import ui from '@portal/shared/ui/ui.module.css';
import auditLogStyles from './audit-log.module.css';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** An amount as the API records it ('12000.00'); a phone number or an ID is shown as written. */
const AMOUNT = /^-?\d+\.\d{2}$/;

/** The names of the recorded fields; a field not listed here shows its name, '_' as spaces. */
const FIELD_NAMES: Record<string, AdminTextKey> = {
  is_active: 'audit.field.isActive',
  status: 'audit.field.status',
  amount: 'audit.field.amount',
  platform_fee: 'audit.field.platformFee',
  payment_method: 'audit.field.paymentMethod',
  transaction_id: 'audit.field.transactionId',
  phone_number: 'audit.field.phoneNumber',
  decided_at: 'audit.field.decidedAt',
  decided_by: 'audit.field.decidedBy',
  rejection_reason: 'audit.field.rejectionReason',
  reason: 'audit.field.reason',
  payout_transaction_id: 'audit.field.payoutTransactionId',
};

/** The recorded statuses of payments and withdrawals; another status shows as recorded. */
const STATUS_NAMES: Record<string, AdminTextKey> = {
  pending: 'audit.value.pending',
  confirmed: 'audit.value.confirmed',
  approved: 'audit.value.approved',
  rejected: 'audit.value.rejected',
  cancelled: 'audit.value.cancelled',
};

function fieldName(name: string, t: AdminTranslate): string {
  const key = FIELD_NAMES[name];
  return key ? t(key) : name.replaceAll('_', ' ');
}

/** One recorded value as a person reads it: times in Dhaka, nothing as a dash. */
function readable(name: string, value: unknown, t: AdminTranslate, language: Language): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'audit.value.yes' : 'audit.value.no');
  if (typeof value === 'number') return digitsFor(language, String(value));
  if (typeof value !== 'string') return JSON.stringify(value);
  if (ISO_DATE_TIME.test(value)) return formatDateTime(value, language);
  if (AMOUNT.test(value)) return digitsFor(language, value);
  const status = name === 'status' ? STATUS_NAMES[value] : undefined;
  return status ? t(status) : value;
}

/** The recorded state of an object, one 'field: value' line each ('is active: no'). */
export function AuditState({ fields }: { fields: AuditFields }) {
  const { t, language } = useAdminTexts();
  if (fields.length === 0) return <span className={ui.muted}>—</span>;
  return (
    <dl className={auditLogStyles.adminAuditState}>
      {fields.map(([name, value]) => (
        <div key={name}>
          <dt>{fieldName(name, t)}:</dt> <dd>{readable(name, value, t, language)}</dd>
        </div>
      ))}
    </dl>
  );
}
