import { useState, type ReactNode } from 'react';
import { Page } from '@portal/shared/ui/layout';
import { Tabs, useTabInUrl } from '@portal/shared/ui/tabs';
import { AdminDashboard } from '../features/admin-dashboard/components/admin-dashboard';
import { AuditLogTab } from '../features/audit-log/components/audit-log-tab';
import { CampaignsTab } from '../features/campaigns/components/campaigns-tab';
import { DisputesTab } from '../features/disputes/components/disputes-tab';
import { PaymentsTab } from '../features/payments/components/payments-tab';
import { RefundsTab } from '../features/refunds/components/refunds-tab';
import { UsersTab } from '../features/users/components/users-tab';
import { WithdrawalsTab } from '../features/withdrawals/components/withdrawals-tab';
import { useAdminMessages } from '../messages';
import { adminTabs, type AdminTabId } from './admin-tabs';
import ui from '@portal/shared/ui/ui.module.css';

const PANELS: Record<AdminTabId, ReactNode> = {
  dashboard: <AdminDashboard />,
  users: <UsersTab />,
  campaigns: <CampaignsTab />,
  withdrawals: <WithdrawalsTab />,
  payments: <PaymentsTab />,
  disputes: <DisputesTab />,
  refunds: <RefundsTab />,
  'audit-log': <AuditLogTab />,
};

/**
 * /admin-panel (spec §2): the tab lives in the address (`?tab=users`, with that tab's filters
 * beside it). Clicking a tab opens it afresh, so every tab but the Dashboard reloads its data.
 */
export default function AdminPanel() {
  const { t } = useAdminMessages();
  const tabs = adminTabs(t);
  const [active, select] = useTabInUrl(tabs);
  const activeTab = tabs.find((tab) => tab.id === active) ?? tabs[0];
  const [openings, setOpenings] = useState(0);

  function open(tab: AdminTabId) {
    select(tab);
    setOpenings((count) => count + 1);
  }

  return (
    <Page title={t('panel.title')}>
      <Tabs label={t('panel.sections')} tabs={tabs} selected={active} onSelect={open}>
        <div key={`${active}-${openings}`}>
          <h2 className={ui.visuallyHidden}>{activeTab.label}</h2>
          {PANELS[active]}
        </div>
      </Tabs>
    </Page>
  );
}
