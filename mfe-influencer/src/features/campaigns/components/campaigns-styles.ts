import { addStylesheet } from '@portal/shared/stylesheet';

/** Available Campaigns: the filter bar, the campaign detail and the modal (the cards are shared's). */
addStylesheet(
  'portal-influencer-campaigns',
  `
.campaign-filters {
  margin-bottom: 20px;
  padding: 16px 16px 4px;
  border: 1px solid var(--portal-border);
  border-radius: var(--portal-radius);
  background: var(--portal-surface);
}

.campaign-filters__fields {
  display: grid;
  grid-template-columns: 2fr 1fr 1fr 1fr;
  gap: 0 16px;
}

.campaign-filters__actions {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 12px;
}

@media (max-width: 900px) {
  .campaign-filters__fields {
    grid-template-columns: 1fr 1fr;
  }
}

@media (max-width: 560px) {
  .campaign-filters__fields {
    grid-template-columns: 1fr;
  }
}

.campaign-detail__brand {
  margin: 0 0 8px;
  color: var(--portal-muted);
  overflow-wrap: anywhere;
}

.apply-action__status {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0;
  min-height: 44px;
}

.campaign-detail__description {
  margin: 0 0 16px;
  white-space: pre-line;
  overflow-wrap: anywhere;
}

.campaign-detail__action {
  margin-top: 20px;
}

.application-modal__campaign {
  margin: 0 0 16px;
  overflow-wrap: anywhere;
}

.application-modal__actions {
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-bottom: 12px;
}
`,
);
