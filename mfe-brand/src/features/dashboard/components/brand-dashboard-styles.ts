import { addStylesheet } from '@portal/shared/stylesheet';

/** The brand dashboard: its intro, section heads, the tables and the spending chart. */
addStylesheet(
  'portal-brand-dashboard',
  `
.brand-dashboard__intro {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 16px;
}

.brand-dashboard__intro p {
  margin: 0;
}

.brand-dashboard__failure {
  margin-bottom: 24px;
}

.brand-dashboard__section-head {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 16px;
}

.brand-dashboard__proposal {
  display: -webkit-box;
  max-width: 28ch;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow-wrap: anywhere;
}

.brand-dashboard__actions {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
}

.portal-table .brand-dashboard__actions {
  justify-content: flex-start;
}

/* The chart keeps a readable height on a wide screen instead of growing with the page. */
.spending-chart .portal-chart__svg {
  max-height: 240px;
}

/* While loading: as tall as the chart to come (six rows on a phone, the bar chart elsewhere). */
.spending-chart__placeholder--rows {
  height: 180px;
}

.spending-chart__placeholder--bars {
  width: 100%;
  max-height: 240px;
  aspect-ratio: 600 / 220;
}

.brand-dashboard__placeholder {
  display: inline-block;
  width: 5ch;
  height: 1em;
  border-radius: 4px;
  background: #e4e7eb;
  vertical-align: middle;
}

.spending-chart__none {
  margin: 8px 0 0;
  color: var(--portal-muted);
  text-align: center;
}

.spending-bars {
  margin: 0;
  padding: 0;
  list-style: none;
}

.spending-bars__row {
  display: grid;
  grid-template-columns: 4.5rem minmax(0, 1fr) 7.5rem;
  align-items: center;
  gap: 8px;
  padding: 4px 0;
}

.spending-bars__month,
.spending-bars__amount {
  font-size: 0.9rem;
  white-space: nowrap;
}

.spending-bars__amount {
  font-weight: 600;
  text-align: right;
}

.spending-bars__track {
  display: block;
  height: 12px;
  border-radius: 6px;
  background: #e4e7eb;
}

.spending-bars__bar {
  display: block;
  height: 100%;
  border-radius: 6px;
  background: var(--portal-primary);
}
`,
);
