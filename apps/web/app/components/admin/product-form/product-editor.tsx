import { BRAND_CHOICES, CATEGORY_NAMES, TAGS, categoryByName } from '@shop/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { adminJson, errorMessage } from '../../../lib/admin/api';
import { useUnsavedChangesWarning } from '../../../lib/admin/unsaved-changes';
import { showToast } from '../../toasts';
import styles from '../admin.module.css';
import { Field } from '../field';
import { FormAlert } from '../form-alert';
import formStyles from './product-form.module.css';
import {
  blankSizes,
  commissionUpdateBody,
  editValues,
  productUpdateBody,
  sizeTableFor,
  type ProductEditValues,
} from './values';
import { VariantsEditor } from './variants-editor';

export const SAVED_TEXT = 'Cambios guardados exitosamente';

type Editable = Parameters<typeof editValues>[0] & { id: string };

const KINDS = {
  product: { endpoint: '/api/products', toBody: productUpdateBody, sizeWord: 'Talle' },
  commission: { endpoint: '/api/commissions', toBody: commissionUpdateBody, sizeWord: 'Tamaño' },
} as const;

/**
 * A product's (or made-to-order item's) detail with SPEC.md's edit mode: 'Realizar Cambios'
 * unlocks the fields, 'Guardar' saves, X puts everything back as it was; leaving with unsaved
 * edits asks first. A failed save keeps the edits and says why.
 */
