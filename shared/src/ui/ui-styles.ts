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

.portal-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
}

.portal-field__label-row {
  display: flex;
  gap: 4px;
}

.portal-field__required {
  color: var(--portal-danger);
  font-weight: 700;
}

.portal-field__hint {
  color: var(--portal-muted);
  font-size: 0.875rem;
}

.portal-field__error {
  color: var(--portal-danger);
  font-size: 0.9rem;
}

.portal-field__input[aria-invalid='true'] {
  border-color: var(--portal-danger);
}

textarea.portal-field__input {
  resize: vertical;
}

.portal-radio-group {
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0 0 16px;
  padding: 0;
  border: 0;
}

.portal-radio-group legend {
  margin-bottom: 4px;
  padding: 0;
}

.portal-radio-group__option {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  cursor: pointer;
}

.portal-radio-group__option input {
  width: 20px;
  height: 20px;
  accent-color: var(--portal-primary);
}

.portal-button--danger {
  border-color: var(--portal-danger);
  background: var(--portal-danger);
}

.portal-button--danger:hover {
  background: #8f1c13;
}

.portal-button--small {
  min-height: 36px;
  padding: 4px 12px;
  font-size: 0.9rem;
}

.portal-modal {
  position: fixed;
  inset: 0;
  z-index: 100;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgba(16, 42, 67, 0.55);
}

.portal-modal__dialog {
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 520px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  border-radius: var(--portal-radius);
  background: var(--portal-surface);
  box-shadow: 0 12px 32px rgba(16, 42, 67, 0.3);
}

.portal-modal__header {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 20px 8px;
}

.portal-modal__title {
  margin: 0;
  font-size: 1.25rem;
}

.portal-modal__close {
  min-width: 44px;
  min-height: 44px;
  border: 0;
  border-radius: var(--portal-radius);
  background: transparent;
  color: var(--portal-text);
  font-size: 1.6rem;
  line-height: 1;
  cursor: pointer;
}

.portal-modal__close:hover {
  background: var(--portal-bg);
}

.portal-modal__body {
  padding: 8px 20px;
}

.portal-modal__footer {
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  padding: 12px 20px 20px;
}

.portal-table-wrap {
  overflow-x: auto;
  border: 1px solid var(--portal-border);
  border-radius: var(--portal-radius);
  background: var(--portal-surface);
}

.portal-table {
  width: 100%;
  border-collapse: collapse;
}

.portal-table th,
.portal-table td {
  padding: 10px 12px;
  border-bottom: 1px solid var(--portal-border);
  text-align: left;
  vertical-align: top;
}

.portal-table th {
  background: #eef2f6;
  font-size: 0.875rem;
  font-weight: 700;
  white-space: nowrap;
}

.portal-table tbody tr:last-child td {
  border-bottom: 0;
}

.portal-table-cards {
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
}

.portal-table-cards__card {
  padding: 12px 16px;
  border: 1px solid var(--portal-border);
  border-radius: var(--portal-radius);
  background: var(--portal-surface);
}

.portal-table-cards__fields {
  margin: 0;
}

.portal-table-cards__field {
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 6px 0;
  border-bottom: 1px solid #e4e7eb;
}

.portal-table-cards__field:last-child {
  border-bottom: 0;
}

.portal-table-cards__field dt {
  color: var(--portal-muted);
  font-weight: 600;
}

.portal-table-cards__field dd {
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;
  text-align: right;
}

.portal-status {
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
}

.portal-status--pending {
  background: #fef3c7;
  color: #7a4b00;
}

.portal-status--success {
  background: #dcfce7;
  color: #14532d;
}

.portal-status--danger {
  background: #fee2e2;
  color: #8f1c13;
}

.portal-status--neutral {
  background: #e4e7eb;
  color: #323f4b;
}

.portal-banner {
  margin: 0 0 16px;
  padding: 12px 16px;
  border: 1px solid;
  border-radius: var(--portal-radius);
}

.portal-banner--error {
  border-color: var(--portal-danger);
  background: var(--portal-danger-bg);
  color: var(--portal-danger);
}

.portal-banner--success {
  border-color: #15803d;
  background: #ecfdf3;
  color: #14532d;
}

.portal-stat-grid {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
  margin: 0 0 24px;
}

.portal-stat-card {
  padding: 16px 20px;
  border: 1px solid var(--portal-border);
  border-radius: var(--portal-radius);
  background: var(--portal-surface);
}

.portal-stat-card__label {
  margin: 0;
  color: var(--portal-muted);
  font-weight: 600;
}

.portal-stat-card__value {
  margin: 4px 0 0;
  font-size: 1.6rem;
  font-weight: 700;
}

.portal-stat-card__note {
  margin: 4px 0 0;
  color: var(--portal-muted);
  font-size: 0.875rem;
}

.portal-empty {
  margin: 0;
  padding: 24px 16px;
  border: 1px dashed var(--portal-border);
  border-radius: var(--portal-radius);
  background: var(--portal-surface);
  color: var(--portal-muted);
  text-align: center;
}

.portal-skeleton {
  display: flex;
  flex-direction: column;
  gap: 10px;
}

.portal-skeleton__bar {
  display: block;
  height: 18px;
  border-radius: 4px;
  background: linear-gradient(90deg, #e4e7eb 25%, #f0f2f5 50%, #e4e7eb 75%);
  background-size: 200% 100%;
  animation: portal-shimmer 1.4s ease-in-out infinite;
}

.portal-skeleton__bar:nth-child(3n) {
  width: 70%;
}

@keyframes portal-shimmer {
  from {
    background-position: 200% 0;
  }
  to {
    background-position: -200% 0;
  }
}

@media (prefers-reduced-motion: reduce) {
  .portal-skeleton__bar {
    animation: none;
  }
}

.portal-load-more {
  display: flex;
  justify-content: center;
  margin: 16px 0;
}

.portal-chart {
  margin: 0;
  padding: 16px;
  border: 1px solid var(--portal-border);
  border-radius: var(--portal-radius);
  background: var(--portal-surface);
}

.portal-chart__title {
  margin-bottom: 8px;
  font-weight: 700;
}

.portal-chart__svg {
  display: block;
  width: 100%;
  height: auto;
}

.portal-chart__bar {
  fill: var(--portal-primary);
}

.portal-chart__axis {
  stroke: var(--portal-border);
}

.portal-chart__value,
.portal-chart__label {
  fill: var(--portal-muted);
  font-size: 13px;
}
`,
);
