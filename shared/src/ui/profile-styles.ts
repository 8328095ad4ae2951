import { addStylesheet } from '../stylesheet';

/**
 * The profile editors of brands and influencers: the picture and the strength list beside the
 * form on a desktop, stacked on a phone.
 */
addStylesheet(
  'portal-profile',
  `
.profile-editor {
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: 24px;
  align-items: start;
}

.profile-editor__side {
  display: flex;
  flex-direction: column;
  gap: 24px;
  min-width: 0;
}

@media (max-width: 860px) {
  .profile-editor {
    grid-template-columns: minmax(0, 1fr);
  }
}

.profile-panel {
  min-width: 0;
  padding: 20px;
  border: 1px solid var(--portal-border);
  border-radius: var(--portal-radius);
  background: var(--portal-surface);
}

.profile-panel__title {
  margin: 0 0 16px;
  font-size: 1.2rem;
}

.profile-picture {
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 16px;
}

.profile-picture__controls {
  width: 100%;
  min-width: 0;
}

.profile-picture__controls .portal-field__input {
  width: 100%;
  max-width: 100%;
}

.profile-picture__messages > :first-child {
  margin-top: 16px;
}

.profile-picture__messages > :last-child {
  margin-bottom: 0;
}

.profile-strength__summary {
  margin: 0 0 8px;
  font-weight: 600;
}

.profile-strength__bar {
  width: 100%;
  height: 12px;
  accent-color: var(--portal-primary);
}

.profile-strength__list {
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
}

.profile-strength__list li {
  padding: 4px 0;
}

.profile-strength__item--done span[aria-hidden='true'] {
  color: var(--portal-primary);
  font-weight: 700;
}

.profile-strength__marker {
  color: var(--portal-muted);
  font-size: 0.875rem;
}

.profile-form__pair {
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 16px;
}

@media (max-width: 560px) {
  .profile-form__pair {
    grid-template-columns: 1fr;
  }
}
`,
);
