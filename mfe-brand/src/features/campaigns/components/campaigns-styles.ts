import { addStylesheet } from '@portal/shared/stylesheet';

/** My Campaigns: the toolbar, the create form and the card's footer (the cards are shared's). */
addStylesheet(
  'portal-brand-campaigns',
  `
.my-campaigns__toolbar {
  display: flex;
  justify-content: flex-end;
  margin-bottom: 16px;
}

.create-campaign {
  margin-bottom: 24px;
  padding: 20px 20px 16px;
  border: 1px solid var(--portal-border);
  border-radius: var(--portal-radius);
  background: var(--portal-surface);
}

.create-campaign__title {
  margin: 0 0 16px;
  font-size: 1.2rem;
}

.create-campaign__fields {
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0 16px;
}

@media (max-width: 760px) {
  .create-campaign__fields {
    grid-template-columns: minmax(0, 1fr);
  }
}

.create-campaign .portal-field__input {
  width: 100%;
  max-width: 100%;
}

.my-campaign__action {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
}
`,
);