export function ProductEditor<T extends Editable>({
  kind,
  item,
  onSaved,
}: {
  kind: keyof typeof KINDS;
  item: T;
  onSaved?: (updated: T) => void;
}) {
  const config = KINDS[kind];
  const [original, setOriginal] = useState(() => editValues(item));
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    reset,
    watch,
    setValue,
    getValues,
    formState: { isDirty, isSubmitting },
    handleSubmit,
  } = useForm<ProductEditValues>({ defaultValues: original });
  /** A field, locked until 'Realizar Cambios' (a plain DOM lock: the form keeps its values). */
  const field: typeof register = (name, options) => ({
    ...register(name, options),
    disabled: !editing,
  });
  const allowLeaving = useUnsavedChangesWarning(editing && isDirty);

  const cat = watch('cat');
  const subCat = watch('sub_cat');
  const brandChoice = watch('brandChoice');
  const subcategories = categoryByName(cat)?.subcategories ?? [];
  const sizeTable = sizeTableFor(cat, subCat, false);

  const resetSizes = (category: string, subcategory: string) => {
    const table = blankSizes(sizeTableFor(category, subcategory, false));
    setValue(
      'variants',
      getValues('variants').map((v) => ({ ...v, sizes: table })),
      { shouldDirty: true },
    );
  };

  const discard = () => {
    reset(original);
    setFailure(null);
    setEditing(false);
  };

  const save = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const updated = await adminJson<T>(`${config.endpoint}/${item.id}`, {
        method: 'PUT',
        body: config.toBody(values),
      });
      const saved = editValues(updated);
      allowLeaving();
      setOriginal(saved);
      reset(saved);
      setEditing(false);
      showToast(SAVED_TEXT, { durationMs: 4000 });
      onSaved?.(updated);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <form onSubmit={(event) => void save(event)} noValidate className={formStyles.sections}>
      <div className={`${formStyles.editBar} ${editing ? formStyles.editing : ''}`}>
        <span className={styles.muted}>
          {editing
            ? 'Modo edición: los cambios se guardan con «Guardar».'
            : 'Vista de solo lectura.'}
        </span>
        <div className={styles.actions}>
          {editing ? (
            <>
              {/* Keys keep React from turning the clicked 'Realizar Cambios' button into this
                  submit button mid-click, which would submit the form at once. */}
              <button
                key="guardar"
                type="submit"
                className={styles.buttonPrimary}
                disabled={isSubmitting}
              >
                {isSubmitting ? 'Guardando…' : 'Guardar'}
              </button>
              <button
                type="button"
                className={styles.iconButton}
                aria-label="Descartar cambios"
                title="Descartar cambios"
                onClick={discard}
              >
                ×
              </button>
            </>
          ) : (
            <button
              key="editar"
              type="button"
              className={styles.buttonPrimary}
              onClick={() => setEditing(true)}
            >
              Realizar Cambios
            </button>
          )}
        </div>
      </div>
      <FormAlert message={failure} onClose={() => setFailure(null)} />

      <div className={formStyles.sections}>
        <section className={styles.card} aria-labelledby="datos-producto">
          <h2 id="datos-producto" className={styles.cardTitle}>
            Datos del producto
          </h2>
          <div className={styles.formGrid}>
            <Field label="Nombre del producto" wide>
              <input className={styles.input} {...field('productName')} />
            </Field>
            <Field label="Precio">
              <input
                className={styles.input}
                type="number"
                min={0}
                step="0.01"
                {...field('price')}
              />
            </Field>
            <Field label="Precio de comparación">
              <input
                className={styles.input}
                type="number"
                min={0}
                step="0.01"
                {...field('compare_price')}
              />
            </Field>
            {kind === 'product' ? (
              <Field label="Porcentaje de descuento">
                <input
                  className={styles.input}
                  type="number"
                  min={0}
                  max={100}
                  step="0.01"
                  {...field('discount_percentage')}
                />
              </Field>
            ) : null}
            <Field label="Marca">
              <select className={styles.select} {...field('brandChoice')}>
                <option value="">Elegí una marca</option>
                {BRAND_CHOICES.map((brand) => (
                  <option key={brand} value={brand}>
                    {brand}
                  </option>
                ))}
              </select>
            </Field>
            {brandChoice === 'Otro' ? (
              <Field label="Otra marca">
                <input className={styles.input} {...field('otherBrand')} />
              </Field>
            ) : null}
            <Field label="Categoría">
              <select
                className={styles.select}
                {...field('cat', {
                  onChange: (event: { target: { value: string } }) => {
                    setValue('sub_cat', '', { shouldDirty: true });
                    resetSizes(event.target.value, '');
                  },
                })}
              >
                {CATEGORY_NAMES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Subcategoría">
              <select className={styles.select} {...field('sub_cat')}>
                <option value="">Sin subcategoría</option>
                {subcategories.map((sub) => (
                  <option key={sub} value={sub}>
                    {sub}
                  </option>
                ))}
              </select>
            </Field>
            {kind === 'product' ? (
              <Field label="Color">
                <input className={styles.input} {...field('color')} />
              </Field>
            ) : (
              <Field label="Estado">
                <select className={styles.select} {...field('status')}>
                  <option value="Activo">Activo</option>
                  <option value="Inactivo">Inactivo</option>
                </select>
              </Field>
            )}
            <Field label="Descripción" wide>
              <textarea className={styles.textarea} {...field('description')} />
            </Field>
            {kind === 'product' ? (
              <>
                <Field label="Video de YouTube" hint="Enlace o id del video; opcional." wide>
                  <input className={styles.input} {...field('video_youtube')} />
                </Field>
                <fieldset className={`${styles.fieldset} ${styles.wide}`}>
                  <legend className={styles.legend}>Etiquetas</legend>
                  <div className={styles.checkboxRow}>
                    {TAGS.map((tag) => (
                      <label key={tag} className={styles.checkbox}>
                        <input type="checkbox" value={tag} {...field('tags')} />
                        {tag}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <fieldset className={`${styles.fieldset} ${styles.wide}`}>
                  <legend className={styles.legend}>Estado y destacados</legend>
                  <div className={formStyles.flags}>
                    <label className={styles.checkbox}>
                      <input type="checkbox" {...field('best_sellers')} />
                      Lo más vendido
                    </label>
                    <label className={styles.checkbox}>
                      <input type="checkbox" {...field('new_arrivals')} />
                      Novedades
                    </label>
                    <label className={styles.checkbox}>
                      <input type="checkbox" {...field('special_offers')} />
                      Ofertas
                    </label>
                    <label className={styles.checkbox}>
                      <input type="checkbox" {...field('disabled')} />
                      Desactivado (no se muestra en la tienda)
                    </label>
                  </div>
                </fieldset>
              </>
            ) : null}
          </div>
        </section>

        <section className={styles.card} aria-labelledby="variantes-producto">
          <h2 id="variantes-producto" className={styles.cardTitle}>
            Variantes
          </h2>
          <Controller
            control={control}
            name="variants"
            render={({ field }) => (
              <VariantsEditor
                value={field.value}
                onChange={(change) => field.onChange(change(getValues('variants')))}
                sizeTable={sizeTable}
                disabled={!editing}
                sizeWord={config.sizeWord}
              />
            )}
          />
        </section>

        {kind === 'product' ? (
          <section className={styles.card} aria-labelledby="medidas-producto">
            <h2 id="medidas-producto" className={styles.cardTitle}>
              Medidas del paquete
            </h2>
            <div className={styles.formGrid}>
              <Field label="Peso (g)">
                <input
                  className={styles.input}
                  type="number"
                  min={0}
                  {...field('dimensions.weight')}
                />
              </Field>
              <Field label="Alto (cm)">
                <input
                  className={styles.input}
                  type="number"
                  min={0}
                  {...field('dimensions.height')}
                />
              </Field>
              <Field label="Ancho (cm)">
                <input
                  className={styles.input}
                  type="number"
                  min={0}
                  {...field('dimensions.width')}
                />
              </Field>
              <Field label="Largo (cm)">
                <input
                  className={styles.input}
                  type="number"
                  min={0}
                  {...field('dimensions.length')}
                />
              </Field>
            </div>
          </section>
        ) : null}
      </div>
    </form>
  );
}
