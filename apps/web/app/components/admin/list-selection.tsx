/**
 * Choosing rows of an admin list for a bulk action (admin-list.tsx's `bulk`): a checkbox per row,
 * one for the page in the header, "all N matching" once the page is chosen, and a bar with the
 * count and the list's actions. Only rows the filter shows count as chosen: an action never
 * reaches a row the owner cannot see. On a list the server pages (`server`), the choice lasts
 * while the owner turns pages and starts again when the search or a filter changes; "all N
 * matching" asks the route for every matching row.
 */
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/admin/api';
import type { Column } from './data-table';
import { FormAlert } from './form-alert';
import styles from './list.module.css';

export interface ListBulk<T> {
  /** Each row's name for its checkbox ('#1042'). */
  label: (row: T) => string;
  /** The list's actions for the chosen rows; `clear` empties the choice once one has run. */
  actions: (chosen: readonly T[], clear: () => void) => ReactNode;
  /**
   * The words agree with the list's noun: feminine ('las elegidas', the orders) unless told
   * masculine ('los elegidos', the products).
   */
  gender?: 'feminine' | 'masculine';
  /** The bar's name for screen readers: 'Acciones para las elegidas' unless told. */
  region?: string;
}

/** What a list the server searches, filters and pages tells the choice. */
export interface ServerChoice<T> {
  /** Rows matching the search and filters, on every page. */
  total: number;
  /** Changes with the search and filters (not the page or the order): the choice starts again. */
  filterKey: string;
  /** Every row matching the search and filters, for "Elegir los N … que coinciden". */
  loadAll: () => Promise<readonly T[]>;
}

const WORDS = {
  feminine: {
    page: 'Elegir todas las de esta página',
    one: '1 elegida',
    many: (n: number) => `${n} elegidas`,
    all: 'Elegir las',
    region: 'Acciones para las elegidas',
  },
  masculine: {
    page: 'Elegir todos los de esta página',
    one: '1 elegido',
    many: (n: number) => `${n} elegidos`,
    all: 'Elegir los',
    region: 'Acciones para los elegidos',
  },
} as const;

export function useListSelection<T>({
  shown,
  pageRows,
  rowKey,
  noun,
  bulk,
  server,
}: {
  /** Every row the search and filter show (for a server list, the page shown). */
  shown: readonly T[];
  pageRows: readonly T[];
  rowKey: (row: T) => string;
  noun: readonly [string, string];
  bulk: ListBulk<T> | undefined;
  server?: ServerChoice<T>;
}) {
  const filterKey = server?.filterKey ?? '';
  const [state, setState] = useState<{ key: string; rows: ReadonlyMap<string, T> }>({
    key: filterKey,
    rows: new Map(),
  });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const kept = state.key === filterKey ? state.rows : new Map<string, T>();
  const has = (row: T) => kept.has(rowKey(row));
  // A client list counts only the rows its filter shows; a server list keeps rows of other pages.
  const chosen = server ? [...kept.values()] : shown.filter(has);
  const total = server ? server.total : shown.length;
  const pageChosen = pageRows.length > 0 && pageRows.every(has);
  const allChosen = total > 0 && chosen.length >= total;

  const toggle = (rowsToSet: readonly T[], on: boolean) =>
    setState((current) => {
      // A choice made under another search or filter starts again.
      const next = new Map(current.key === filterKey ? current.rows : []);
      for (const row of rowsToSet) {
        if (on) next.set(rowKey(row), row);
        else next.delete(rowKey(row));
      }
      return { key: filterKey, rows: next };
    });
  const clear = () => setState({ key: filterKey, rows: new Map() });

  async function chooseAll() {
    if (!server) return toggle(shown, true);
    const asked = filterKey;
    setLoading(true);
    setError(null);
    try {
      const rows = await server.loadAll();
      setState((current) => {
        // The owner changed the search or a filter meanwhile: the answer is for rows gone.
        if (current.key !== asked) return current;
        const next = new Map(current.rows);
        for (const row of rows) next.set(rowKey(row), row);
        return { key: asked, rows: next };
      });
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setLoading(false);
    }
  }

  const words = WORDS[bulk?.gender ?? 'feminine'];
  const label = bulk?.label ?? rowKey;

  const column: Column<T> = {
    header: 'Elegir',
    narrow: true,
    headerCell: (
      <input
        type="checkbox"
        aria-label={words.page}
        checked={pageChosen}
        onChange={(event) => toggle(pageRows, event.target.checked)}
      />
    ),
    cell: (row) => (
      <input
        type="checkbox"
        aria-label={`Elegir ${label(row)}`}
        checked={has(row)}
        onChange={(event) => toggle([row], event.target.checked)}
      />
    ),
  };

  const count = (n: number) => (n === 1 ? `1 ${noun[0]}` : `${n} ${noun[1]}`);

  /** On a phone the table has no header row: the page's checkbox stands above the cards. */
  const pageToggle = pageRows.length ? (
    <label className={styles.pageChoice}>
      <input
        type="checkbox"
        checked={pageChosen}
        onChange={(event) => toggle(pageRows, event.target.checked)}
      />
      Elegir esta página
    </label>
  ) : null;

  function bar(bulk: ListBulk<T>) {
    if (!chosen.length) return pageToggle;
    return (
      <div className={styles.bulkBar} role="region" aria-label={bulk.region ?? words.region}>
        {pageToggle}
        <span className={styles.bulkCount}>
          {chosen.length === 1 ? words.one : words.many(chosen.length)}
        </span>
        {pageChosen && !allChosen ? (
          <button
            type="button"
            className={styles.linkButton}
            disabled={loading}
            onClick={() => void chooseAll()}
          >
            {words.all} {count(total)} que coinciden con el filtro
          </button>
        ) : null}
        <button type="button" className={styles.linkButton} onClick={clear}>
          Quitar selección
        </button>
        <FormAlert message={error} onClose={() => setError(null)} />
        <div className={styles.bulkActions}>{bulk.actions(chosen, clear)}</div>
      </div>
    );
  }

  return { column, bar };
}
