import styles from './product.module.css';

/** Units to add, from 1 to what the chosen size has in stock. */
export function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const top = Math.max(1, max);
  return (
    <div className={styles.stepper} role="group" aria-label="Cantidad">
      <button
        type="button"
        aria-label="Quitar una unidad"
        disabled={value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        −
      </button>
      <output aria-live="polite" aria-label="Cantidad">
        {value}
      </output>
      <button
        type="button"
        aria-label="Agregar una unidad"
        disabled={value >= top}
        onClick={() => onChange(Math.min(top, value + 1))}
      >
        +
      </button>
    </div>
  );
}
