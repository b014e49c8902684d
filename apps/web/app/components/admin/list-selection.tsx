/**
 * Choosing rows of an admin list for a bulk action (admin-list.tsx's `bulk`): a checkbox per row,
 * one for the page in the header, "all N matching" once the page is chosen, and a bar with the
 * count and the list's actions. Only rows the filter shows count as chosen: an action never
 * reaches a row the owner cannot see.
 */
import { useState, type ReactNode } from 'react';
import type { Column } from './data-table';
import styles from './list.module.css';

export interface ListBulk<T> {
  /** Each row's name for its checkbox ('#1042'). */
  label: (row: T) => string;
  /** The list's actions for the chosen rows; `clear` empties the choice once one has run. */
  actions: (chosen: readonly T[], clear: () => void) => ReactNode;
}

export function useListSelection<T>(
  shown: readonly T[],
  pageRows: readonly T[],
  rowKey: (row: T) => string,
  noun: readonly [string, string],
  label: (row: T) => string,
) {
  const [keys, setKeys] = useState<ReadonlySet<string>>(new Set());
  const chosen = shown.filter((row) => keys.has(rowKey(row)));
  const pageChosen = pageRows.length > 0 && pageRows.every((row) => keys.has(rowKey(row)));
  const allChosen = shown.length > 0 && chosen.length === shown.length;

  const toggle = (rowsToSet: readonly T[], on: boolean) =>
    setKeys((current) => {
      const next = new Set(current);
      for (const row of rowsToSet) {
        if (on) next.add(rowKey(row));
        else next.delete(rowKey(row));
      }
      return next;
    });
  const clear = () => setKeys(new Set());

  const column: Column<T> = {
    header: 'Elegir',
    narrow: true,
    headerCell: (
      <input
        type="checkbox"
        aria-label="Elegir todas las de esta página"
        checked={pageChosen}
        onChange={(event) => toggle(pageRows, event.target.checked)}
      />
    ),
    cell: (row) => (
      <input
        type="checkbox"
        aria-label={`Elegir ${label(row)}`}
        checked={keys.has(rowKey(row))}
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
      <div className={styles.bulkBar} role="region" aria-label="Acciones para las elegidas">
        {pageToggle}
        <span className={styles.bulkCount}>
          {chosen.length === 1 ? `1 elegida` : `${chosen.length} elegidas`}
        </span>
        {pageChosen && !allChosen ? (
          <button type="button" className={styles.linkButton} onClick={() => toggle(shown, true)}>
            Elegir las {count(shown.length)} que coinciden con el filtro
          </button>
        ) : null}
        <button type="button" className={styles.linkButton} onClick={clear}>
          Quitar selección
        </button>
        <div className={styles.bulkActions}>{bulk.actions(chosen, clear)}</div>
      </div>
    );
  }

  return { column, bar };
}
