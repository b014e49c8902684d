import { useEffect } from 'react';
import {
  appliedChips,
  filterGroups,
  type CatalogueQuery,
  type FilterParam,
} from './catalogue-query';
import styles from './catalogue.module.css';
import { KEEP_CLEAR } from '../layout/keep-clear';

/**
 * The filter side panel; below 768 px a drawer opened by 'Filtrar' (SPEC.md section 2).
 */
export function FilterPanel({
  id,
  query,
  fixedCategory,
  open,
  total,
  onClose,
  onToggle,
  onClear,
}: {
  id: string;
  query: CatalogueQuery;
  fixedCategory?: string;
  open: boolean;
  total: number;
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
            className={styles.close}
            onClick={onClose}
            aria-label="Cerrar filtros"
          >
            ×
          </button>
        </div>
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
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={onClear}
            disabled={!hasFilters}
          >
            Limpiar todo
          </button>
          <button type="button" className={styles.primaryButton} onClick={onClose}>
            Ver {total} {total === 1 ? 'producto' : 'productos'}
          </button>
        </div>
      </aside>
    </>
  );
}
