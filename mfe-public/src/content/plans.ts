import type { PublicTextKey } from '../texts';

/**
 * The plans (see docs/screens.md), written once for the landing page and /pricing, their texts as
 * keys of the `public` messages. Prices are in taka (see docs/money.md): Pro is ৳9,900 a month, the
 * spec's $99 at about ৳120 to the dollar, rounded down to a price ending in 900 as Bangladeshi
 * price lists do.
 */
export interface PlanFeature {
  text: PublicTextKey;
  /** The message's placeholders, numbers written in the reader's language. */
  values?: Record<string, number>;
  comingSoon?: boolean;
}

export interface Plan {
  name: PublicTextKey;
  audience: PublicTextKey;
  /** Taka per month; 0 is free. */
  monthlyPrice: number;
  features: readonly PlanFeature[];
  cta: { label: PublicTextKey; to: string };
  featured?: boolean;
}

/** Starter's limit of campaigns open at once. */
const STARTER_ACTIVE_CAMPAIGNS = 3;

export const PLANS: readonly Plan[] = [
  {
    name: 'plan.starter.name',
    audience: 'plan.starter.audience',
    monthlyPrice: 0,
    features: [
      { text: 'plan.starter.activeCampaigns', values: { limit: STARTER_ACTIVE_CAMPAIGNS } },
      { text: 'plan.starter.analytics' },
      { text: 'plan.starter.support' },
    ],
    cta: { label: 'plan.starter.cta', to: '/register?role=brand' },
  },
  {
    name: 'plan.pro.name',
    audience: 'plan.pro.audience',
    monthlyPrice: 9900,
    features: [
      { text: 'plan.pro.campaigns' },
      { text: 'plan.pro.analytics' },
      { text: 'plan.pro.support' },
      { text: 'plan.pro.recommendations', comingSoon: true },
    ],
    cta: { label: 'plan.pro.cta', to: '/register?role=brand' },
    featured: true,
  },
  {
    name: 'plan.influencer.name',
    audience: 'plan.influencer.audience',
    monthlyPrice: 0,
    features: [
      { text: 'plan.influencer.applications' },
      { text: 'plan.influencer.payments' },
      { text: 'plan.influencer.portfolio' },
    ],
    cta: { label: 'plan.influencer.cta', to: '/register?role=influencer' },
  },
];

/** The docs/screens.md offer to the first brands: lifetime discounts for this many. */
export const EARLY_BRANDS = 500;
