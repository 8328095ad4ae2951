import { addStylesheet } from '@portal/shared/stylesheet';

/** The Payments tab's filter row, the brand under each campaign and the row actions. */
addStylesheet(
  'portal-admin-payments',
  `
.admin-payments__toolbar {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 8px 12px;
  margin: 0 0 16px;
}

.admin-payments__filters {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 12px;
}

.admin-payments__filters .portal-field {
  flex: none;
  width: 220px;
  margin-bottom: 0;
}

.admin-payments__filter-buttons {
  display: inline-flex;
  gap: 8px;
}

.admin-payments__brand {
  display: block;
  color: var(--portal-muted);
  font-size: 0.875rem;
}

.admin-payments__transaction {
  font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
  white-space: nowrap;
}

.admin-payments__decision {
  display: inline-flex;
  flex-wrap: nowrap;
  justify-content: flex-end;
  gap: 8px;
}

@media (max-width: 640px) {
  .admin-payments__filters,
  .admin-payments__filters .portal-field {
    width: 100%;
  }
}
`,
);
