import { addStylesheet } from '@portal/shared/stylesheet';

/** The landing page's hero. */
addStylesheet(
  'portal-landing',
  `
.landing__hero {
  padding: 64px 16px;
  background: linear-gradient(135deg, #e6f4ef, #f5f7fa);
  text-align: center;
}

.landing__title {
  max-width: 760px;
  margin: 0 auto 16px;
  font-size: clamp(1.75rem, 5vw, 2.75rem);
  line-height: 1.2;
}

.landing__lead {
  max-width: 620px;
  margin: 0 auto 32px;
  color: var(--portal-muted, #52606d);
  font-size: 1.125rem;
}

.landing__actions {
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
}
`,
);
