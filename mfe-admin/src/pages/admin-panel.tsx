import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Page } from '@portal/shared/ui/layout';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { Tabs, useTabInUrl } from '@portal/shared/ui/tabs';
import { whenIdle } from '@portal/shared/when-idle';
import { AdminDashboard } from '../features/admin-dashboard/components/admin-dashboard';
import { useAdminTexts } from '../texts';
import { adminTabs, type AdminTabId } from './admin-tabs';
import ui from '@portal/shared/ui/ui.module.css';

/** A tab exported as `name` by the module `load` imports: its code loads when it is first shown. */
function lazyTab<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

// The Dashboard, the tab the panel opens on, comes with the page; every other tab's code loads
// in the first idle moment after the panel is shown (or when it is opened first, if sooner), so
// the panel's first paint waits for the dashboard's code alone and opening a tab then waits for
// none (see docs/performance.md).
const loadUsersTab = () => import('../features/users/components/users-tab');
const loadCampaignsTab = () => import('../features/campaigns/components/campaigns-tab');
const loadWithdrawalsTab = () => import('../features/withdrawals/components/withdrawals-tab');
const loadPaymentsTab = () => import('../features/payments/components/payments-tab');
const loadGatewayTab = () => import('../features/gateway/components/gateway-tab');
const loadDisputesTab = () => import('../features/disputes/components/disputes-tab');
const loadRefundsTab = () => import('../features/refunds/components/refunds-tab');
const loadAuditLogTab = () => import('../features/audit-log/components/audit-log-tab');

const UsersTab = lazyTab(loadUsersTab, 'UsersTab');
const CampaignsTab = lazyTab(loadCampaignsTab, 'CampaignsTab');
const WithdrawalsTab = lazyTab(loadWithdrawalsTab, 'WithdrawalsTab');
const PaymentsTab = lazyTab(loadPaymentsTab, 'PaymentsTab');
const GatewayTab = lazyTab(loadGatewayTab, 'GatewayTab');
const DisputesTab = lazyTab(loadDisputesTab, 'DisputesTab');
const RefundsTab = lazyTab(loadRefundsTab, 'RefundsTab');
const AuditLogTab = lazyTab(loadAuditLogTab, 'AuditLogTab');

const TAB_LOADS = [
  loadUsersTab,
  loadCampaignsTab,
  loadWithdrawalsTab,
  loadPaymentsTab,
  loadGatewayTab,
  loadDisputesTab,
  loadRefundsTab,
  loadAuditLogTab,
];

/** Every tab's code loaded once the browser is idle; a load that fails is left to the tab. */
const loadTabsWhenIdle = () =>
  whenIdle([
    () => {
      for (const load of TAB_LOADS) load().catch(() => undefined);
    },
  ]);

const PANELS: Record<AdminTabId, ReactNode> = {
  dashboard: <AdminDashboard />,
  users: <UsersTab />,
  campaigns: <CampaignsTab />,
  withdrawals: <WithdrawalsTab />,
  payments: <PaymentsTab />,
  gateway: <GatewayTab />,
  disputes: <DisputesTab />,
  refunds: <RefundsTab />,
  'audit-log': <AuditLogTab />,
};

/** The tabs whose work is what waits for the admin: they open on their pending rows. */
const OPENS_ON_PENDING: ReadonlySet<AdminTabId> = new Set(['payments', 'withdrawals']);

/**
 * /admin-panel (see docs/screens.md): the tab lives in the address (`?tab=users`, with that tab's
 * filters beside it). Clicking a tab opens it afresh, so every tab but the Dashboard reloads its
 * data; Payments and Withdrawals open on Pending (All is a choice of their filter).
 */
export default function AdminPanel() {
  const { t } = useAdminTexts();
  const tabs = adminTabs(t);
  const [active, select] = useTabInUrl(tabs);
  const activeTab = tabs.find((tab) => tab.id === active) ?? tabs[0];
  const [openings, setOpenings] = useState(0);
  useEffect(loadTabsWhenIdle, []);

  function open(tab: AdminTabId) {
    select(tab, OPENS_ON_PENDING.has(tab) ? { status: 'pending' } : {});
    setOpenings((count) => count + 1);
  }

  return (
    <Page title={t('panel.title')}>
      <Tabs label={t('panel.sections')} tabs={tabs} selected={active} onSelect={open}>
        <div key={`${active}-${openings}`}>
          <h2 className={ui.visuallyHidden}>{activeTab.label}</h2>
          <Suspense fallback={<LoadingSkeleton />}>{PANELS[active]}</Suspense>
        </div>
      </Tabs>
    </Page>
  );
}
