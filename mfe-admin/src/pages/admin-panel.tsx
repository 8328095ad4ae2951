import { useSearchParams } from 'react-router-dom';
import { Page } from '@portal/shared/ui/layout';
import { ADMIN_TABS, adminTabFromQuery } from './admin-tabs';
import './admin-panel-styles';

export default function AdminPanel() {
  const [searchParams, setSearchParams] = useSearchParams();
  const activeTab = adminTabFromQuery(searchParams.get('tab'));
  const active = ADMIN_TABS.find((tab) => tab.id === activeTab) ?? ADMIN_TABS[0];

  return (
    <Page title="Admin Panel">
      <div role="tablist" aria-label="Admin sections" className="admin-tabs">
        {ADMIN_TABS.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`admin-tab-${tab.id}`}
            aria-selected={tab.id === activeTab}
            aria-controls="admin-tab-panel"
            className="admin-tabs__tab"
            onClick={() => setSearchParams(tab.id === 'dashboard' ? {} : { tab: tab.id })}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <section id="admin-tab-panel" role="tabpanel" aria-labelledby={`admin-tab-${active.id}`}>
        <h2>{active.label}</h2>
        <p className="portal-muted">This section is not available yet; it is coming soon.</p>
      </section>
    </Page>
  );
}
