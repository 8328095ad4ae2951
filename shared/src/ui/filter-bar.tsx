import type { FormEvent, ReactNode } from 'react';
import styles from './filter-bar.module.css';

export interface FilterBarProps {
  /** What the filters search, for screen readers (e.g. 'Filter payments'). */
  label: string;
  /** The kit's fields (TextField, SelectField...), laid out in a row that wraps. */
  children: ReactNode;
  /** The buttons after the fields (Search, Clear...). */
  actions?: ReactNode;
  /** Search (Enter in a field or a submit button); the browser's own checks are left to the fields' errors. */
  onSubmit?: () => void;
}

/** A list's filters: a search landmark of fields in a row (one per line on a phone) and buttons. */
export function FilterBar({ label, children, actions, onSubmit }: FilterBarProps) {
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
      {actions && <span className={styles.filterBarActions}>{actions}</span>}
    </form>
  );
}
