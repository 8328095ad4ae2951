import { addStylesheet } from '../stylesheet';

/**
 * The Messages screen: a 600 px panel on a desktop (spec §9), the conversation list beside the
 * thread; on a phone the panel fills the screen and shows the list or the thread.
 */
addStylesheet(
  'portal-messages',
  `
.messages {
  display: grid;
  grid-template-columns: minmax(220px, 320px) minmax(0, 1fr);
  height: 600px;
  border: 1px solid var(--portal-border);
  border-radius: var(--portal-radius);
  background: var(--portal-surface);
  overflow: hidden;
}

.messages--phone {
  display: flex;
  flex-direction: column;
  /* The screen below the navigation bar and the page's title and margins. */
  height: calc(100dvh - 210px);
  min-height: 380px;
}

.messages__list-pane {
  min-height: 0;
  overflow-y: auto;
  border-right: 1px solid var(--portal-border);
  padding: 8px 0;
}

.messages--phone .messages__list-pane {
  flex: 1;
  border-right: 0;
}

.messages__thread-pane {
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
}

.messages--phone .messages__thread-pane {
  flex: 1;
}

.messages__list-pane .portal-skeleton,
.messages__list-pane .portal-empty,
.messages__list-pane .portal-error-box {
  margin: 8px 16px;
}

.conversations__section + .conversations__section {
  margin-top: 8px;
}

.conversations__title {
  margin: 8px 16px 4px;
  color: var(--portal-muted);
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
}

.conversations__items {
  margin: 0;
  padding: 0;
  list-style: none;
}

.conversation {
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 56px;
  padding: 8px 16px;
  border: 0;
  border-left: 4px solid transparent;
  background: transparent;
  color: var(--portal-text);
  font: inherit;
  text-align: left;
  cursor: pointer;
}

.conversation:hover {
  background: #eef2f6;
}

.conversation[aria-current='true'] {
  border-left-color: var(--portal-primary);
  background: #e6f4ef;
}

.conversation:disabled {
  cursor: progress;
}

.conversation__text {
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
}

.conversation__name {
  overflow: hidden;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
}

.conversation__role {
  color: var(--portal-muted);
  font-size: 0.85rem;
}

.conversations__more {
  padding: 8px 16px;
}

.messages__welcome {
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: 24px;
  text-align: center;
}

.messages__welcome h2 {
  margin: 0 0 8px;
  font-size: 1.4rem;
}

.thread__header {
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 16px;
  border-bottom: 1px solid var(--portal-border);
}

.thread__back {
  flex-shrink: 0;
}

.thread__title {
  display: flex;
  flex-direction: column;
  min-width: 0;
}

.thread__name {
  margin: 0;
  overflow: hidden;
  font-size: 1.1rem;
  text-overflow: ellipsis;
  white-space: nowrap;
}

.thread__state {
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
}

.thread__log {
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 12px 16px;
  background: var(--portal-bg);
}

.thread__older {
  display: flex;
  justify-content: center;
  margin-bottom: 8px;
}

.thread__messages {
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
}

.thread__time {
  align-self: center;
  margin: 10px 0 2px;
  color: var(--portal-muted);
  font-size: 0.8rem;
}

.bubble {
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  max-width: 78%;
}

.bubble--mine {
  align-self: flex-end;
  align-items: flex-end;
}

.bubble--theirs {
  align-self: flex-start;
}

.bubble__text {
  margin: 0;
  padding: 8px 12px;
  border-radius: 16px 16px 16px 4px;
  background: var(--portal-surface);
  border: 1px solid var(--portal-border);
  overflow-wrap: anywhere;
  white-space: pre-wrap;
}

.bubble--mine .bubble__text {
  border-color: var(--portal-primary);
  border-radius: 16px 16px 4px 16px;
  background: var(--portal-primary);
  color: #ffffff;
}

.bubble--sending .bubble__text {
  opacity: 0.7;
}

.bubble--failed .bubble__text {
  border-color: var(--portal-danger);
  background: var(--portal-danger-bg);
  color: var(--portal-text);
}

.bubble__status {
  margin-top: 2px;
  color: var(--portal-muted);
  font-size: 0.8rem;
}

.bubble__failure {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 6px 8px;
  margin-top: 4px;
  color: var(--portal-danger);
  font-size: 0.85rem;
  text-align: right;
}

.send-box {
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 10px 12px;
  border-top: 1px solid var(--portal-border);
}

.send-box__row {
  display: flex;
  align-items: flex-end;
  gap: 8px;
}

.send-box__input {
  flex: 1;
  min-width: 0;
  min-height: 44px;
  max-height: 140px;
  padding: 10px 12px;
  border: 1px solid #7b8794;
  border-radius: var(--portal-radius);
  font: inherit;
  resize: none;
}

.send-box__error {
  margin: 0;
  color: var(--portal-danger);
  font-size: 0.9rem;
}
`,
);
