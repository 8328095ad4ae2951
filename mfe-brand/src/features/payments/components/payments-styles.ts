import { addStylesheet } from '@portal/shared/stylesheet';

/** Campaign Payments: the transaction IDs, the row's actions and the payment modal. */
addStylesheet(
  'portal-brand-payments',
  `
.brand-payments__transaction {
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  overflow-wrap: anywhere;
}

.payment-actions {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
}

.portal-table-cards .payment-actions {
  justify-content: flex-end;
}

.payment-modal__summary {
  display: grid;
  gap: 8px;
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: var(--portal-radius);
  background: var(--portal-bg);
}

.payment-modal__summary div {
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
}

.payment-modal__summary dt {
  color: var(--portal-muted);
  font-weight: 600;
}

.payment-modal__summary dd {
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
}

.payment-modal__actions {
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-bottom: 12px;
}
`,
);
