import type { Application } from '@portal/shared/contract/applications';
import { formatTaka } from '@portal/shared/money';
import { applicationsText } from './messages';

/**
 * The fee the influencer asked for, or the campaign's budget when they asked for none, in the
 * language shown when it is called (a table cell, rendered again on a language switch).
 */
export function proposedFee(application: Application): string {
  return application.expected_fee
    ? formatTaka(application.expected_fee)
    : applicationsText('fee.budget', { amount: formatTaka(application.campaign_budget) });
}
