import { addStylesheet } from '@portal/shared/stylesheet';

/** The request form beside what to know about withdrawals; stacked on a narrow screen. */
addStylesheet(
  'portal-influencer-withdrawals',
  `
.withdrawals__request {
  display: grid;
  grid-template-columns: minmax(0, 520px) minmax(0, 1fr);
  gap: 24px;
  align-items: start;
}

@media (max-width: 860px) {
  .withdrawals__request {
    grid-template-columns: minmax(0, 1fr);
  }
}

.withdrawal-form__title,
.withdrawal-rules__title {
  margin: 0 0 16px;
  font-size: 1.25rem;
}

.withdrawal-rules {
  padding: 20px;
  border: 1px solid var(--portal-border);
  border-radius: var(--portal-radius);
  background: #eef6f2;
}

.withdrawal-rules__list {
  margin: 0;
  padding-left: 20px;
}

.withdrawal-rules__list li + li {
  margin-top: 8px;
}
`,
);
