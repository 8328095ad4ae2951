import { addStylesheet } from '@portal/shared/stylesheet';

/** The admin panel's tabs: one row on a desktop, wrapping into rows on a phone. */
addStylesheet(
  'portal-admin-panel',
  `
.admin-tabs {
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  border-bottom: 1px solid var(--portal-border, #cbd2d9);
}

.admin-tabs__tab {
  min-height: 44px;
  padding: 8px 16px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: var(--portal-text, #1f2933);
  font: inherit;
  cursor: pointer;
}

.admin-tabs__tab[aria-selected='true'] {
  border-bottom-color: var(--portal-primary, #0b6e4f);
  font-weight: 700;
}

.admin-tab-panel {
  padding-top: 20px;
}

@media (max-width: 640px) {
  .admin-tabs__tab {
    padding: 8px 10px;
  }
}
`,
);
