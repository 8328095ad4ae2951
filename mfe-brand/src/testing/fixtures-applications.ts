import type { Application } from '@portal/shared/contract/applications';
import type { BrandDashboard } from '@portal/shared/contract/dashboards';
import { aCampaign } from '@portal/shared/testing/contract-fixtures';
import { TEST_USERS } from '@portal/shared/testing/render-page';

/** Test data as the API sends it, for the brand of the page tests (TEST_USERS.brand). */
const brand = TEST_USERS.brand;

/** An application to the brand's campaign 'Eid Collection Launch' (aCampaign). */
export function anApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 31,
    campaign: 7,
    campaign_title: 'Eid Collection Launch',
    campaign_brand: brand.username,
    campaign_brand_id: brand.id,
    campaign_budget: '15000.00',
    influencer: 21,
    influencer_name: 'nusrat_styles',
    proposal: 'Three reels and a story.',
    expected_fee: '12000.00',
    amount: '12000.00',
    status: 'pending',
    applied_at: '2026-05-02T06:30:00Z',
    payment_status: 'unpaid',
    payment_method: null,
    payment_transaction_id: null,
    transaction_id: null,
    ...overrides,
  };
}

export const SIX_MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];

export function aBrandDashboard(overrides: Partial<BrandDashboard> = {}): BrandDashboard {
  return {
    stats: { total_campaigns: 3, total_applications: 7, money_spent: '1234567.00' },
    monthly_spending: SIX_MONTHS.map((month) => ({
      month,
      amount: month === '2026-05' ? '12000.00' : '0.00',
    })),
    recent_campaigns: [aCampaign()],
    recent_applications: [anApplication()],
    ...overrides,
  };
}
