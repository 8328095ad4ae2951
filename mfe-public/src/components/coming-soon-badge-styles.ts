import { addStylesheet } from '@portal/shared/stylesheet';

addStylesheet(
  'portal-coming-soon-badge',
  `
.coming-soon-badge {
  display: inline-block;
  margin-left: 8px;
  padding: 2px 8px;
  border-radius: 999px;
  background: #fff4d6;
  color: #7a4d00;
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  text-transform: uppercase;
  vertical-align: middle;
  white-space: nowrap;
}
`,
);
