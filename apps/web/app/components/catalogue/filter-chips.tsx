import type { FilterChip, FilterParam } from './catalogue-query';
import styles from './filter-chips.module.css';

/** Applied filters above the grid; a click removes one. */
export function FilterChips({
  chips,
  onRemove,
  onClear,
}: {
  chips: FilterChip[];
  onRemove: (name: FilterParam, value: string) => void;
  onClear: () => void;
}) {
  if (chips.length === 0) return null;
  return (
    <div className={styles.chips} aria-label="Filtros aplicados" role="group">
      <ul>
        {chips.map((chip) => (
          <li key={`${chip.name}:${chip.value}`}>
            <button
              type="button"
              className={styles.chip}
              aria-label={`Quitar filtro ${chip.label}`}
              onClick={() => onRemove(chip.name, chip.value)}
            >
              {chip.label} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clearLink} onClick={onClear}>
        Limpiar todo
      </button>
    </div>
  );
}
