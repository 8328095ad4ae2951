import { addStylesheet } from '@portal/shared/stylesheet';

addStylesheet(
  'portal-plan-cards',
  `
.plan-cards {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
}

.plan-card {
  position: relative;
  display: flex;
  flex-direction: column;
  padding: 28px 24px 24px;
  border: 1px solid var(--portal-border);
  border-radius: 12px;
  background: var(--portal-surface);
  box-shadow: 0 1px 2px rgba(16, 42, 67, 0.06);
  text-align: left;
}

.plan-card--featured {
  border: 2px solid var(--portal-primary);
  box-shadow: 0 10px 30px rgba(11, 110, 79, 0.15);
}

.plan-card__ribbon {
  position: absolute;
  top: -13px;
  left: 24px;
  margin: 0;
  padding: 2px 12px;
  border-radius: 999px;
  background: var(--portal-primary);
  color: #ffffff;
  font-size: 0.8rem;
  font-weight: 700;
}

.plan-card__name {
  margin: 0;
  font-size: 1.25rem;
}

.plan-card__audience {
  margin: 4px 0 16px;
  color: var(--portal-muted);
}

.plan-card__price {
  margin: 0 0 20px;
}

.plan-card__amount {
  font-size: 2.25rem;
  font-weight: 800;
  letter-spacing: -0.02em;
}

.plan-card__period {
  color: var(--portal-muted);
}

.plan-card__features {
  flex: 1;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
}

.plan-card__features li {
  position: relative;
  padding: 6px 0 6px 28px;
  border-top: 1px solid #e4e7eb;
}

.plan-card__features li::before {
  content: '✓';
  position: absolute;
  left: 4px;
  color: var(--portal-primary);
  font-weight: 800;
}

.plan-card__cta {
  width: 100%;
}
`,
);
