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
 *
 * A list too long to load whole (the products) gives `server`: the server searches, filters and
 * pages, `rows` is the page shown, the search box's text is the route's (kept in its URL), and
 * the count, pager and "all N matching" follow the server's answer.
 */
import { useState, type ReactNode } from 'react';
import { matchesAll } from '../../lib/admin/search';
import adminStyles from './admin.module.css';
import styles from './list.module.css';
import { DataTable, Pager, SearchBox, usePagedRows, type Column } from './data-table';
import { useListSelection, type ListBulk, type ServerChoice } from './list-selection';

export type { Column } from './data-table';
export type { ListBulk } from './list-selection';

/** A list the server searches, filters and pages (admin-list.tsx's `server`). */
export interface ServerList<T> extends ServerChoice<T> {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** The search box's text and its changes; submitting the box (Enter) calls `onSearch`. */
  query: string;
  onQuery: (query: string) => void;
  onSearch: () => void;
}

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
  server,
}: {
  /** Already in the order to show. */
  rows: readonly T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  /** The count's word, singular and plural: '1 producto', '12 productos'. */
  noun: readonly [string, string];
  empty: string;
  /** `texts` are what the box searches on this page; a `server` list searches on the server. */
  search: { label: string; placeholder?: string; texts?: (row: T) => readonly SearchText[] };
  statusFilter?: StatusFilter<T>;
  /** The table's name for screen readers. */
  caption: string;
  /** More controls beside the search box; a function is given the search and statuses in use. */
  toolbar?: ReactNode | ((filters: { query: string; statuses: readonly string[] }) => ReactNode);
  /** Changes when something outside (a sort order) reorders `rows`: back to page 1. */
  pageKey?: string;
  /** Rows can be chosen (a checkbox each) for these bulk actions. */
  bulk?: ListBulk<T>;
  /** The server searches, filters and pages; `rows` is the page shown. */
  server?: ServerList<T>;
}) {
  const [ownQuery, setOwnQuery] = useState('');
  const [statuses, setStatuses] = useState<readonly string[]>(statusFilter?.initial ?? []);
  const query = server ? server.query : ownQuery;
  const shown = server
    ? rows
    : rows.filter(
        (row) =>
          (!statusFilter || statuses.includes(statusFilter.statusOf(row))) &&
          (!search.texts || matchesAll(search.texts(row), query)),
      );
  const paged = usePagedRows(shown, `${query}|${statuses.join()}|${pageKey}`);
  const { page, pages, pageRows, setPage } = server
    ? { page: server.page, pages: server.pages, pageRows: rows, setPage: server.onPage }
    : paged;
  const total = server ? server.total : shown.length;
  const selection = useListSelection({ shown, pageRows, rowKey, noun, bulk, server });
  const toolbarContent = (
    <>
      <SearchBox
        label={search.label}
        placeholder={search.placeholder}
        value={query}
        onChange={server ? server.onQuery : setOwnQuery}
      />
      {typeof toolbar === 'function' ? toolbar({ query, statuses }) : toolbar}
      <span className={styles.count}>{total === 1 ? `1 ${noun[0]}` : `${total} ${noun[1]}`}</span>
    </>
  );
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
      {server ? (
        <form
          className={styles.toolbar}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            server.onSearch();
          }}
        >
          {toolbarContent}
        </form>
      ) : (
        <div className={styles.toolbar}>{toolbarContent}</div>
      )}
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
