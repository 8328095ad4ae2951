import { CATEGORIES, PAYMENT_METHODS, type Category, type PaymentMethod } from './contract/common';
import { DELIVERY_PLATFORMS, type DeliveryPlatform } from './contract/collaborations';
import { DELIVERABLE_KINDS, type Deliverable, type DeliverableKind } from './contract/deliverables';
import type { SocialPlatform } from './contract/profiles';
import { digitsFor } from './language';
import { useUiTexts } from './ui/ui-messages';

/**
 * The nine categories (see docs/api-conventions.md) as they read on screen, in the shown language:
 * `label(category)` and the select options in the spec's order. A component calls it, so a language
 * switch re-renders the names; a table cell can show `<CategoryName>` (ui/category-name.tsx).
 */
export function useCategoryLabels() {
  const { t } = useUiTexts();
  const label = (category: Category) => t(`category.${category}`);
  return {
    label,
    options: CATEGORIES.map((value) => ({ value, label: label(value) })),
  };
}

/**
 * The two wallets as the spec names them: bKash (the default) and Nagad. Brand names, written
 * the same in every language.
 */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
};

/** The social platforms by their own names, the same in every language (the form's labels, the links' names). */
export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatform, string> = {
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  twitter: 'Twitter',
  facebook: 'Facebook',
};

/**
 * A campaign's deliverables as they read on screen (see docs/campaigns.md): the platforms by their
 * own names ('Other' in the shown language), the kinds in the shown language, a whole line
 * ('Instagram: Reel × 2'), and the select options of each.
 */
export function useDeliverableLabels() {
  const { t, language } = useUiTexts();
  const platform = (value: DeliveryPlatform) =>
    value === 'other' ? t('deliverable.otherPlatform') : SOCIAL_PLATFORM_LABELS[value];
  const kind = (value: DeliverableKind) => t(`deliverable.kind.${value}`);
  return {
    platform,
    kind,
    line: (deliverable: Deliverable) =>
      t('deliverable.line', {
        platform: platform(deliverable.platform),
        kind: kind(deliverable.kind),
        count: digitsFor(language, String(deliverable.count)),
      }),
    platformOptions: DELIVERY_PLATFORMS.map((value) => ({ value, label: platform(value) })),
    kindOptions: DELIVERABLE_KINDS.map((value) => ({ value, label: kind(value) })),
  };
}

export const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));

/** The category a select's value names, or '' (none chosen) for anything else. */
export function categoryOrNone(value: string): Category | '' {
  return CATEGORIES.find((category) => category === value) ?? '';
}
