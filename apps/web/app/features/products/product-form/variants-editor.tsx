import type { FieldErrors } from 'react-hook-form';
import styles from '../../../components/admin/admin.module.css';
import { ImageUploader } from '../../../components/admin/image-uploader';
import { RemoveButton } from '../../../components/admin/remove-button';
import formStyles from './product-form.module.css';
import { blankSizes, newVariant, type SizeStockValue, type VariantValue } from './values';
import { Button } from '../../../components/ui/button';

type VariantErrors = FieldErrors<{ variants: VariantValue[] }>['variants'];

function messageOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message?: unknown };
    return typeof message === 'string' && message ? message : undefined;
  }
  return undefined;
}

/** Each size's own message (a stock that is not a whole number), by position. */
function sizeMessages(errors: unknown): (string | undefined)[] {
  if (!Array.isArray(errors)) return [];
  return errors.map((e: unknown) => {
    const size = e as { stock?: unknown; size?: unknown } | undefined;
    return messageOf(size?.stock) ?? messageOf(size?.size);
  });
}

/**
 * Every variant of a product: colour name, pictures and stock per size. The sizes offered come
 * from the category's table; a variant without sizes starts from that table again.
 */
export function VariantsEditor({
  value,
  onChange,
  sizeTable,
  errors,
  disabled = false,
  sizeWord = 'Talle',
}: {
  value: readonly VariantValue[];
  /** Gets each change as a function of the latest variants (uploads end at any time). */
  onChange: (update: (variants: VariantValue[]) => VariantValue[]) => void;
  sizeTable: readonly string[];
  errors?: VariantErrors;
  disabled?: boolean;
  sizeWord?: 'Talle' | 'Tamaño';
}) {
  /** Changes one variant, found by its id in the latest list. */
  const update = (id: number, change: (variant: VariantValue) => Partial<VariantValue>) =>
    onChange((variants) => variants.map((v) => (v.id === id ? { ...v, ...change(v) } : v)));

  return (
    <div className={formStyles.variants}>
      {messageOf(errors) ? <p className={styles.error}>{messageOf(errors)}</p> : null}
      {value.map((variant, index) => {
        const variantErrors = Array.isArray(errors) ? errors[index] : undefined;
        const nameId = `variante-${variant.id}-nombre`;
        return (
          <fieldset key={variant.id} className={formStyles.variant}>
            <legend className={styles.legend}>
              Variante {index + 1} <span className={styles.muted}>(id {variant.id})</span>
            </legend>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={nameId}>
                Nombre de la variante
              </label>
              <input
                id={nameId}
                className={styles.input}
                value={variant.variant}
                disabled={disabled}
                placeholder="Color, por ejemplo Negro/Blanco"
                aria-invalid={messageOf(variantErrors?.variant) ? true : undefined}
                onChange={(event) => {
                  const name = event.target.value;
                  update(variant.id, () => ({ variant: name }));
                }}
              />
              {messageOf(variantErrors?.variant) ? (
                <p className={styles.error}>{messageOf(variantErrors?.variant)}</p>
              ) : null}
            </div>
            <ImageUploader
              label={`Imágenes de la variante ${index + 1}`}
              value={variant.imgUrl}
              disabled={disabled}
              error={messageOf(variantErrors?.imgUrl)}
              onChange={(change) => update(variant.id, (v) => ({ imgUrl: change(v.imgUrl) }))}
            />
            <SizeStockEditor
              legend={`${sizeWord}s y stock de la variante ${index + 1}`}
              sizeWord={sizeWord}
              value={variant.sizes}
              sizeTable={sizeTable}
              disabled={disabled}
              error={messageOf(variantErrors?.sizes)}
              stockErrors={sizeMessages(variantErrors?.sizes)}
              onChange={(sizes) => update(variant.id, () => ({ sizes }))}
            />
            {disabled || value.length === 1 ? null : (
              <Button
                type="button"
                variant="danger"
                small
                className={formStyles.removeVariant}
                onClick={() => onChange((variants) => variants.filter((v) => v.id !== variant.id))}
              >
                Quitar variante
              </Button>
            )}
          </fieldset>
        );
      })}
      {disabled ? null : (
        <Button
          type="button"
          onClick={() => onChange((variants) => [...variants, newVariant(variants, sizeTable)])}
        >
          Agregar variante
        </Button>
      )}
    </div>
  );
}

/** Stock of each size of one variant; sizes of the table not offered can be added back. */
function SizeStockEditor({
  legend,
  sizeWord,
  value,
  sizeTable,
  disabled,
  error,
  stockErrors,
  onChange,
}: {
  legend: string;
  sizeWord: string;
  value: readonly SizeStockValue[];
  sizeTable: readonly string[];
  disabled: boolean;
  error?: string;
  stockErrors: (string | undefined)[];
  onChange: (sizes: SizeStockValue[]) => void;
}) {
  const missing = sizeTable.filter((size) => !value.some((s) => s.size === size));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      {value.length === 0 && sizeTable.length === 0 ? (
        <p className={styles.hint}>Elegí una categoría para ver sus {sizeWord.toLowerCase()}s.</p>
      ) : null}
      {value.length === 0 && sizeTable.length > 0 && !disabled ? (
        <Button type="button" small onClick={() => onChange(blankSizes(sizeTable))}>
          Usar la tabla de la categoría
        </Button>
      ) : null}
      {value.length > 0 ? (
        <ul className={formStyles.sizes}>
          {value.map((size, index) => {
            const stockId = `${legend}-${size.size}`.replace(/\s+/g, '-');
            return (
              <li key={size.size} className={formStyles.size}>
                <label className={formStyles.sizeName} htmlFor={stockId}>
                  {size.size}
                  <span className="visually-hidden"> — stock</span>
                </label>
                <input
                  id={stockId}
                  className={`${styles.input} ${formStyles.stockInput}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  value={size.stock}
                  disabled={disabled}
                  aria-invalid={stockErrors[index] ? true : undefined}
                  onChange={(event) =>
                    onChange(
                      value.map((s, i) => (i === index ? { ...s, stock: event.target.value } : s)),
                    )
                  }
                />
                {disabled ? null : (
                  <RemoveButton
                    aria-label={`Quitar ${sizeWord.toLowerCase()} ${size.size}`}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  />
                )}
                {size.sold > 0 ? (
                  <span className={styles.hint}>
                    {size.sold === 1 ? '1 vendido' : `${size.sold} vendidos`}
                  </span>
                ) : null}
                {stockErrors[index] ? <p className={styles.error}>{stockErrors[index]}</p> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {!disabled && value.length > 0 && missing.length > 0 ? (
        <div className={formStyles.addSizes}>
          <span className={styles.hint}>Agregar:</span>
          {missing.map((size) => (
            <button
              key={size}
              type="button"
              className={formStyles.addSize}
              aria-label={`Agregar ${sizeWord.toLowerCase()} ${size}`}
              onClick={() =>
                onChange([
                  // Table order, with sizes from outside the table kept at the end.
                  ...sizeTable
                    .filter((s) => s === size || value.some((v) => v.size === s))
                    .map(
                      (s) => value.find((v) => v.size === s) ?? { size: s, stock: '0', sold: 0 },
                    ),
                  ...value.filter((v) => !sizeTable.includes(v.size)),
                ])
              }
            >
              + {size}
            </button>
          ))}
        </div>
      ) : null}
      {error ? <p className={styles.error}>{error}</p> : null}
    </fieldset>
  );
}
