import { useState } from 'react';
import { FilterBar } from '@portal/shared/ui/filter-bar';
import { TextField } from '@portal/shared/ui/text-field';
import { useAdminTexts } from '../../../texts';

/** Search by part of a username or an e-mail address; Clear shows everyone again. */
export function UserSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useAdminTexts();
  const [draft, setDraft] = useState(value);

  return (
    <FilterBar
      label={t('users.find')}
      onSubmit={() => onSearch(draft.trim())}
      submit={t('filter.search')}
      clear={value ? { label: t('filter.clear'), onClear: () => onSearch('') } : undefined}
    >
      <TextField
        label={t('users.searchField')}
        type="search"
        placeholder={t('users.searchPlaceholder')}
        maxLength={100}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </FilterBar>
  );
}
