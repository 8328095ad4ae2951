import { formatTaka } from '@portal/shared/money';

/** The landing page's claims (spec §1). */
export interface FeatureClaim {
  title: string;
  text: string;
  comingSoon?: boolean;
}

export const FEATURE_CLAIMS: readonly FeatureClaim[] = [
  {
    title: 'Escrow-protected payments',
    text: 'Brands pay the platform through bKash or Nagad. Our team confirms every payment before it reaches the influencer’s balance, so nobody pays for work that is not agreed.',
  },
  {
    title: 'Multi-currency support',
    text: `Every budget, fee and payout is shown in taka with Bangladeshi grouping, such as ${formatTaka(1250000, { wholeTaka: true })}; other currencies follow for brands abroad.`,
  },
  {
    title: 'Analytics',
    text: 'See campaigns, applications, money spent and earnings at a glance on your dashboard.',
  },
  {
    title: 'AI matching',
    text: 'Suggestions of the influencers whose audience fits your campaign.',
    comingSoon: true,
  },
];

export interface Statistic {
  value: string;
  label: string;
}

export const STATISTICS: readonly Statistic[] = [
  { value: '98%', label: 'success rate' },
  { value: '15K+', label: 'active users' },
  { value: '4.9/5', label: 'rating' },
];
