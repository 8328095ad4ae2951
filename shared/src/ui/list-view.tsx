import type { ReactNode } from 'react';
import type { KeysetList } from '../data/keyset-pages';
import { DataTable, type DataTableProps } from './data-table';
import { EmptyState, type EmptyStateProps } from './empty-state';
import { LoadFailure } from './load-failure';
import { LoadMore } from './load-more';
import { LoadingSkeleton } from './loading-skeleton';

export interface ListStateTexts {
  /** Said to screen readers while the first page loads; 'Loading...' unless given. */
  loading?: string;
  /** The sentence in the red box, with Try again, when the list could not be loaded. */
  loadFailed: string;
  /** The sentence of an empty list, word for word from the spec, e.g. 'No campaigns yet.' */
  empty: string;
  /** A link after that sentence, e.g. 'Browse campaigns'. */
  emptyAction?: EmptyStateProps['action'];
  /** How many grey bars stand for the rows while the first page loads. */
  skeletonRows?: number;
}

export interface ListViewProps<T> extends ListStateTexts {
  /** The keyset list a feature's data hook returned, passed on as it is. */
  list: Omit<KeysetList<T>, 'error'>;
  /** The rows so far, shown once there is at least one; "Load more" follows them. */
  children: (items: T[]) => ReactNode;
}

/**
 * A keyset list: grey bars while its first page loads, the failure with Try again, the sentence
 * of an empty list, or its rows as the caller shows them and "Load more".
 */
export function ListView<T>({
  list,
  loading,
  loadFailed,
  empty,
  emptyAction,
  skeletonRows = 5,
  children,
}: ListViewProps<T>) {
  if (list.isLoading) return <LoadingSkeleton label={loading} rows={skeletonRows} />;
  if (list.isError) return <LoadFailure message={loadFailed} onRetry={list.refetch} />;
  if (list.items.length === 0) return <EmptyState message={empty} action={emptyAction} />;
  return (
    <>
      {children(list.items)}
      <LoadMore list={list} />
    </>
  );
}

export type ListTableProps<T> = Omit<ListViewProps<T>, 'children'> &
  Omit<DataTableProps<T>, 'rows'>;

/** A keyset list as a DataTable (a card a row on a phone), with its loading, failure and empty. */
export function ListTable<T>({
  caption,
  columns,
  rowKey,
  highlightedKey,
  ...states
}: ListTableProps<T>) {
  return (
    <ListView {...states}>
      {(rows) => (
        <DataTable
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          highlightedKey={highlightedKey}
        />
      )}
    </ListView>
  );
}
