import { useMemo, useState, type ReactNode } from 'react';
import { pageCount, pageOf, pageWindow } from '../../lib/admin/paging';
import adminStyles from './admin.module.css';
import styles from './list.module.css';

export interface Column<T> {
  /** The column's name: its key, and each cell's label on narrow screens. */
  header: string;
  /** Shown in the header instead of the name (the list's choose-the-page checkbox). */
  headerCell?: ReactNode;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
  /** As narrow as its content (the choose checkbox). */
  narrow?: boolean;
}

const cellClass = (column: { numeric?: boolean; narrow?: boolean }) =>
  [column.numeric ? styles.numeric : '', column.narrow ? styles.narrow : ''].join(' ').trim() ||
  undefined;

/**
 * A back-office table. On narrow screens each row becomes a card and each cell shows its
 * column's name (data-label), so nothing needs sideways scrolling at 375 px.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty: string;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cellClass(column)}>
                {column.headerCell ?? column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty} data-label="">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.header} data-label={column.header} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Page buttons: the current page and up to two either side, plus previous and next. */
export function Pager({
  page,
  pages,
  onChange,
}: {
  page: number;
  pages: number;
  onChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Paginación">
      <button
        type="button"
        className={styles.pageButton}
        disabled={page === 1}
        onClick={() => onChange(page - 1)}
      >
        Anterior
      </button>
      {pageWindow(page, pages).map((n) => (
        <button
          key={n}
          type="button"
          className={styles.pageButton}
          aria-label={`Página ${n}`}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onChange(n)}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={styles.pageButton}
        disabled={page === pages}
        onClick={() => onChange(page + 1)}
      >
        Siguiente
      </button>
    </nav>
  );
}

/**
 * The rows of the current page of `rows`. The page goes back to 1 whenever `resetKey` changes
 * (a new search or filter), and never points past the last page.
 */
export function usePagedRows<T>(rows: readonly T[], resetKey: string) {
  const [state, setState] = useState({ page: 1, key: resetKey });
  const pages = pageCount(rows.length);
  const requested = state.key === resetKey ? state.page : 1;
  const page = Math.min(requested, pages);
  const pageRows = useMemo(() => pageOf(rows, page), [rows, page]);
  return {
    page,
    pages,
    pageRows,
    setPage: (next: number) => setState({ page: next, key: resetKey }),
  };
}

/** The search box above a table. */
export function SearchBox({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <label className={styles.search}>
      <span className="visually-hidden">{label}</span>
      <input
        type="search"
        className={adminStyles.input}
        value={value}
        placeholder={placeholder ?? label}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
