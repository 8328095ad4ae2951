import { useState } from 'react';
import type { InfluencerSearchFilters } from '@portal/shared/api/influencers';
import { latinDigits } from '@portal/shared/contract/digits';
import {
  influencerSearchQuerySchema,
  NAME_SEARCH_MIN_LENGTH,
} from '@portal/shared/contract/influencers';
import { useCategoryLabels } from '@portal/shared/option-labels';
import { FilterBar } from '@portal/shared/ui/filter-bar';
import { SelectField } from '@portal/shared/ui/select-field';
import { TextField } from '@portal/shared/ui/text-field';
import { useBrandTexts } from '../../../texts';
import { SEARCH_CATEGORIES, searchCategoryOf } from './search-query';

/** The contract's rule for the minimum: empty, or a whole number from 0. */
function followersAccepted(text: string): boolean {
  return influencerSearchQuerySchema.shape.min_followers.safeParse(text.trim()).success;
}

/** The contract's rule for the name: empty, or 3 to 100 characters. */
function nameAccepted(text: string): boolean {
  return influencerSearchQuerySchema.shape.q.safeParse(text).success;
}

/**
 * Name, Category and Minimum Followers, applied by 'Search' (see docs/screens.md and
 * docs/collaboration.md).
 */
export function InfluencerFilters({
  value,
  onSearch,
}: {
  value: InfluencerSearchFilters;
  onSearch: (filters: InfluencerSearchFilters) => void;
}) {
  const { t } = useBrandTexts();
  const categories = useCategoryLabels();
  const [draft, setDraft] = useState<InfluencerSearchFilters>(value);
  /** Whether the minimum typed was refused, its sentence written in the shown language. */
  const [refused, setRefused] = useState(false);
  const [nameRefused, setNameRefused] = useState(false);
  const categoryChoices = [
    { value: '', label: t('search.allCategories') },
    ...SEARCH_CATEGORIES.map((value) => ({ value, label: categories.label(value) })),
  ];

  function search() {
    const accepted = followersAccepted(draft.min_followers ?? '');
    const nameOk = nameAccepted(draft.q ?? '');
    setRefused(!accepted);
    setNameRefused(!nameOk);
    // The address keeps Latin digits, whichever the brand typed.
    if (accepted && nameOk) {
      onSearch({ ...draft, min_followers: latinDigits(draft.min_followers ?? '') });
    }
  }

  return (
    <FilterBar label={t('search.filters')} onSubmit={search} submit={t('search.search')}>
      <TextField
        label={t('search.name')}
        type="search"
        maxLength={100}
        value={draft.q ?? ''}
        errors={nameRefused ? t('search.nameProblem', { min: NAME_SEARCH_MIN_LENGTH }) : undefined}
        onChange={(event) => {
          setDraft((current) => ({ ...current, q: event.target.value }));
          setNameRefused(false);
        }}
      />
      <SelectField
        label={t('label.category')}
        options={categoryChoices}
        value={draft.category ?? ''}
        onChange={(event) =>
          setDraft((current) => ({ ...current, category: searchCategoryOf(event.target.value) }))
        }
      />
      <TextField
        label={t('search.minimumFollowers')}
        type="text"
        inputMode="numeric"
        value={draft.min_followers ?? ''}
        errors={refused ? t('search.followersProblem') : undefined}
        onChange={(event) => {
          setDraft((current) => ({ ...current, min_followers: event.target.value }));
          setRefused(false);
        }}
      />
    </FilterBar>
  );
}
