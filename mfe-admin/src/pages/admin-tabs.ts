import type { AdminTranslate } from '../texts';

/**
 * The admin panel's tabs (docs/screens.md, the gateway's payments (docs/payment-gateways.md),
 * the disputes and refunds (see docs/money.md), and the audit log), addressed as /admin-panel?tab=<id>, named in the shown language.
 */
export function adminTabs(t: AdminTranslate) {
  return [
    { id: 'dashboard', label: t('tab.dashboard') },
    { id: 'users', label: t('tab.users') },
    { id: 'campaigns', label: t('tab.campaigns') },
    { id: 'withdrawals', label: t('tab.withdrawals') },
    { id: 'payments', label: t('tab.payments') },
    { id: 'gateway', label: t('tab.gateway') },
    { id: 'disputes', label: t('tab.disputes') },
    { id: 'refunds', label: t('tab.refunds') },
    { id: 'audit-log', label: t('tab.auditLog') },
  ] as const;
}

export type AdminTabId = ReturnType<typeof adminTabs>[number]['id'];
