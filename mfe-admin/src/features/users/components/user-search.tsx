import { useState } from 'react';
import { Button } from '@portal/shared/ui/button';
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
      actions={
        <>
          <Button type="submit">{t('filter.search')}</Button>
          {value && (
            <Button variant="secondary" onClick={() => onSearch('')}>
              {t('filter.clear')}
            </Button>
          )}
        </>
      }
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
