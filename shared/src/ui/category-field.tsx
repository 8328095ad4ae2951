import type { Category } from '../contract/common';
import { CATEGORY_CHOICES, categoryOrNone } from '../option-labels';
import { SelectField, type SelectFieldProps } from './select-field';

export interface CategoryFieldProps extends Omit<
  SelectFieldProps,
  'label' | 'options' | 'value' | 'onChange'
> {
  value: Category | '';
  onChange: (category: Category | '') => void;
}

/** The Category select of a campaign or profile form: 'Choose a category', then the nine. */
export function CategoryField({ value, onChange, ...props }: CategoryFieldProps) {
  return (
    <SelectField
      {...props}
      label="Category"
      options={CATEGORY_CHOICES}
      value={value}
      onChange={(event) => onChange(categoryOrNone(event.target.value))}
    />
  );
}
