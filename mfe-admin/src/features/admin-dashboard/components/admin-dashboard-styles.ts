import { addStylesheet } from '@portal/shared/stylesheet';

/** On a phone the Dashboard's figures sit two to a row instead of one long column. */
addStylesheet(
  'portal-admin-dashboard',
  `
@media (max-width: 640px) {
  .admin-dashboard .portal-stat-grid {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 12px;
  }

  .admin-dashboard .portal-stat-card {
    padding: 12px 14px;
  }

  /* An odd card out takes the whole row. */
  .admin-dashboard .portal-stat-card:last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }
}
`,
);
