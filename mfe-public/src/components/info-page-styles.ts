import { addStylesheet } from '@portal/shared/stylesheet';

addStylesheet(
  'portal-info-page',
  `
.info-page .portal-page {
  max-width: 780px;
  padding-top: 40px;
}

.info-page--wide .portal-page {
  max-width: var(--portal-content-width);
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

/* Lists in the policy text; styled lists (such as the plan cards) keep their own layout. */
.info-page ul:not([class]),
.info-page ol:not([class]) {
  padding-left: 22px;
}

.info-page :is(ul, ol):not([class]) > li + li {
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
