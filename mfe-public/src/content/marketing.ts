import type { PublicTextKey } from '../texts';

/** The landing page's claims (see docs/screens.md), as keys of the `public` messages. */
export interface FeatureClaim {
  title: PublicTextKey;
  text: PublicTextKey;
  comingSoon?: boolean;
}

/** The amount the multi-currency claim shows as its example, in the reader's language. */
export const EXAMPLE_AMOUNT = 1250000;

export const FEATURE_CLAIMS: readonly FeatureClaim[] = [
  { title: 'claim.escrow.title', text: 'claim.escrow.text' },
  { title: 'claim.currency.title', text: 'claim.currency.text' },
  { title: 'claim.analytics.title', text: 'claim.analytics.text' },
  { title: 'claim.aiMatching.title', text: 'claim.aiMatching.text', comingSoon: true },
];

export interface Statistic {
  value: PublicTextKey;
  label: PublicTextKey;
}

export const STATISTICS: readonly Statistic[] = [
  { value: 'stat.successRate.value', label: 'stat.successRate.label' },
  { value: 'stat.activeUsers.value', label: 'stat.activeUsers.label' },
  { value: 'stat.rating.value', label: 'stat.rating.label' },
];

/** How the platform works, in three steps. */
export const STEPS: readonly { title: PublicTextKey; text: PublicTextKey }[] = [
  { title: 'step.post.title', text: 'step.post.text' },
  { title: 'step.agree.title', text: 'step.agree.text' },
  { title: 'step.deliver.title', text: 'step.deliver.text' },
];
