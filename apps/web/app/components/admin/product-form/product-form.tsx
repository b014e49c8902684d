import {
  BRAND_CHOICES,
  CATEGORY_NAMES,
  TAGS,
  categoryByName,
  newCommissionSchema,
  newProductSchema,
} from '@shop/domain';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AdminApiError, adminJson, errorMessage } from '../../../lib/admin/api';
import { domainResolver } from '../../../lib/admin/form-resolver';
import { useUnsavedChangesWarning } from '../../../lib/admin/unsaved-changes';
import { showToast } from '../../toasts';
import styles from '../admin.module.css';
import { Field } from '../field';
import { FormAlert } from '../form-alert';
import formStyles from './product-form.module.css';
import {
  blankSizes,
  emptyProductForm,
  newCommissionBody,
  newProductBody,
  productFieldOf,
  sizeTableFor,
  type ProductFormValues,
} from './values';
import { VariantsEditor } from './variants-editor';

export type ProductKind = 'product' | 'commission';

const KINDS = {
  product: {
    schema: newProductSchema,
    toBody: newProductBody,
    endpoint: '/api/products',
    list: '/producttable',
    saved: 'Producto agregado exitosamente',
    sizeWord: 'Talle',
    submit: 'Agregar producto',
  },
  commission: {
    schema: newCommissionSchema,
    toBody: newCommissionBody,
    endpoint: '/api/commissions',
    list: '/commissionstable',
    saved: 'Producto por encargo agregado exitosamente',
    sizeWord: 'Tamaño',
    submit: 'Agregar producto por encargo',
  },
} as const;

/**
 * The new-product form (/uploadproduct) and the made-to-order one (/cargar-producto-encargo):
 * the domain schema's messages under each field, brand 'Otro' with a free-text brand, the
 * category resetting subcategory and sizes, variants with pictures and stock per size.
 */
