import { addStylesheet } from '@portal/shared/stylesheet';

/** The landing page: hero, claims, steps and plans. */
addStylesheet(
  'portal-landing',
  `
.landing__hero {
  padding: 56px 16px 48px;
  background:
    radial-gradient(circle at 85% 10%, rgba(11, 110, 79, 0.14), transparent 45%),
    linear-gradient(160deg, #e6f4ef 0%, #f5f7fa 70%);
  text-align: center;
}

.landing__pill {
  display: inline-block;
  margin: 0 0 20px;
  padding: 6px 14px;
  border: 1px solid #a8d5c2;
  border-radius: 999px;
  background: #ffffff;
  color: var(--portal-primary-dark);
  font-size: 0.9rem;
  font-weight: 600;
}

.landing__title {
  max-width: 780px;
  margin: 0 auto 16px;
  font-size: clamp(1.9rem, 5.5vw, 3rem);
  line-height: 1.15;
  letter-spacing: -0.02em;
}

.landing__lead {
  max-width: 620px;
  margin: 0 auto 32px;
  color: var(--portal-muted);
  font-size: 1.125rem;
}

.landing__actions {
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
}

.landing__action {
  min-width: 200px;
  padding: 12px 24px;
  font-size: 1.05rem;
}

.landing__stats {
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px 48px;
  max-width: 720px;
  margin: 40px auto 0;
  padding: 20px 16px 0;
  border-top: 1px solid #c6ddd3;
  list-style: none;
}

.landing__stat {
  display: flex;
  flex-direction: column;
  min-width: 120px;
}

.landing__stat-value {
  color: var(--portal-primary-dark);
  font-size: 1.75rem;
  font-weight: 800;
}

.landing__stat-label {
  color: var(--portal-muted);
}

.landing__section {
  max-width: var(--portal-content-width);
  margin: 0 auto;
  padding: 56px 16px;
}

.landing__section--tinted {
  max-width: none;
  background: #ffffff;
  border-top: 1px solid #e4e7eb;
  border-bottom: 1px solid #e4e7eb;
}

.landing__section--tinted > * {
  max-width: 1068px;
  margin-left: auto;
  margin-right: auto;
}

.landing__heading {
  margin: 0 auto 28px;
  font-size: clamp(1.4rem, 3.5vw, 1.9rem);
  line-height: 1.25;
  text-align: center;
}

.landing__features,
.landing__steps {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(230px, 1fr));
  gap: 20px;
  padding: 0;
  list-style: none;
}

.landing__feature {
  padding: 24px;
  border: 1px solid var(--portal-border);
  border-radius: 12px;
  background: var(--portal-surface);
}

.landing__feature p,
.landing__step p {
  margin: 0;
  color: var(--portal-muted);
}

.landing__feature-title {
  margin: 0 0 8px;
  font-size: 1.1rem;
}

.landing__steps {
  counter-reset: step;
}

.landing__step {
  counter-increment: step;
  padding: 0 8px;
}

.landing__step::before {
  content: counter(step);
  display: flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  margin-bottom: 12px;
  border-radius: 50%;
  background: var(--portal-primary);
  color: #ffffff;
  font-weight: 800;
}

.landing__offer {
  max-width: 680px;
  margin: -12px auto 36px;
  padding: 12px 16px;
  border-radius: 8px;
  background: #fff4d6;
  color: #5c3a00;
  text-align: center;
}

@media (max-width: 480px) {
  .landing__action {
    width: 100%;
  }

  .landing__stats {
    gap: 12px;
  }

  .landing__stat {
    min-width: 0;
    flex: 1;
  }

  .landing__stat-value {
    font-size: 1.4rem;
  }

  .landing__stat-label {
    font-size: 0.875rem;
    white-space: nowrap;
  }

  .landing__section {
    padding: 40px 16px;
  }
}
`,
);
