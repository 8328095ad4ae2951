import type { FormEvent, ReactNode } from 'react';
import { Button } from './button';
import styles from './filter-bar.module.css';

export interface FilterBarProps {
  /** What the filters search, for screen readers (e.g. 'Filter payments'). */
  label: string;
  /** The kit's fields (TextField, SelectField...), laid out in a row that wraps. */
  children: ReactNode;
  /** The submit button's words after the fields (Search, Apply); none without it. */
  submit?: string;
  /** Clear after it, while there is something to clear: its words and what it does. */
  clear?: { label: string; onClear: () => void };
  /** Search (Enter in a field or the submit button); the browser's own checks are left to the fields' errors. */
  onSubmit?: () => void;
}

/** A list's filters: a search landmark of fields in a row (one per line on a phone) and buttons. */
export function FilterBar({ label, children, submit, clear, onSubmit }: FilterBarProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit?.();
  }

  return (
    <form
      className={styles.filterBar}
      role="search"
      aria-label={label}
      onSubmit={handleSubmit}
      noValidate
    >
      {children}
      {(submit || clear) && (
        <span className={styles.filterBarActions}>
          {submit && <Button type="submit">{submit}</Button>}
          {clear && (
            <Button variant="secondary" onClick={clear.onClear}>
              {clear.label}
            </Button>
          )}
        </span>
      )}
    </form>
  );
}
