import { addStylesheet } from '../stylesheet';

/** A campaign's card in the grids of both portals, and its budget, category and deadline. */
addStylesheet(
  'portal-campaign-card',
  `
.campaign-grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
}

@media (max-width: 360px) {
  .campaign-grid {
    grid-template-columns: minmax(0, 1fr);
  }
}

.campaign-card {
  display: flex;
  min-width: 0;
}

.campaign-card__body {
  display: flex;
  flex-direction: column;
  width: 100%;
  min-width: 0;
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

.campaign-card__brand {
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
`,
);
