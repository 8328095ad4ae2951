import { formatDateTime } from '@portal/shared/dates';
import type { AuditFields } from './audit-changes';
import ui from '@portal/shared/ui/ui.module.css';
import auditLogStyles from './audit-log.module.css';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One recorded value as a person reads it: times in Dhaka, nothing as a dash. */
function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return ISO_DATE_TIME.test(value) ? formatDateTime(value) : value;
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** The recorded state of an object, one 'field: value' line each ('is active: no'). */
export function AuditState({ fields }: { fields: AuditFields }) {
  if (fields.length === 0) return <span className={ui.muted}>—</span>;
  return (
    <dl className={auditLogStyles.adminAuditState}>
      {fields.map(([name, value]) => (
        <div key={name}>
          <dt>{name.replaceAll('_', ' ')}:</dt> <dd>{readable(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
