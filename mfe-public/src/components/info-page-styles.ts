import { addStylesheet } from '@portal/shared/stylesheet';

addStylesheet(
  'portal-info-page',
  `
.info-page .portal-page {
  max-width: 780px;
  padding-top: 40px;
}

.info-page--wide .portal-page {
  max-width: 1100px;
}

.info-page .portal-page__title {
  font-size: clamp(1.75rem, 5vw, 2.4rem);
  letter-spacing: -0.01em;
}

.info-page__intro {
  margin: 0 0 32px;
  color: var(--portal-muted);
  font-size: 1.125rem;
}

.info-page .portal-section {
  margin: 32px 0;
}

.info-page p,
.info-page li {
  overflow-wrap: anywhere;
}

.info-page ul,
.info-page ol {
  padding-left: 22px;
}

.info-page li + li {
  margin-top: 6px;
}

.info-page__note {
  padding: 16px 20px;
  border-left: 4px solid var(--portal-primary);
  border-radius: 0 8px 8px 0;
  background: #e6f4ef;
}
`,
);
