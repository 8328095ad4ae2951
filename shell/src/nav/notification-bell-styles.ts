import { addStylesheet } from '@portal/shared/stylesheet';

/** The bell in the navigation bar and its panel of notifications. */
addStylesheet(
  'portal-notification-bell',
  `
.bell {
  position: relative;
}

.bell__button {
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: #ffffff;
  cursor: pointer;
}

.bell__button:hover {
  background: #243b53;
}

.bell__icon {
  fill: currentColor;
}

.bell__count {
  position: absolute;
  top: 4px;
  right: 2px;
  min-width: 20px;
  padding: 0 5px;
  border-radius: 999px;
  background: #d64545;
  color: #ffffff;
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
}

.bell__panel {
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 50;
  width: min(380px, calc(100vw - 24px));
  max-height: 70vh;
  overflow: auto;
  border: 1px solid var(--portal-border);
  border-radius: var(--portal-radius);
  background: var(--portal-surface);
  color: var(--portal-text);
  box-shadow: 0 12px 28px rgba(16, 42, 67, 0.25);
}

.bell__panel :focus-visible {
  outline-color: var(--portal-focus);
}

.bell__header {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 16px;
  border-bottom: 1px solid var(--portal-border);
}

.bell__title {
  margin: 0;
  font-size: 1.05rem;
}

.bell__list {
  margin: 0;
  padding: 0;
  list-style: none;
}

.bell__item {
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 10px 16px;
  border-bottom: 1px solid #e4e7eb;
}

.bell__item--unread {
  background: #f0f7f4;
}

.bell__text {
  color: var(--portal-text);
}

.bell__item--unread .bell__text {
  font-weight: 600;
}

.bell__meta {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  color: var(--portal-muted);
  font-size: 0.85rem;
}

.bell__mark {
  min-height: 32px;
  padding: 2px 8px;
  border: 1px solid var(--portal-primary);
  border-radius: 6px;
  background: transparent;
  color: var(--portal-primary-dark);
  font: inherit;
  font-size: 0.85rem;
  cursor: pointer;
}

.bell__empty {
  margin: 0;
  padding: 16px;
  color: var(--portal-muted);
}

@media (max-width: 640px) {
  .bell__panel {
    position: fixed;
    top: 60px;
    right: 8px;
    left: 8px;
    width: auto;
  }
}
`,
);
