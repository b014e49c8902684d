import { useEffect } from 'react';
import {
  appliedChips,
  filterGroups,
  type CatalogueQuery,
  type FilterParam,
} from './catalogue-query';
import styles from './filter-panel.module.css';
import buttons from './catalogue-buttons.module.css';
import { KEEP_CLEAR } from '../layout/keep-clear';

/**
 * The filter side panel; below 768 px a drawer opened by 'Filtrar' (SPEC.md section 2).
 */
export function FilterPanel({
  id,
  formId,
  query,
  fixedCategory,
  open,
  total,
  clearHref,
  onClose,
  onToggle,
  onClear,
}: {
  id: string;
  /** The panel's GET form, which the sort box joins (issue 42 item 8: it works without scripts). */
  formId: string;
  query: CatalogueQuery;
  fixedCategory?: string;
  open: boolean;
  total: number;
  /** The address with no filters, for 'Limpiar todo' without scripts. */
  clearHref: string;
  onClose: () => void;
  onToggle: (name: FilterParam, value: string) => void;
  onClear: () => void;
}) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  const groups = filterGroups(query, fixedCategory);
  const hasFilters = appliedChips(query, fixedCategory).length > 0;
  return (
    <>
      <div className={styles.backdrop} data-open={open} aria-hidden="true" onClick={onClose} />
      <aside id={id} className={styles.filters} data-open={open} aria-label="Filtros">
        <div className={styles.drawerHeader}>
          <h2 className={styles.filtersTitle}>Filtrar</h2>
          <button
            type="button"
            data-needs-scripts
            className={styles.close}
            onClick={onClose}
            aria-label="Cerrar filtros"
          >
            ×
          </button>
        </div>
        {/* With scripts each box applies at once; without, the form is sent by 'Aplicar filtros'. */}
        <form
          id={formId}
          method="get"
          className={styles.filterForm}
          onSubmit={(event) => event.preventDefault()}
        >
          {query.search ? <input type="hidden" name="search" value={query.search} /> : null}
          {groups.map((group) => (
            <fieldset key={group.name} className={styles.group}>
              <legend>{group.label}</legend>
              <ul className={group.name === 'size' ? styles.sizeOptions : styles.options}>
                {group.options.map((option) => (
                  <li key={option.value}>
                    <label className={group.name === 'size' ? styles.sizeOption : styles.option}>
                      <input
                        type="checkbox"
                        name={group.name}
                        value={option.value}
                        checked={query[group.name].includes(option.value)}
                        onChange={() => onToggle(group.name, option.value)}
                      />
                      <span>{option.label}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
          <div className={styles.drawerActions} {...KEEP_CLEAR}>
            <noscript>
              <button type="submit" className={buttons.secondaryButton}>
                Aplicar filtros
              </button>
            </noscript>
            {hasFilters ? (
              <a
                href={clearHref}
                className={buttons.secondaryButton}
                onClick={(event) => {
                  event.preventDefault();
                  onClear();
                }}
              >
                Limpiar todo
              </a>
            ) : (
              <button type="button" className={buttons.secondaryButton} disabled>
                Limpiar todo
              </button>
            )}
            <button
              type="button"
              data-needs-scripts
              className={`${buttons.primaryButton} ${styles.showResults}`}
              onClick={onClose}
            >
              Ver {total} {total === 1 ? 'producto' : 'productos'}
            </button>
          </div>
        </form>
      </aside>
    </>
  );
}
