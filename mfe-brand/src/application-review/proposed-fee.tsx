import type { Application } from '@portal/shared/contract/applications';
import { formatTaka } from '@portal/shared/money';
import { useApplicationsTexts } from './texts';

/** The fee the influencer asked for, or the campaign's budget when they asked for none. */
export function ProposedFee({ application }: { application: Application }) {
  const { t, language } = useApplicationsTexts();
  return application.expected_fee
    ? formatTaka(application.expected_fee, { language })
    : t('fee.budget', { amount: formatTaka(application.campaign_budget, { language }) });
}

/** The 'Proposed Fee' cell of an application table. */
export const proposedFeeCell = (application: Application) => (
  <ProposedFee application={application} />
);
