import { addStylesheet } from '@portal/shared/stylesheet';

addStylesheet(
  'portal-public-profile',
  `
.public-profile {
  display: flex;
  align-items: flex-start;
  gap: 28px;
  max-width: 760px;
  margin: 16px auto 0;
  padding: 32px;
  border: 1px solid var(--portal-border);
  border-radius: 12px;
  background: var(--portal-surface);
  box-shadow: 0 1px 2px rgba(16, 42, 67, 0.06);
}

.public-profile__body {
  min-width: 0;
}

.public-profile__name {
  margin: 0 0 8px;
  font-size: 1.9rem;
  overflow-wrap: anywhere;
}

.public-profile__tags {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0 0 16px;
}

.public-profile__role,
.public-profile__category {
  padding: 2px 12px;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  text-transform: capitalize;
}

.public-profile__role {
  background: #e6f4ef;
  color: var(--portal-primary-dark);
}

.public-profile__category {
  background: #e4e7eb;
  color: var(--portal-text);
}

.public-profile__bio {
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
}

@media (max-width: 560px) {
  .public-profile {
    flex-direction: column;
    align-items: center;
    padding: 24px 20px;
    text-align: center;
  }

  .public-profile__tags {
    justify-content: center;
  }
}
`,
);
