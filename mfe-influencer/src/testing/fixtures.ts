import { aCampaign, anApplication, SIX_MONTHS } from '@portal/shared/testing/contract-fixtures';
import type { InfluencerDashboard } from '@portal/shared/contract/dashboards';
import type { OwnProfile } from '@portal/shared/contract/profiles';
import type { Balance } from '@portal/shared/contract/withdrawals';
import { TEST_USERS } from '@portal/shared/testing/render-page';

/** Test data as the API sends it, for the influencer of the page tests (TEST_USERS.influencer). */
const influencer = TEST_USERS.influencer;

export function aDashboard(overrides: Partial<InfluencerDashboard> = {}): InfluencerDashboard {
  return {
    stats: {
      total_applications: 4,
      accepted_applications: 2,
      total_earnings: '1234567.00',
      pending_earnings: '8000.50',
    },
    monthly_earnings: SIX_MONTHS.map((month) => ({
      month,
      amount: month === '2026-05' ? '12000.00' : '0.00',
    })),
    available_campaigns: [aCampaign()],
    recent_applications: [anApplication()],
    ...overrides,
  };
}

export function aBalance(overrides: Partial<Balance> = {}): Balance {
  return {
    balance: '5000.00',
    total_earnings: '12000.00',
    pending_earnings: '3000.00',
    withdrawn: '6000.00',
    pending_withdrawals: '1000.00',
    min_withdrawal: '100.00',
    in_escrow: '9000.00',
    ...overrides,
  };
}

export function aProfile(overrides: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: influencer.id,
    username: influencer.username,
    email: influencer.email,
    role: 'influencer',
    bio: 'Dhaka fashion and lifestyle.',
    category: 'fashion',
    profile_picture: '/uploads/ab12.png',
    website: null,
    industry: null,
    followers_count: 25000,
    social_links: { instagram: 'https://instagram.com/nusrat' },
    portfolio: null,
    language: 'en',
    pending_email: null,
    ...overrides,
  };
}
