import { addStylesheet } from '@portal/shared/stylesheet';

/** The influencer form's social links; the editor's layout and panels are shared's. */
addStylesheet(
  'portal-influencer-profile',
  `
.profile-form__links {
  margin: 0 0 8px;
  padding: 0;
  border: 0;
}

.profile-form__links legend {
  margin-bottom: 8px;
  padding: 0;
}
`,
);
