import type { ReactNode } from 'react';
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
}

/**
 * A table on a wide screen; on a phone each row becomes a card of label-value pairs, so nothing
 * scrolls sideways at 360 px.
 */
export function DataTable<T>({ caption, columns, rows, rowKey }: DataTableProps<T>) {
  const isPhone = useIsPhone();
  if (isPhone) {
    return (
      <ul className={styles.tableCards} aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className={styles.tableCardsCard}>
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
            <tr key={rowKey(row)}>
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
