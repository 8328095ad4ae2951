import { addStylesheet } from '../stylesheet';

/** An application's details dialog and the mark of a decided application. */
addStylesheet(
  'portal-application-details',
  `
.application-decided {
  font-weight: 600;
  white-space: nowrap;
}

.application-decided--accepted {
  color: #14532d;
}

.application-decided--rejected {
  color: var(--portal-danger);
}

.application-details {
  display: grid;
  gap: 12px;
  margin: 0 0 8px;
}

.application-details dt {
  color: var(--portal-muted);
  font-size: 0.8rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.03em;
}

.application-details dd {
  margin: 0;
  overflow-wrap: anywhere;
}

.application-details__proposal {
  white-space: pre-line;
}
`,
);
