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
}: {
  facts: Fact[];
  className?: string;
  factClassName?: string;
}) {
  return (
    <dl className={className}>
      {facts.map(({ term, value }) => (
        <div key={term} className={factClassName}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
