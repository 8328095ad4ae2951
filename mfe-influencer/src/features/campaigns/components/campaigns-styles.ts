import { addStylesheet } from '@portal/shared/stylesheet';

/** Available Campaigns: the filter bar, the card grid, the campaign detail and the modal. */
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

.campaign-grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
}

.campaign-card {
  display: flex;
  min-width: 0;
}

.campaign-card__body {
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 16px 20px;
  border: 1px solid var(--portal-border);
  border-radius: var(--portal-radius);
  background: var(--portal-surface);
}

.campaign-card__title {
  margin: 0 0 4px;
  font-size: 1.15rem;
  overflow-wrap: anywhere;
}

.campaign-card__title a {
  color: var(--portal-text);
  text-decoration: none;
}

.campaign-card__title a:hover {
  text-decoration: underline;
}

.campaign-card__brand,
.campaign-detail__brand {
  margin: 0 0 8px;
  color: var(--portal-muted);
  overflow-wrap: anywhere;
}

.campaign-card__description {
  display: -webkit-box;
  margin: 0 0 12px;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 4;
  overflow-wrap: anywhere;
}

.campaign-card__action {
  margin-top: auto;
  padding-top: 12px;
}

.campaign-facts {
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0;
}

.campaign-facts dt {
  color: var(--portal-muted);
  font-size: 0.8rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.03em;
}

.campaign-facts dd {
  margin: 0;
  font-weight: 600;
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