export function ProductForm({ kind }: { kind: ProductKind }) {
  const config = KINDS[kind];
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    getValues,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<ProductFormValues>({
    defaultValues: emptyProductForm(),
    resolver: domainResolver(config.schema, config.toBody, productFieldOf),
  });
  const allowLeaving = useUnsavedChangesWarning(isDirty);

  const cat = watch('cat');
  const subCat = watch('sub_cat');
  const brandChoice = watch('brandChoice');
  const subcategories = categoryByName(cat)?.subcategories ?? [];
  const sizeTable = sizeTableFor(cat, subCat, true);

  /** SPEC.md section 4: choosing a category resets the subcategory and every size list. */
  const resetSizes = (category: string, subcategory: string) => {
    const table = blankSizes(sizeTableFor(category, subcategory, true));
    setValue(
      'variants',
      getValues('variants').map((v) => ({ ...v, sizes: table })),
      { shouldDirty: true },
    );
  };

  const submit = handleSubmit(async () => {
    setFailure(null);
    try {
      await adminJson(config.endpoint, {
        method: 'POST',
        body: config.toBody(getValues()),
      });
      allowLeaving();
      showToast(config.saved, { durationMs: 4000 });
      await navigate(config.list);
    } catch (error) {
      setFailure(errorMessage(error));
      if (error instanceof AdminApiError && error.field) {
        const field = productFieldOf(error.field, getValues()) as Path<ProductFormValues>;
        setError(field, { type: 'server', message: error.message });
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={formStyles.sections}>
      <FormAlert message={failure} onClose={() => setFailure(null)} />
      <section className={styles.card} aria-labelledby="datos-producto">
        <h2 id="datos-producto" className={styles.cardTitle}>
          Datos del producto
        </h2>
        <div className={styles.formGrid}>
          <Field label="Nombre del producto" error={errors.productName?.message} wide>
            <input className={styles.input} {...register('productName')} />
          </Field>
          <Field label="Precio" error={errors.price?.message} hint="En pesos, hasta 2 decimales.">
            <input
              className={styles.input}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              {...register('price')}
            />
          </Field>
          <Field
            label="Precio de comparación"
            error={errors.compare_price?.message}
            hint={kind === 'product' ? 'Opcional: el precio tachado.' : 'El precio tachado.'}
          >
            <input
              className={styles.input}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              {...register('compare_price')}
            />
          </Field>
          <Field label="Marca" error={errors.brandChoice?.message}>
            <select className={styles.select} {...register('brandChoice')}>
              <option value="">Elegí una marca</option>
              {BRAND_CHOICES.map((brand) => (
                <option key={brand} value={brand}>
                  {brand}
                </option>
              ))}
            </select>
          </Field>
          {brandChoice === 'Otro' ? (
            <Field label="Otra marca" error={errors.otherBrand?.message}>
              <input className={styles.input} {...register('otherBrand')} />
            </Field>
          ) : null}
          <Field label="Categoría" error={errors.cat?.message}>
            <select
              className={styles.select}
              {...register('cat', {
                onChange: (event: { target: { value: string } }) => {
                  setValue('sub_cat', '', { shouldDirty: true });
                  resetSizes(event.target.value, '');
                },
              })}
            >
              <option value="">Elegí una categoría</option>
              {CATEGORY_NAMES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Subcategoría" error={errors.sub_cat?.message}>
            <select
              className={styles.select}
              disabled={!cat}
              {...register('sub_cat', {
                onChange: (event: { target: { value: string } }) =>
                  resetSizes(getValues('cat'), event.target.value),
              })}
            >
              <option value="">
                {cat === 'Medias' ? 'Sin subcategoría' : 'Elegí una subcategoría'}
              </option>
              {subcategories.map((sub) => (
                <option key={sub} value={sub}>
                  {sub}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Color" error={errors.color?.message}>
            <input className={styles.input} {...register('color')} />
          </Field>
          <Field label="Descripción" error={errors.description?.message} wide>
            <textarea className={styles.textarea} {...register('description')} />
          </Field>
          <fieldset className={`${styles.fieldset} ${styles.wide}`}>
            <legend className={styles.legend}>Etiquetas</legend>
            <div className={styles.checkboxRow}>
              {TAGS.map((tag) => (
                <label key={tag} className={styles.checkbox}>
                  <input type="checkbox" value={tag} {...register('tags')} />
                  {tag}
                </label>
              ))}
            </div>
          </fieldset>
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
              errors={errors.variants}
              sizeWord={config.sizeWord}
            />
          )}
        />
      </section>

      <section className={styles.card} aria-labelledby="medidas-producto">
        <h2 id="medidas-producto" className={styles.cardTitle}>
          Medidas del paquete
        </h2>
        <p className={styles.hint}>
          {kind === 'product'
            ? 'Con ellas se cotiza el envío.'
            : 'Opcionales: con ellas se cotiza el envío.'}
        </p>
        <div className={styles.formGrid}>
          <Field label="Peso (g)" error={errors.dimensions?.weight?.message}>
            <input
              className={styles.input}
              type="number"
              min={0}
              {...register('dimensions.weight')}
            />
          </Field>
          <Field label="Alto (cm)" error={errors.dimensions?.height?.message}>
            <input
              className={styles.input}
              type="number"
              min={0}
              {...register('dimensions.height')}
            />
          </Field>
          <Field label="Ancho (cm)" error={errors.dimensions?.width?.message}>
            <input
              className={styles.input}
              type="number"
              min={0}
              {...register('dimensions.width')}
            />
          </Field>
          <Field label="Largo (cm)" error={errors.dimensions?.length?.message}>
            <input
              className={styles.input}
              type="number"
              min={0}
              {...register('dimensions.length')}
            />
          </Field>
        </div>
      </section>

      <div className={styles.formActions}>
        <Link to={config.list} className={styles.button}>
          Cancelar
        </Link>
        <button type="submit" className={styles.buttonPrimary} disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : config.submit}
        </button>
      </div>
    </form>
  );
}
