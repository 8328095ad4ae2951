import type { BrandDashboard } from '@portal/shared/contract/dashboards';
import { aCampaign, anApplication, SIX_MONTHS } from '@portal/shared/testing/contract-fixtures';

/** The brand dashboard as the API sends it for the brand of the page tests. */
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
