import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import { useIsPhone } from '../viewport';
import styles from './ui.module.css';

export interface Column<T> {
  /**
   * The column heading; on a phone, the label beside each value. An element when a column made
   * outside a component reads its heading in the shown language (see applications/campaign-column).
   */
  header: ReactNode;
  cell: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  /** What the table lists, for screen readers (e.g. 'Recent Applications'). */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /**
   * The key of the row to point out, e.g. the one an admin's notification is about: it is marked
   * (aria-current) and scrolled into view.
   */
  highlightedKey?: string | number;
}

/** Scrolls a pointed-out row (or card) to the middle of the view once it is shown. */
export function scrollToRow(element: HTMLElement | null): void {
  element?.scrollIntoView({ block: 'center' });
}

/** The props that point out a row (`highlighted`) or none. */
export function highlightProps(highlighted: boolean) {
  return highlighted
    ? { 'aria-current': 'true' as const, ref: scrollToRow, className: styles.tableRowHighlighted }
    : {};
}

/**
 * A table on a wide screen; on a phone each row becomes a card of label-value pairs, so nothing
 * scrolls sideways at 360 px.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  highlightedKey,
}: DataTableProps<T>) {
  const isPhone = useIsPhone();
  if (isPhone) {
    return (
      <ul className={styles.tableCards} aria-label={caption}>
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            {...highlightProps(rowKey(row) === highlightedKey)}
            className={classNames(
              styles.tableCardsCard,
              rowKey(row) === highlightedKey && styles.tableRowHighlighted,
            )}
          >
            <dl className={styles.tableCardsFields}>
              {columns.map((column, index) => (
                <div key={index} className={styles.tableCardsField}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...highlightProps(rowKey(row) === highlightedKey)}>
              {columns.map((column, index) => (
                <td key={index}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A cell's controls and marks side by side, wrapping; on a phone's card, to the right. */
export function TableActions({ children }: { children: ReactNode }) {
  return <span className={styles.tableActions}>{children}</span>;
}
