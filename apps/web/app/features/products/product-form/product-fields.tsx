import { BRAND_CHOICES, CATEGORY_NAMES, TAGS, categoryByName } from '@shop/domain';
import type { FieldErrors, UseFormRegister, UseFormReturn } from 'react-hook-form';
import styles from '../../../components/admin/admin.module.css';
import { Field } from '../../../components/admin/field';
import formStyles from './product-form.module.css';
import type { ProductFormValues } from './values';

export type ProductKind = 'product' | 'commission';

interface SectionProps {
  form: UseFormReturn<ProductFormValues>;
  /** `register`, locked on a detail page until 'Realizar Cambios'. */
  field: UseFormRegister<ProductFormValues>;
  kind: ProductKind;
  creating: boolean;
  /** SPEC.md section 4: a new category (or subcategory) resets the variants' size lists. */
  resetSizes: (category: string, subcategory: string) => void;
}

const FLAGS = [
  ['best_sellers', 'Lo más vendido'],
  ['new_arrivals', 'Novedades'],
  ['special_offers', 'Ofertas'],
  ['disabled', 'Desactivado (no se muestra en la tienda)'],
] as const;

function Options({ values, placeholder }: { values: readonly string[]; placeholder?: string }) {
  return (
    <>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {values.map((value) => (
        <option key={value} value={value}>
          {value}
        </option>
      ))}
    </>
  );
}

/**
 * 'Datos del producto'. The create pages ask for what SPEC.md section 5 checks; the detail pages
 * add what only an existing product has (discount, video, highlights, a made-to-order status).
 */
export function ProductDetailsSection({ form, field, kind, creating, resetSizes }: SectionProps) {
  const errors: FieldErrors<ProductFormValues> = form.formState.errors;
  const [cat, brandChoice] = form.watch(['cat', 'brandChoice']);
  const subcategories = categoryByName(cat)?.subcategories ?? [];
  const productDetail = kind === 'product' && !creating;
  const moneyInput = (name: 'price' | 'compare_price') => (
    <input
      className={styles.input}
      type="number"
      inputMode={creating ? 'decimal' : undefined}
      min={0}
      step="0.01"
      {...field(name)}
    />
  );
  return (
    <section className={styles.card} aria-labelledby="datos-producto">
      <h2 id="datos-producto" className={styles.cardTitle}>
        Datos del producto
      </h2>
      <div className={styles.formGrid}>
        <Field label="Nombre del producto" error={errors.productName?.message} wide>
          <input className={styles.input} {...field('productName')} />
        </Field>
        <Field
          label="Precio"
          error={errors.price?.message}
          hint={creating ? 'En pesos, hasta 2 decimales.' : undefined}
        >
          {moneyInput('price')}
        </Field>
        <Field
          label="Precio de comparación"
          error={errors.compare_price?.message}
          hint={
            creating
              ? kind === 'product'
                ? 'Opcional: el precio tachado.'
                : 'El precio tachado.'
              : undefined
          }
        >
          {moneyInput('compare_price')}
        </Field>
        <Field label="Marca" error={errors.brandChoice?.message}>
          <select className={styles.select} {...field('brandChoice')}>
            <Options values={BRAND_CHOICES} placeholder="Elegí una marca" />
          </select>
        </Field>
        {brandChoice === 'Otro' ? (
          <Field label="Otra marca" error={errors.otherBrand?.message}>
            <input className={styles.input} {...field('otherBrand')} />
          </Field>
        ) : null}
        <Field label="Categoría" error={errors.cat?.message}>
          <select
            className={styles.select}
            {...field('cat', {
              onChange: (event: { target: { value: string } }) => {
                form.setValue('sub_cat', '', { shouldDirty: true });
                resetSizes(event.target.value, '');
              },
            })}
          >
            <Options
              values={CATEGORY_NAMES}
              placeholder={creating ? 'Elegí una categoría' : undefined}
            />
          </select>
        </Field>
        <Field label="Subcategoría" error={errors.sub_cat?.message}>
          {creating ? (
            <select
              className={styles.select}
              disabled={!cat}
              {...form.register('sub_cat', {
                onChange: (event: { target: { value: string } }) =>
                  resetSizes(form.getValues('cat'), event.target.value),
              })}
            >
              <Options
                values={subcategories}
                placeholder={cat === 'Medias' ? 'Sin subcategoría' : 'Elegí una subcategoría'}
              />
            </select>
          ) : (
            <select className={styles.select} {...field('sub_cat')}>
              <Options values={subcategories} placeholder="Sin subcategoría" />
            </select>
          )}
        </Field>
        {kind === 'commission' && !creating ? (
          <Field label="Estado">
            <select className={styles.select} {...field('status')}>
              <Options values={['Activo', 'Inactivo']} />
            </select>
          </Field>
        ) : (
          <Field label="Color" error={errors.color?.message}>
            <input className={styles.input} {...field('color')} />
          </Field>
        )}
        <Field label="Descripción" error={errors.description?.message} wide>
          <textarea className={styles.textarea} {...field('description')} />
        </Field>
        {productDetail ? (
          <Field label="Video de YouTube" hint="Enlace o id del video; opcional." wide>
            <input className={styles.input} {...field('video_youtube')} />
          </Field>
        ) : null}
        {creating || productDetail ? (
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
        ) : null}
        {productDetail ? (
          <fieldset className={`${styles.fieldset} ${styles.wide}`}>
            <legend className={styles.legend}>Estado y destacados</legend>
            <div className={formStyles.flags}>
              {FLAGS.map(([name, label]) => (
                <label key={name} className={styles.checkbox}>
                  <input type="checkbox" {...field(name)} />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
      </div>
    </section>
  );
}

const DIMENSIONS = [
  ['weight', 'Peso (g)'],
  ['height', 'Alto (cm)'],
  ['width', 'Ancho (cm)'],
  ['length', 'Largo (cm)'],
] as const;

/** 'Medidas del paquete': what the shipping quote is made from. */
export function PackageSection({
  form,
  field,
  hint,
}: Pick<SectionProps, 'form' | 'field'> & { hint?: string }) {
  const errors = form.formState.errors.dimensions;
  return (
    <section className={styles.card} aria-labelledby="medidas-producto">
      <h2 id="medidas-producto" className={styles.cardTitle}>
        Medidas del paquete
      </h2>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <div className={styles.formGrid}>
        {DIMENSIONS.map(([name, label]) => (
          <Field key={name} label={label} error={errors?.[name]?.message}>
            <input
              className={styles.input}
              type="number"
              min={0}
              {...field(`dimensions.${name}`)}
            />
          </Field>
        ))}
      </div>
    </section>
  );
}
