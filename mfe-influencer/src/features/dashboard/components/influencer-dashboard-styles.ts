import { addStylesheet } from '@portal/shared/stylesheet';

addStylesheet(
  'portal-influencer-dashboard',
  `
.influencer-dashboard__intro {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 16px;
}

.influencer-dashboard__intro p {
  margin: 0;
}

.influencer-dashboard__failure {
  margin-bottom: 24px;
}

/* The chart keeps a readable height on a wide screen instead of growing with the page. */
.earnings-chart .portal-chart__svg {
  max-height: 240px;
}

.earnings-chart__none {
  margin: 8px 0 0;
  color: var(--portal-muted);
  text-align: center;
}

.earnings-bars {
  margin: 0;
  padding: 0;
  list-style: none;
}

.earnings-bars__row {
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr) 7.5rem;
  align-items: center;
  gap: 8px;
  padding: 4px 0;
}

.earnings-bars__month,
.earnings-bars__amount {
  font-size: 0.9rem;
  white-space: nowrap;
}

.earnings-bars__amount {
  font-weight: 600;
  text-align: right;
}

.earnings-bars__track {
  display: block;
  height: 12px;
  border-radius: 6px;
  background: #e4e7eb;
}

.earnings-bars__bar {
  display: block;
  height: 100%;
  border-radius: 6px;
  background: var(--portal-primary);
}
`,
);
