import type { Application } from '../contract/applications';
import type { Campaign } from '../contract/campaigns';

/** Contract-shaped test data shared by the remotes' page tests. */

export function aCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 7,
    title: 'Eid Collection Launch',
    description: 'Show our Eid collection to your followers in three posts.',
    budget: '15000.00',
    category: 'fashion',
    deadline: '2030-06-30',
    brand: 11,
    brand_name: 'aarong_style',
    applications_count: 2,
    is_active: true,
    created_at: '2026-05-01T04:00:00Z',
    application_status: null,
    ...overrides,
  };
}

/** aarong_style's campaign (aCampaign) applied to by nusrat_styles: the TEST_USERS pair. */
export function anApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 31,
    campaign: 7,
    campaign_title: 'Eid Collection Launch',
    campaign_brand: 'aarong_style',
    campaign_brand_id: 11,
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
    collaboration_status: null,
    ...overrides,
  };
}

/** The six months a dashboard's monthly figures cover in the page tests. */
export const SIX_MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'];
