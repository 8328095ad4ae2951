import { addStylesheet } from '@portal/shared/stylesheet';

/** Campaign Applications: the filter bar, the row actions and the brand's campaign detail. */
addStylesheet(
  'portal-brand-applications',
  `
.application-filters {
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 0 16px;
  max-width: 720px;
  margin-bottom: 8px;
}

@media (max-width: 560px) {
  .application-filters {
    grid-template-columns: minmax(0, 1fr);
  }
}

.application-actions {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
}

.portal-table-cards .application-actions {
  justify-content: flex-end;
}

.brand-campaign__created {
  margin: 12px 0 0;
}

.brand-campaign__description {
  margin: 0 0 16px;
  white-space: pre-line;
  overflow-wrap: anywhere;
}

.brand-campaign__back {
  margin: 0 0 16px;
}
`,
);
