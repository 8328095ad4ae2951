/** The admin panel's tabs (spec §2 and the audit log), addressed as /admin-panel?tab=<id>. */
export const ADMIN_TABS = [
  { id: 'dashboard', label: 'Dashboard' },
  { id: 'users', label: 'Users' },
  { id: 'campaigns', label: 'Campaigns' },
  { id: 'withdrawals', label: 'Withdrawals' },
  { id: 'payments', label: 'Payments' },
  { id: 'audit-log', label: 'Audit log' },
] as const;

export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];
