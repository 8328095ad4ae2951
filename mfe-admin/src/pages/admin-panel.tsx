import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { Page } from '@portal/shared/ui/layout';
import { AdminDashboard } from '../features/admin-dashboard/components/admin-dashboard';
import { AuditLogTab } from '../features/audit-log/components/audit-log-tab';
import { CampaignsTab } from '../features/campaigns/components/campaigns-tab';
import { PaymentsTab } from '../features/payments/components/payments-tab';
import { UsersTab } from '../features/users/components/users-tab';
import { WithdrawalsTab } from '../features/withdrawals/components/withdrawals-tab';
import { ADMIN_TABS, adminTabFromQuery, type AdminTabId } from './admin-tabs';
import styles from './admin-panel.module.css';
import ui from '@portal/shared/ui/ui.module.css';

/** Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern). */
const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * /admin-panel (spec §2): the tab lives in the address (`?tab=users`, with that tab's filters
 * beside it). Clicking a tab opens it afresh, so every tab but the Dashboard reloads its data.
 */
export default function AdminPanel() {
  const [query, setQuery] = useSearchParams();
  const active = adminTabFromQuery(query.get('tab'));
  const activeTab = ADMIN_TABS.find((tab) => tab.id === active) ?? ADMIN_TABS[0];
  const [openings, setOpenings] = useState(0);
  const tabRefs = useRef<Partial<Record<AdminTabId, HTMLButtonElement | null>>>({});

  function open(tab: AdminTabId) {
    setQuery(tab === 'dashboard' ? {} : { tab });
    setOpenings((count) => count + 1);
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = ADMIN_TABS[step(index, ADMIN_TABS.length)] ?? ADMIN_TABS[0];
    open(next.id);
    tabRefs.current[next.id]?.focus();
  }

  const filter = (params: Record<string, string>) => setQuery({ tab: active, ...params });
  const panels: Record<AdminTabId, ReactNode> = {
    dashboard: <AdminDashboard />,
    users: <UsersTab query={query} onQueryChange={filter} />,
    campaigns: <CampaignsTab />,
    withdrawals: <WithdrawalsTab query={query} onQueryChange={filter} />,
    payments: <PaymentsTab query={query} onQueryChange={filter} />,
    'audit-log': <AuditLogTab />,
  };

  return (
    <Page title="Admin Panel">
      <div role="tablist" aria-label="Admin sections" className={styles.adminTabs}>
        {ADMIN_TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`admin-tab-${tab.id}`}
            aria-selected={tab.id === active}
            aria-controls="admin-tab-panel"
            tabIndex={tab.id === active ? 0 : -1}
            className={styles.adminTabsTab}
            onClick={() => open(tab.id)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <section
        key={`${active}-${openings}`}
        id="admin-tab-panel"
        role="tabpanel"
        aria-labelledby={`admin-tab-${activeTab.id}`}
        className={styles.adminTabPanel}
      >
        <h2 className={ui.visuallyHidden}>{activeTab.label}</h2>
        {panels[active]}
      </section>
    </Page>
  );
}
