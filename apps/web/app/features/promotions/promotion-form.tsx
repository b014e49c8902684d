import type { ProductStockAnswer, PromotionAnswer } from '@shop/domain';
import {
  BRANDS,
  CATEGORY_NAMES,
  PERCENT_OFF_TYPE,
  PROMOTION_TYPES,
  keepSubcategoriesOf,
  offersGift,
  promotionSchema,
  subcategoryChoices,
} from '@shop/domain';
import { useEffect, useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { adminJson, saveOrReload } from '../../lib/admin/api';
import { domainResolver } from '../../lib/admin/form-resolver';
import styles from '../../components/admin/admin.module.css';
import { CreateActions, SAVED_TEXT, useEntityForm } from '../../components/admin/entity-form';
import { Field, FieldMessage } from '../../components/admin/field';
import { FormAlert } from '../../components/admin/form-alert';
import { ImageUploader } from '../../components/admin/image-uploader';
import { Button } from '../../components/ui/button';
import promoStyles from './promotions.module.css';

export const PROMOTION_CREATED = 'Promoción agregada exitosamente';

export interface PromotionFormValues {
  title: string;
  description: string;
  img: string;
  startDate: string;
  endDate: string;
  type: string;
  /** "% OFF" only; NaN while empty (valueAsNumber). */
  percentOff: number;
  brands: string[];
  categories: string[];
  subcategories: string[];
  /** Products named one by one (the products list's 'Agregar a promoción…'). */
  productIds: string[];
  giftCategories: string[];
  giftSubcategories: string[];
  disabled: boolean;
}

const EMPTY: PromotionFormValues = {
  title: '',
  description: '',
  img: '',
  startDate: '',
  endDate: '',
  type: '',
  percentOff: Number.NaN,
  brands: [],
  categories: [],
  subcategories: [],
  productIds: [],
  giftCategories: [],
  giftSubcategories: [],
  disabled: false,
};

/** A promotion as the form edits it. */
function valuesOf(p: PromotionAnswer): PromotionFormValues {
  return {
    title: p.title,
    description: p.description,
    img: p.img,
    startDate: p.startDate ?? '',
    endDate: p.endDate.slice(0, 10),
    type: p.type,
    percentOff: p.percentOff ?? Number.NaN,
    brands: p.brands,
    categories: p.categories,
    subcategories: p.subcategories,
    productIds: p.productIds,
    giftCategories: p.giftCategories,
    giftSubcategories: p.giftSubcategories,
    disabled: p.disabled,
  };
}

/** Gift choices only travel for a kind with a gift (Regalo); percentage and brands for "% OFF". */
export function promotionBody(values: PromotionFormValues) {
  const gift = offersGift(values.type);
  const percent = values.type === PERCENT_OFF_TYPE;
  return {
    title: values.title,
    description: values.description,
    img: values.img,
    type: values.type,
    categories: values.categories,
    subcategories: values.subcategories,
    productIds: values.productIds,
    giftCategories: gift ? values.giftCategories : [],
    giftSubcategories: gift ? values.giftSubcategories : [],
    startDate: values.startDate || null,
    endDate: values.endDate,
    percentOff: percent ? values.percentOff : null,
    brands: percent ? values.brands : [],
    disabled: values.disabled,
  };
}

function toggle(list: readonly string[], item: string, on: boolean): string[] {
  return on ? [...list, item] : list.filter((x) => x !== item);
}

function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
  emptyHint,
  hint,
}: {
  legend: string;
  options: { key: string; value: string; label: string }[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
  emptyHint?: string;
  hint?: string;
}) {
  return (
    <fieldset
      className={`${styles.fieldset} ${styles.wide}`}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {options.length === 0 && emptyHint ? <p className={styles.hint}>{emptyHint}</p> : null}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      <div className={styles.checkboxRow}>
        {options.map((option) => (
          <label key={option.key} className={styles.checkbox}>
            <input
              type="checkbox"
              checked={value.includes(option.value)}
              onChange={(event) => onChange(toggle(value, option.value, event.target.checked))}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldMessage error={error} />
    </fieldset>
  );
}

/**
 * The one promotion form (issue 45), for 'Agregar Promoción' and for an edit: every field, type
 * and categories too; an edit carries the version it read (decision 0030) and keeps the uses.
 * Every message of SPEC.md section 5, gift choices for Regalo, percentage and brands for "% OFF".
 */
export function PromotionForm({
  promotion,
  onSaved,
}: {
  promotion?: PromotionAnswer;
  onSaved: (promotion: PromotionAnswer) => void;
}) {
  const form = useForm<PromotionFormValues>({
    defaultValues: promotion ? valuesOf(promotion) : EMPTY,
    resolver: domainResolver(promotionSchema, promotionBody),
  });
  const entity = useEntityForm(form, {
    detail: false,
    send: (values) =>
      promotion
        ? saveOrReload(
            () =>
              adminJson<PromotionAnswer>(`/api/promotion/${promotion.id}`, {
                method: 'PUT',
                body: { ...promotionBody(values), version: promotion.version },
              }),
            () => adminJson<PromotionAnswer>(`/api/promotion/${promotion.id}`),
          )
        : adminJson<PromotionAnswer>('/api/promotion', {
            method: 'POST',
            body: promotionBody(values),
          }),
    saved: promotion ? SAVED_TEXT : PROMOTION_CREATED,
    onSaved: (saved) => {
      form.reset(promotion ? valuesOf(saved) : EMPTY);
      onSaved(saved);
    },
    onStale: (current) => form.reset(valuesOf(current)),
    fieldOf: (path) => (path in EMPTY ? path : undefined),
  });
  const { register, control, getValues } = form;
  const { errors } = form.formState;
  const type = form.watch('type');
  const percent = type === PERCENT_OFF_TYPE;

  return (
    <form
      onSubmit={entity.submit}
      noValidate
      aria-label={promotion ? `Editar ${promotion.title}` : 'Agregar Promoción'}
    >
      <FormAlert message={entity.failure} onClose={() => entity.setFailure(null)} />
      <div className={styles.formGrid}>
        <Field label="Título" error={errors.title?.message} wide>
          <input className={styles.input} {...register('title')} />
        </Field>
        <Field label="Descripción" error={errors.description?.message} wide>
          <textarea className={styles.textarea} {...register('description')} />
        </Field>
        <details className={`${promoStyles.collapsible} ${styles.wide}`} open={!!promotion?.img}>
          <summary>Imagen de la promoción</summary>
          <Controller
            control={control}
            name="img"
            render={({ field }) => (
              <ImageUploader
                label="Imagen"
                single
                value={field.value ? [field.value] : []}
                onChange={(change) => {
                  const current = getValues('img');
                  field.onChange(change(current ? [current] : [])[0] ?? '');
                }}
                error={errors.img?.message}
              />
            )}
          />
        </details>
        <Field label="Tipo de promoción" error={errors.type?.message}>
          <select className={styles.select} {...register('type')}>
            <option value="">Elegí un tipo</option>
            {PROMOTION_TYPES.map((t) => (
              <option key={t} value={t}>
                {t === PERCENT_OFF_TYPE ? '% OFF (porcentaje de descuento)' : t}
              </option>
            ))}
          </select>
        </Field>
        {percent ? (
          <Field
            label="Porcentaje de descuento"
            error={errors.percentOff?.message}
            hint="De 1 a 90. Se descuenta del precio de cada producto."
          >
            <input
              className={styles.input}
              type="number"
              min={1}
              max={90}
              step={1}
              inputMode="numeric"
              {...register('percentOff', { valueAsNumber: true })}
            />
          </Field>
        ) : null}
        <Field
          label="Fecha de inicio"
          error={errors.startDate?.message}
          hint="Vacía: desde hoy. Antes de esa fecha nadie la ve."
        >
          <input className={styles.input} type="date" {...register('startDate')} />
        </Field>
        <Field label="Fecha de expiración" error={errors.endDate?.message}>
          <input className={styles.input} type="date" {...register('endDate')} />
        </Field>
        <CategoryChoices form={form} categories="categories" subcategories="subcategories" />
        {percent ? (
          <Controller
            control={control}
            name="brands"
            render={({ field }) => (
              <CheckboxGroup
                legend="Marcas"
                hint="Ninguna marcada: todas las marcas de las categorías elegidas."
                options={BRANDS.map((b) => ({ key: b.name, value: b.name, label: b.name }))}
                value={field.value}
                error={errors.brands?.message}
                onChange={field.onChange}
              />
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="productIds"
          render={({ field }) => <NamedProducts ids={field.value} onChange={field.onChange} />}
        />
        {offersGift(type) ? (
          <CategoryChoices
            form={form}
            categories="giftCategories"
            subcategories="giftSubcategories"
            suffix=" de regalo"
          />
        ) : null}
        {promotion ? (
          <label className={`${styles.checkbox} ${styles.wide}`}>
            <input type="checkbox" {...register('disabled')} />
            Desactivada (nadie la ve ni se aplica)
          </label>
        ) : null}
      </div>
      <CreateActions
        submit={promotion ? 'Guardar cambios' : 'Agregar Promoción'}
        saving={form.formState.isSubmitting}
      />
    </form>
  );
}

/**
 * The products the promotion names one by one, each with 'Quitar' (saved with the form). Names
 * are read from the stock answer, which shows disabled products too.
 */
function NamedProducts({ ids, onChange }: { ids: string[]; onChange: (ids: string[]) => void }) {
  const [names, setNames] = useState<ReadonlyMap<string, string | null>>(new Map());
  useEffect(() => {
    let live = true;
    const missing = ids.filter((id) => !names.has(id));
    void Promise.all(
      missing.map((id) =>
        adminJson<ProductStockAnswer>(`/api/admin/products/${id}/stock`).then(
          (p) => [id, p.productName] as const,
          () => [id, null] as const,
        ),
      ),
    ).then((found) => {
      if (live && found.length) setNames((known) => new Map([...known, ...found]));
    });
    return () => {
      live = false;
    };
  }, [ids, names]);
  if (ids.length === 0) return null;
  return (
    <fieldset className={`${styles.fieldset} ${styles.wide}`}>
      <legend className={styles.legend}>Productos agregados uno por uno</legend>
      <p className={styles.hint}>
        Participan además de las categorías elegidas. Se agregan desde la lista de Productos
        (&quot;Agregar a promoción…&quot;).
      </p>
      <ul className={promoStyles.namedProducts}>
        {ids.map((id) => {
          const name = names.get(id);
          return (
            <li key={id}>
              <span>
                {name === undefined ? 'Cargando…' : (name ?? 'Producto que ya no existe')}
              </span>
              <Button
                type="button"
                small
                aria-label={`Quitar ${name ?? 'producto'}`}
                onClick={() => onChange(ids.filter((other) => other !== id))}
              >
                Quitar
              </Button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

const categoryOptions = CATEGORY_NAMES.map((c) => ({ key: c, value: c, label: c }));

/**
 * A category checkbox group and its subcategories. A category change drops the subcategories
 * that no longer belong to any chosen one.
 */
function CategoryChoices({
  form,
  categories,
  subcategories,
  suffix = '',
}: {
  form: UseFormReturn<PromotionFormValues>;
  categories: 'categories' | 'giftCategories';
  subcategories: 'subcategories' | 'giftSubcategories';
  suffix?: string;
}) {
  const { errors } = form.formState;
  return (
    <>
      <Controller
        control={form.control}
        name={categories}
        render={({ field }) => (
          <CheckboxGroup
            legend={`Categorías${suffix}`}
            options={categoryOptions}
            value={field.value}
            error={errors[categories]?.message}
            onChange={(next) => {
              field.onChange(next);
              const current = form.getValues(subcategories);
              const kept = keepSubcategoriesOf(next, current);
              if (kept.length !== current.length) {
                form.setValue(subcategories, kept, { shouldDirty: true });
              }
            }}
          />
        )}
      />
      <Controller
        control={form.control}
        name={subcategories}
        render={({ field }) => (
          <SubcategoryGroup
            legend={`Subcategorías${suffix}`}
            categories={form.watch(categories)}
            value={field.value}
            error={errors[subcategories]?.message}
            onChange={field.onChange}
          />
        )}
      />
    </>
  );
}

/** Subcategories of the chosen categories only; a dropped category takes its own with it. */
function SubcategoryGroup({
  legend,
  categories,
  value,
  onChange,
  error,
}: {
  legend: string;
  categories: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
}) {
  return (
    <CheckboxGroup
      legend={legend}
      options={subcategoryChoices(categories).map(({ category, sub }) => ({
        key: `${category}-${sub}`,
        value: sub,
        label: categories.length > 1 ? `${sub} (${category})` : sub,
      }))}
      value={value}
      onChange={onChange}
      error={error}
      emptyHint="Elegí primero una categoría."
    />
  );
}
