import { addStylesheet } from '@portal/shared/stylesheet';

addStylesheet(
  'portal-site-footer',
  `
.site-footer {
  background: #102a43;
  color: #d9e2ec;
}

.site-footer a {
  color: #ffffff;
  text-decoration: none;
}

.site-footer :focus-visible {
  outline-color: #ffffff;
}

.site-footer a:hover {
  text-decoration: underline;
}

.site-footer__inner {
  display: grid;
  grid-template-columns: minmax(0, 1.2fr) minmax(0, 2fr);
  gap: 32px;
  max-width: var(--portal-content-width);
  margin: 0 auto;
  padding: 48px 16px 32px;
}

.site-footer__about p {
  margin: 0 0 8px;
  overflow-wrap: anywhere;
}

.site-footer__name {
  color: #ffffff;
  font-size: 1.2rem;
  font-weight: 700;
}

.site-footer__groups {
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 24px;
}

.site-footer__title {
  margin: 0 0 12px;
  color: #9fb3c8;
  font-size: 0.8rem;
  letter-spacing: 0.08em;
  text-transform: uppercase;
}

.site-footer__links {
  margin: 0;
  padding: 0;
  list-style: none;
}

.site-footer__links a {
  display: inline-block;
  padding: 6px 0;
}

.site-footer__legal {
  max-width: var(--portal-content-width);
  margin: 0 auto;
  padding: 16px;
  border-top: 1px solid #334e68;
  color: #9fb3c8;
  font-size: 0.875rem;
}

@media (max-width: 760px) {
  .site-footer__inner {
    grid-template-columns: 1fr;
  }

  .site-footer__groups {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
}
`,
);
