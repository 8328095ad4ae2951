import { useState } from 'react';
import type { CampaignFilters as Filters } from '@portal/shared/api/campaigns';
import { campaignListQuerySchema } from '@portal/shared/contract/campaigns';
import type { FieldErrors } from '@portal/shared/data/api-error';
import { useCategoryLabels } from '@portal/shared/option-labels';
import { FilterBar } from '@portal/shared/ui/filter-bar';
import { MoneyInput } from '@portal/shared/ui/money-input';
import { SelectField } from '@portal/shared/ui/select-field';
import { TextField } from '@portal/shared/ui/text-field';
import { useInfluencerTexts } from '../../../texts';

/** The contract's own rules for the filters, so the form never sends what the API refuses. */
function filterErrors(filters: Filters): FieldErrors {
  const parsed = campaignListQuerySchema.safeParse({
    category: filters.category || undefined,
    min_budget: filters.min_budget?.trim() || undefined,
    max_budget: filters.max_budget?.trim() || undefined,
    search: filters.search,
  });
  const errors: FieldErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    (errors[String(issue.path[0])] ??= []).push(issue.message);
  }
  return errors;
}

function hasAny(filters: Filters): boolean {
  return Object.values(filters).some((value) => Boolean(value?.trim()));
}

/** Category, budget range and a text search over title and description (see docs/screens.md). */
export function CampaignFilters({
  value,
  onChange,
}: {
  value: Filters;
  onChange: (filters: Filters) => void;
}) {
  const { t } = useInfluencerTexts();
  const categories = useCategoryLabels();
  const [draft, setDraft] = useState<Filters>(value);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof Filters) => (text: string) =>
    setDraft((current) => ({ ...current, [name]: text }));

  function apply() {
    const found = filterErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) onChange(draft);
  }

  function clear() {
    const empty: Filters = { category: '', min_budget: '', max_budget: '', search: '' };
    setDraft(empty);
    setErrors({});
    onChange(empty);
  }

  return (
    <FilterBar
      label={t('filters.label')}
      onSubmit={apply}
      submit={t('filters.apply')}
      clear={
        hasAny(value) || hasAny(draft) ? { label: t('filters.clear'), onClear: clear } : undefined
      }
    >
      <TextField
        label={t('filters.search')}
        type="search"
        placeholder={t('filters.searchPlaceholder')}
        value={draft.search ?? ''}
        errors={errors.search}
        onChange={(event) => set('search')(event.target.value)}
      />
      <SelectField
        label={t('filters.category')}
        options={[{ value: '', label: t('filters.allCategories') }, ...categories.options]}
        value={draft.category ?? ''}
        errors={errors.category}
        onChange={(event) => set('category')(event.target.value)}
      />
      <MoneyInput
        label={t('filters.minBudget')}
        value={draft.min_budget ?? ''}
        errors={errors.min_budget}
        onChange={set('min_budget')}
      />
      <MoneyInput
        label={t('filters.maxBudget')}
        value={draft.max_budget ?? ''}
        errors={errors.max_budget}
        onChange={set('max_budget')}
      />
    </FilterBar>
  );
}
