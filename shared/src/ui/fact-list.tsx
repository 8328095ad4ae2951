import type { ReactNode } from 'react';

/** One label-value pair of a fact list: 'Followers' and '12,34,567'. */
export interface Fact {
  term: string;
  value: ReactNode;
}

/**
 * Label-value pairs as a description list, each pair in its own element so a stylesheet can lay
 * them out as cards or a row (`className` styles the list, `factClassName` each pair).
 */
export function FactList({
  facts,
  className,
  factClassName,
  label,
}: {
  facts: Fact[];
  className?: string;
  factClassName?: string;
  /** The list's accessible name, when the page has several. */
  label?: string;
}) {
  return (
    <dl className={className} aria-label={label}>
      {facts.map(({ term, value }) => (
        <div key={term} className={factClassName}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
