import type { Category } from '../contract/common';
import { categoryOrNone, useCategoryLabels } from '../option-labels';
import { SelectField, type SelectFieldProps } from './select-field';
import { useUiTexts } from './ui-messages';

export interface CategoryFieldProps extends Omit<
  SelectFieldProps,
  'label' | 'options' | 'value' | 'onChange'
> {
  value: Category | '';
  onChange: (category: Category | '') => void;
}

/** The Category select of a campaign or profile form: 'Choose a category', then the nine. */
export function CategoryField({ value, onChange, ...props }: CategoryFieldProps) {
  const { t } = useUiTexts();
  const categories = useCategoryLabels();
  return (
    <SelectField
      {...props}
      label={t('category.label')}
      options={[{ value: '', label: t('category.choose') }, ...categories.options]}
      value={value}
      onChange={(event) => onChange(categoryOrNone(event.target.value))}
    />
  );
}
