import type { Category } from '../contract/common';
import { useCategoryLabels } from '../option-labels';

/** A category's name in the shown language, e.g. in a table cell: 'Fashion', 'ফ্যাশন'. */
export function CategoryName({ category }: { category: Category }) {
  return <>{useCategoryLabels().label(category)}</>;
}
