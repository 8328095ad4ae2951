import { useAuditLog } from '@portal/shared/api/audit-log';
import type { AuditLogEntry } from '@portal/shared/contract/audit';
import { formatDateTime } from '@portal/shared/dates';
import { digitsFor, type Language } from '@portal/shared/language';
import { ListTable } from '@portal/shared/ui/list-view';
import { useAdminTexts, type AdminTextKey, type AdminTranslate } from '../../../texts';
import { AuditState } from './audit-state';
import { auditChanges } from './audit-changes';

/** How each recorded action reads; an action not listed here shows as recorded. */
const ACTION_LABELS: Record<string, AdminTextKey> = {
  'user.activate': 'audit.action.userActivate',
  'user.deactivate': 'audit.action.userDeactivate',
  'campaign.activate': 'audit.action.campaignActivate',
  'campaign.deactivate': 'audit.action.campaignDeactivate',
  'payment.confirm': 'audit.action.paymentConfirm',
  'payment.reject': 'audit.action.paymentReject',
  'withdrawal.approve': 'audit.action.withdrawalApprove',
  'withdrawal.reject': 'audit.action.withdrawalReject',
  'withdrawal.cancel': 'audit.action.withdrawalCancel',
  'dispute.decide': 'audit.action.disputeDecide',
  'dispute.read_messages': 'audit.action.disputeReadMessages',
  'refund.send': 'audit.action.refundSend',
  'refund.send_bkash': 'audit.action.refundSendBkash',
  'refund.send_nagad': 'audit.action.refundSendNagad',
  'refund.confirm_nagad': 'audit.action.refundConfirmNagad',
  'refund.release_nagad': 'audit.action.refundReleaseNagad',
  'payment_intent.return_bkash': 'audit.action.returnBkash',
  'payment_intent.return_nagad': 'audit.action.returnNagad',
  'payment_intent.confirm_return_nagad': 'audit.action.returnConfirmNagad',
  'payment_intent.release_return_nagad': 'audit.action.returnReleaseNagad',
  'payment_intent.return': 'audit.action.returnTransfer',
};

const OBJECT_LABELS: Record<AuditLogEntry['object_type'], AdminTextKey> = {
  user: 'audit.object.user',
  campaign: 'audit.object.campaign',
  payment: 'audit.object.payment',
  withdrawal: 'audit.object.withdrawal',
  dispute: 'audit.object.dispute',
  refund: 'audit.object.refund',
  payment_intent: 'audit.object.paymentIntent',
};

function actionOf(entry: AuditLogEntry, t: AdminTranslate): string {
  const label = ACTION_LABELS[entry.action];
  return label ? t(label) : entry.action;
}

/** The object a decision is about: a user by their username, anything else by its number. */
function objectOf(entry: AuditLogEntry, t: AdminTranslate, language: Language): string {
  const label = t(OBJECT_LABELS[entry.object_type]);
  return entry.object_name === null
    ? `${label} #${digitsFor(language, String(entry.object_id))}`
    : `${label} ${entry.object_name}`;
}

/** The Audit log tab: who did what to which object, before and after, when; newest first. */
export function AuditLogTab() {
  const { t, language } = useAdminTexts();
  const entries = useAuditLog({ refetchOnMount: 'always' });

  return (
    <ListTable
      list={entries}
      loading={t('audit.loading')}
      loadFailed={t('audit.loadFailed')}
      empty={t('audit.none')}
      caption={t('tab.auditLog')}
      rowKey={(entry) => entry.id}
      columns={[
        { header: t('column.when'), cell: (entry) => formatDateTime(entry.created_at, language) },
        {
          header: t('column.admin'),
          cell: (entry) => entry.actor_name ?? t('audit.unknownAdmin'),
        },
        { header: t('column.action'), cell: (entry) => actionOf(entry, t) },
        { header: t('column.object'), cell: (entry) => objectOf(entry, t, language) },
        {
          header: t('column.before'),
          cell: (entry) => <AuditState fields={auditChanges(entry).before} />,
        },
        {
          header: t('column.after'),
          cell: (entry) => <AuditState fields={auditChanges(entry).after} />,
        },
      ]}
    />
  );
}
