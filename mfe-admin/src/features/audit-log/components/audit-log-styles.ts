import { addStylesheet } from '@portal/shared/stylesheet';

/** The audit log's before and after states: compact 'field: value' lines. */
addStylesheet(
  'portal-admin-audit-log',
  `
.admin-audit__state {
  margin: 0;
  font-size: 0.9rem;
}

.admin-audit__state dt,
.admin-audit__state dd {
  display: inline;
  margin: 0;
}

.admin-audit__state dt {
  color: var(--portal-muted);
}

.admin-audit__state dd {
  overflow-wrap: anywhere;
}
`,
);
