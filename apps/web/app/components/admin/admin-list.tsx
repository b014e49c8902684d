/**
 * The back office's list pattern: every admin table is a route plus this component.
 *
 * A new table is its columns and a few words:
 *
 *   export const meta: Route.MetaFunction = () => adminMeta('Cosas');
 *   // Loading goes through the admin API client, so a 401 opens the session-expired sign-in.
 *   // The shell's fallback shows while a first open loads; a failed load shows AdminRouteError.
 *   export async function clientLoader() {
 *     return { things: await adminJson<Thing[]>('/api/things') };
 *   }
 *   export const ErrorBoundary = AdminRouteError;
 *   const columns: Column<Thing>[] = [{ header: 'Nombre', cell: (t) => t.name }];
 *   export default function Things({ loaderData }: Route.ComponentProps) {
 *     return (
 *       <>
 *         <PageHeader title="Cosas" />
 *         <AdminList
 *           rows={loaderData.things} columns={columns} rowKey={(t) => t.id} caption="Cosas"
 *           noun={['cosa', 'cosas']} empty="No se encontraron cosas."
 *           search={{ label: 'Buscar cosas', texts: (t) => [t.name] }}
 *         />
 *       </>
 *     );
 *   }
 *
 * It owns the search box (every word typed must appear in one of `search.texts`), the optional
 * status filter (checkboxes above the toolbar), the count, the empty row and paging (10 a page,
 * two page buttons either side, back to page 1 on a new search or filter) and, with `bulk`, the
 * choice of rows for bulk actions (list-selection.tsx). Rows edited in place
 * (coupons, promotions) add `useRowEditor` from inline-edit.tsx to their columns.
 */
import { useState, type ReactNode } from 'react';
import { matchesAll } from '../../lib/admin/search';
import adminStyles from './admin.module.css';
import styles from './list.module.css';
import { DataTable, Pager, SearchBox, usePagedRows, type Column } from './data-table';
import { useListSelection, type ListBulk } from './list-selection';

export type { Column } from './data-table';
export type { ListBulk } from './list-selection';

type SearchText = string | number | null | undefined;

/** Checkboxes that show only rows whose status is ticked (the orders' states, for one). */
export interface StatusFilter<T> {
  legend: string;
  statuses: readonly string[];
  initial: readonly string[];
  label: (status: string) => string;
  statusOf: (row: T) => string;
}

export function AdminList<T>({
  rows,
  columns,
  rowKey,
  noun,
  empty,
  search,
  statusFilter,
  caption,
  toolbar,
  pageKey = '',
  bulk,
}: {
  /** Already in the order to show. */
  rows: readonly T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  /** The count's word, singular and plural: '1 producto', '12 productos'. */
  noun: readonly [string, string];
  empty: string;
  search: { label: string; placeholder?: string; texts: (row: T) => readonly SearchText[] };
  statusFilter?: StatusFilter<T>;
  /** The table's name for screen readers. */
  caption: string;
  /** More controls beside the search box; a function is given the search and statuses in use. */
  toolbar?: ReactNode | ((filters: { query: string; statuses: readonly string[] }) => ReactNode);
  /** Changes when something outside (a sort order) reorders `rows`: back to page 1. */
  pageKey?: string;
  /** Rows can be chosen (a checkbox each) for these bulk actions. */
  bulk?: ListBulk<T>;
}) {
  const [query, setQuery] = useState('');
  const [statuses, setStatuses] = useState<readonly string[]>(statusFilter?.initial ?? []);
  const shown = rows.filter(
    (row) =>
      (!statusFilter || statuses.includes(statusFilter.statusOf(row))) &&
      matchesAll(search.texts(row), query),
  );
  const { page, pages, pageRows, setPage } = usePagedRows(
    shown,
    `${query}|${statuses.join()}|${pageKey}`,
  );
  const selection = useListSelection(shown, pageRows, rowKey, noun, bulk?.label ?? rowKey);
  return (
    <>
      {statusFilter ? (
        <fieldset className={`${adminStyles.fieldset} ${styles.filters}`}>
          <legend className={adminStyles.legend}>{statusFilter.legend}</legend>
          <div className={adminStyles.checkboxRow}>
            {statusFilter.statuses.map((status) => (
              <label key={status} className={adminStyles.checkbox}>
                <input
                  type="checkbox"
                  checked={statuses.includes(status)}
                  onChange={(event) =>
                    setStatuses((current) =>
                      event.target.checked
                        ? [...current, status]
                        : current.filter((s) => s !== status),
                    )
                  }
                />
                {statusFilter.label(status)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className={styles.toolbar}>
        <SearchBox
          label={search.label}
          placeholder={search.placeholder}
          value={query}
          onChange={setQuery}
        />
        {typeof toolbar === 'function' ? toolbar({ query, statuses }) : toolbar}
        <span className={styles.count}>
          {shown.length === 1 ? `1 ${noun[0]}` : `${shown.length} ${noun[1]}`}
        </span>
      </div>
      {bulk ? selection.bar(bulk) : null}
      <DataTable
        caption={caption}
        columns={bulk ? [selection.column, ...columns] : columns}
        rows={pageRows}
        rowKey={rowKey}
        empty={empty}
      />
      <Pager page={page} pages={pages} onChange={setPage} />
    </>
  );
}
