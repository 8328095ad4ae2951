import { addStylesheet } from '../stylesheet';

/** The UI kit's stylesheet: colours meet WCAG AA contrast on their backgrounds. */
addStylesheet(
  'portal-ui',
  `
:root {
  --portal-text: #1f2933;
  --portal-muted: #52606d;
  --portal-bg: #f5f7fa;
  --portal-surface: #ffffff;
  --portal-border: #cbd2d9;
  --portal-primary: #0b6e4f;
  --portal-primary-dark: #08523b;
  --portal-danger: #b42318;
  --portal-danger-bg: #fef3f2;
  --portal-focus: #1d4ed8;
  --portal-radius: 8px;
  /* Width of the page content, the navigation bar and the footer alike. */
  --portal-content-width: 1200px;
  font-family:
    system-ui,
    -apple-system,
    'Segoe UI',
    Roboto,
    'Noto Sans Bengali',
    sans-serif;
  color: var(--portal-text);
  background: var(--portal-bg);
  line-height: 1.5;
}

*,
*::before,
*::after {
  box-sizing: border-box;
}

body {
  margin: 0;
}

a {
  color: var(--portal-primary-dark);
}

:focus-visible {
  outline: 3px solid var(--portal-focus);
  outline-offset: 2px;
}

.portal-page {
  max-width: var(--portal-content-width);
  margin: 0 auto;
  padding: 24px 16px 48px;
}

.portal-page__title {
  margin: 0 0 16px;
  font-size: 1.75rem;
}

.portal-section {
  margin: 24px 0;
}

.portal-section__title {
  margin: 0 0 12px;
  font-size: 1.25rem;
}

.portal-card {
  background: var(--portal-surface);
  border: 1px solid var(--portal-border);
  border-radius: var(--portal-radius);
  padding: 20px;
}

.portal-card--narrow {
  max-width: 440px;
  margin: 0 auto;
}

.portal-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 8px 18px;
  border: 1px solid var(--portal-primary);
  border-radius: var(--portal-radius);
  background: var(--portal-primary);
  color: #ffffff;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
}

.portal-button:hover {
  background: var(--portal-primary-dark);
}

.portal-button:disabled {
  opacity: 0.7;
  cursor: progress;
}

.portal-button--secondary {
  background: var(--portal-surface);
  color: var(--portal-primary-dark);
}

.portal-button--secondary:hover {
  background: #e6f4ef;
}

.portal-button--block {
  width: 100%;
}

.portal-field {
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: 16px;
}

.portal-field__label {
  font-weight: 600;
}

.portal-field__input {
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid #7b8794;
  border-radius: var(--portal-radius);
  background: var(--portal-surface);
  color: var(--portal-text);
  font: inherit;
}

.portal-error-box {
  margin-bottom: 16px;
  padding: 12px 16px;
  border: 1px solid var(--portal-danger);
  border-radius: var(--portal-radius);
  background: var(--portal-danger-bg);
  color: var(--portal-danger);
}

.portal-avatar {
  flex-shrink: 0;
  border-radius: 50%;
  object-fit: cover;
  background: #d9e8e2;
}

.portal-muted {
  color: var(--portal-muted);
}
`,
);
