import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Page } from '@portal/shared/ui/layout';
import { LoadingSkeleton } from '@portal/shared/ui/loading-skeleton';
import { Tabs, useTabInUrl } from '@portal/shared/ui/tabs';
import { settled } from '@portal/shared/settled';
import { whenIdle } from '@portal/shared/when-idle';
import { AdminDashboard } from '../features/admin-dashboard/components/admin-dashboard';
import { useAdminTexts } from '../texts';
import { adminTabs, type AdminTabId } from './admin-tabs';
import ui from '@portal/shared/ui/ui.module.css';

/**
 * A tab exported as `name` by the module `load` imports: `Tab` loads its code when it is first
 * shown, `load` loads it ahead (the module is imported once whichever asks first). A tab whose code
 * is loaded already renders without suspending (see prepareFirstView).
 */
function lazyTab<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  let loaded: ComponentType | null = null;
  const loadTab = () =>
    load().then((module) => {
      loaded = module[name];
      return module;
    });
  const Tab = lazy(() =>
    loaded
      ? settled({ value: { default: loaded } })
      : loadTab().then((module) => ({ default: module[name] })),
  );
  return { Tab, load: loadTab };
}

// The Dashboard, the tab the panel opens on, comes with the page; every other tab's code loads
// in the idle moments after the panel is shown (or when it is opened first, if sooner), so the
// panel's first paint waits for the dashboard's code alone and opening a tab then waits for none
// (see docs/performance.md).
const LAZY_TABS = {
  users: lazyTab(() => import('../features/users/components/users-tab'), 'UsersTab'),
  campaigns: lazyTab(
    () => import('../features/campaigns/components/campaigns-tab'),
    'CampaignsTab',
  ),
  withdrawals: lazyTab(
    () => import('../features/withdrawals/components/withdrawals-tab'),
    'WithdrawalsTab',
  ),
  payments: lazyTab(() => import('../features/payments/components/payments-tab'), 'PaymentsTab'),
  gateway: lazyTab(() => import('../features/gateway/components/gateway-tab'), 'GatewayTab'),
  disputes: lazyTab(() => import('../features/disputes/components/disputes-tab'), 'DisputesTab'),
  refunds: lazyTab(() => import('../features/refunds/components/refunds-tab'), 'RefundsTab'),
  'audit-log': lazyTab(
    () => import('../features/audit-log/components/audit-log-tab'),
    'AuditLogTab',
  ),
} satisfies Record<Exclude<AdminTabId, 'dashboard'>, { Tab: ComponentType; load: () => unknown }>;

/**
 * Every tab's code loaded once the browser is idle, a tab per idle moment: starting the eight
 * tabs' chunks in one go was a 190 ms task at 4x CPU slowdown. A load that fails is left to the tab.
 */
const loadTabsWhenIdle = () =>
  whenIdle(
    Object.values(LAZY_TABS).map(({ load }) => () => {
      load().catch(() => undefined);
    }),
  );

function isLazyTab(id: string | null): id is keyof typeof LAZY_TABS {
  return id !== null && Object.hasOwn(LAZY_TABS, id);
}

/**
 * The code of the tab the address names, loaded before the browser hydrates the panel the server
 * rendered (shell/src/bootstrap.tsx): that tab then hydrates with the page, and its buttons
 * answer the first click (a click on a part still waiting for its code is lost).
 */
export async function prepareFirstView(url: URL): Promise<void> {
  const tab = url.searchParams.get('tab');
  if (isLazyTab(tab)) await LAZY_TABS[tab].load();
}

/** The content of the tab `tab`. */
function Panel({ tab }: { tab: AdminTabId }) {
  if (tab === 'dashboard') return <AdminDashboard />;
  const { Tab } = LAZY_TABS[tab];
  return <Tab />;
}

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
          <Suspense fallback={<LoadingSkeleton />}>
            <Panel tab={active} />
          </Suspense>
        </div>
      </Tabs>
    </Page>
  );
}
