import { addStylesheet } from '@portal/shared/stylesheet';

/** The Campaigns tab's row actions and the campaign detail's facts. */
addStylesheet(
  'portal-admin-campaigns',
  `
.admin-campaigns__actions {
  display: inline-flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
}

.admin-campaign__back {
  margin: -8px 0 16px;
}

.admin-campaign__status {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
}

.admin-campaign__facts {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 16px;
  margin: 0;
}

.admin-campaign__facts dt {
  color: var(--portal-muted);
  font-size: 0.875rem;
  font-weight: 600;
}

.admin-campaign__facts dd {
  margin: 2px 0 0;
  overflow-wrap: anywhere;
}

.admin-campaign__description {
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
}
`,
);
