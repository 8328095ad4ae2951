import { CATEGORIES, PAYMENT_METHODS, type Category, type PaymentMethod } from './contract/common';

/** How the nine categories of spec §5 read on screen. */
export const CATEGORY_LABELS: Record<Category, string> = {
  fashion: 'Fashion',
  beauty: 'Beauty',
  fitness: 'Fitness',
  travel: 'Travel',
  food: 'Food',
  lifestyle: 'Lifestyle',
  technology: 'Technology',
  gaming: 'Gaming',
  other: 'Other',
};

/** The categories as select options, in the spec's order. */
export const CATEGORY_OPTIONS = CATEGORIES.map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));

/** The two wallets as the spec names them: bKash (the default) and Nagad. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bkash: 'bKash',
  nagad: 'Nagad',
};

export const PAYMENT_METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));

/** The category select of a form: a blank first choice, then the nine categories. */
export const CATEGORY_CHOICES = [{ value: '', label: 'Choose a category' }, ...CATEGORY_OPTIONS];

/** The category a select's value names, or '' (none chosen) for anything else. */
export function categoryOrNone(value: string): Category | '' {
  return CATEGORY_OPTIONS.find((option) => option.value === value)?.value ?? '';
}
