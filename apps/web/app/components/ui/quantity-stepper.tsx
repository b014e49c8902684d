import styles from './quantity-stepper.module.css';

/**
 * '−', the quantity and '+': the product page's units to add and each cart line's units. The
 * caller decides what a tap does; the buttons stop at `min` and `max`.
 */
export function QuantityStepper({
  value,
  max,
  min = 1,
  label,
  large = false,
  className,
  onDecrease,
  onIncrease,
}: {
  value: number;
  max: number;
  min?: number;
  /** The group's name for screen readers ('Cantidad', 'Cantidad de Botín …'). */
  label: string;
  /** The product page's taller buttons. */
  large?: boolean;
  /** Where the caller's layout places it. */
  className?: string;
  onDecrease: () => void;
  onIncrease: () => void;
}) {
  const classes = [styles.stepper, large ? styles.large : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} role="group" aria-label={label}>
      <button
        type="button"
        aria-label="Quitar una unidad"
        disabled={value <= min}
        onClick={onDecrease}
      >
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button
        type="button"
        aria-label="Agregar una unidad"
        disabled={value >= max}
        onClick={onIncrease}
      >
        +
      </button>
    </div>
  );
}
