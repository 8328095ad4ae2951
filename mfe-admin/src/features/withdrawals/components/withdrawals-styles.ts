import { addStylesheet } from '@portal/shared/stylesheet';

/** The Withdrawals tab's filter row and row actions. */
addStylesheet(
  'portal-admin-withdrawals',
  `
.admin-withdrawals__toolbar {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 8px 12px;
  margin: 0 0 16px;
}

.admin-withdrawals__toolbar .portal-field {
  flex: 0 1 240px;
  margin-bottom: 0;
}

.admin-withdrawals__decision {
  display: inline-flex;
  flex-wrap: nowrap;
  justify-content: flex-end;
  gap: 8px;
}

@media (max-width: 640px) {
  .admin-withdrawals__toolbar .portal-field {
    flex-basis: 100%;
  }
}
`,
);
