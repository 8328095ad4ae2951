import { useState, type FormEvent } from 'react';
import { Button } from '@portal/shared/ui/button';
import { TextField } from '@portal/shared/ui/text-field';
import usersStyles from './users.module.css';

/** Search by part of a username or an e-mail address; Clear shows everyone again. */
export function UserSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (text: string) => void;
}) {
  const [draft, setDraft] = useState(value);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  return (
    <form
      className={usersStyles.adminUsersSearch}
      role="search"
      aria-label="Find users"
      onSubmit={handleSubmit}
    >
      <TextField
        label="Search users"
        type="search"
        placeholder="Name or email"
        maxLength={100}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit">Search</Button>
      {value && (
        <Button variant="secondary" onClick={() => onSearch('')}>
          Clear
        </Button>
      )}
    </form>
  );
}
