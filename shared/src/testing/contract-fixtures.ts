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
