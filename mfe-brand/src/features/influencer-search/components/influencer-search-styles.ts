import { addStylesheet } from '@portal/shared/stylesheet';

/** Find Influencers: the filter bar and the email under each name. */
addStylesheet(
  'portal-brand-influencer-search',
  `
.influencer-filters {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: 0 16px;
  align-items: end;
  margin-bottom: 20px;
  padding: 16px 16px 0;
  border: 1px solid var(--portal-border);
  border-radius: var(--portal-radius);
  background: var(--portal-surface);
}

.influencer-filters__action {
  margin-bottom: 16px;
}

@media (max-width: 560px) {
  .influencer-filters {
    grid-template-columns: minmax(0, 1fr);
  }
}

.influencer-results__email {
  display: block;
  color: var(--portal-muted);
  font-size: 0.875rem;
  overflow-wrap: anywhere;
}
`,
);
