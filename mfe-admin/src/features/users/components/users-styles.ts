import { addStylesheet } from '@portal/shared/stylesheet';

/** The Users tab's search row: field and buttons side by side, stacked on a phone. */
addStylesheet(
  'portal-admin-users',
  `
.admin-users__toolbar {
  margin: 0 0 16px;
}

.admin-users__search {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 12px;
}

.admin-users__search .portal-field {
  flex: 1 1 260px;
  max-width: 420px;
  margin-bottom: 0;
}

@media (max-width: 640px) {
  .admin-users__search .portal-field {
    max-width: none;
  }
}
`,
);
