import { addStylesheet } from '../stylesheet';

/** The unread count beside a conversation and in the navigation bar. */
addStylesheet(
  'portal-messages-badge',
  `
.messages-badge {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: 999px;
  background: var(--portal-danger, #b42318);
  color: #ffffff;
  font-size: 0.8rem;
  font-weight: 700;
  line-height: 1;
}
`,
);
