import { useState } from 'react';
import type { InfluencerSearchFilters } from '@portal/shared/api/influencers';
import { latinDigits } from '@portal/shared/contract/digits';
import { influencerSearchQuerySchema } from '@portal/shared/contract/influencers';
import { useCategoryLabels } from '@portal/shared/option-labels';
import { Button } from '@portal/shared/ui/button';
import { FilterBar } from '@portal/shared/ui/filter-bar';
import { SelectField } from '@portal/shared/ui/select-field';
import { TextField } from '@portal/shared/ui/text-field';
import { SEARCH_CATEGORIES, searchCategoryOf } from './search-query';

const FOLLOWERS_PROBLEM = 'Enter a whole number of followers, 0 or more.';

/** The contract's rule for the minimum: empty, or a whole number from 0. */
function followersProblem(text: string): string | undefined {
  const parsed = influencerSearchQuerySchema.shape.min_followers.safeParse(text.trim());
  return parsed.success ? undefined : FOLLOWERS_PROBLEM;
}

/** Category and Minimum Followers, applied by 'Search' (spec §2). */
export function InfluencerFilters({
  value,
  onSearch,
}: {
  value: InfluencerSearchFilters;
  onSearch: (filters: InfluencerSearchFilters) => void;
}) {
  const categories = useCategoryLabels();
  const [draft, setDraft] = useState<InfluencerSearchFilters>(value);
  const [problem, setProblem] = useState<string | undefined>();

  function search() {
    const found = followersProblem(draft.min_followers ?? '');
    setProblem(found);
    // The address keeps Latin digits, whichever the brand typed.
    if (!found) onSearch({ ...draft, min_followers: latinDigits(draft.min_followers ?? '') });
  }

  return (
    <FilterBar
      label="Search influencers"
      onSubmit={search}
      actions={<Button type="submit">Search</Button>}
    >
      <SelectField
        label="Category"
        options={[
          { value: '', label: 'All Categories' },
          ...SEARCH_CATEGORIES.map((value) => ({ value, label: categories.label(value) })),
        ]}
        value={draft.category ?? ''}
        onChange={(event) =>
          setDraft((current) => ({ ...current, category: searchCategoryOf(event.target.value) }))
        }
      />
      <TextField
        label="Minimum Followers"
        type="text"
        inputMode="numeric"
        value={draft.min_followers ?? ''}
        errors={problem}
        onChange={(event) => {
          setDraft((current) => ({ ...current, min_followers: event.target.value }));
          setProblem(undefined);
        }}
      />
    </FilterBar>
  );
}
