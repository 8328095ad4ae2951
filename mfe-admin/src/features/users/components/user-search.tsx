import { useState } from 'react';
import { Button } from '@portal/shared/ui/button';
import { FilterBar } from '@portal/shared/ui/filter-bar';
import { TextField } from '@portal/shared/ui/text-field';

/** Search by part of a username or an e-mail address; Clear shows everyone again. */
export function UserSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (text: string) => void;
}) {
  const [draft, setDraft] = useState(value);

  return (
    <FilterBar
      label="Find users"
      onSubmit={() => onSearch(draft.trim())}
      actions={
        <>
          <Button type="submit">Search</Button>
          {value && (
            <Button variant="secondary" onClick={() => onSearch('')}>
              Clear
            </Button>
          )}
        </>
      }
    >
      <TextField
        label="Search users"
        type="search"
        placeholder="Name or email"
        maxLength={100}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </FilterBar>
  );
}
