/**
 * The plans of spec §1, written once for the landing page and /pricing. Prices are in taka
 * (design §3): Pro is ৳9,900 a month, the spec's $99 at about ৳120 to the dollar, rounded down
 * to a price ending in 900 as Bangladeshi price lists do.
 */
export interface PlanFeature {
  text: string;
  comingSoon?: boolean;
}

export interface Plan {
  name: string;
  audience: string;
  /** Taka per month; 0 is free. */
  monthlyPrice: number;
  features: readonly PlanFeature[];
  cta: { label: string; to: string };
  featured?: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    name: 'Starter',
    audience: 'For brands trying their first campaigns',
    monthlyPrice: 0,
    features: [
      { text: '3 active campaigns' },
      { text: 'Basic analytics' },
      { text: 'Email support' },
    ],
    cta: { label: 'Start free as a brand', to: '/register?role=brand' },
  },
  {
    name: 'Pro',
    audience: 'For brands running campaigns every month',
    monthlyPrice: 9900,
    features: [
      { text: 'Unlimited campaigns' },
      { text: 'Advanced analytics' },
      { text: 'Priority support' },
      { text: 'AI recommendations', comingSoon: true },
    ],
    cta: { label: 'Choose Pro', to: '/register?role=brand' },
    featured: true,
  },
  {
    name: 'Influencer',
    audience: 'For creators who want paid collaborations',
    monthlyPrice: 0,
    features: [
      { text: 'Unlimited applications' },
      { text: 'Global payment options' },
      { text: 'Portfolio showcase' },
    ],
    cta: { label: 'Join as an influencer', to: '/register?role=influencer' },
  },
];

/** Spec §1's marketing statements about the current offer. */
export const FREE_PHASE = 'A free phase is currently running.';
export const EARLY_BRAND_OFFER = 'The first 500 brands get lifetime discounts.';
