import type { Application } from '../contract/applications';
import { formatTaka } from '../money';

/** The fee the influencer asked for, or the campaign's budget when they asked for none. */
export function proposedFee(application: Application): string {
  return application.expected_fee
    ? formatTaka(application.expected_fee)
    : `${formatTaka(application.campaign_budget)} (budget)`;
}
