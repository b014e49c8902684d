import type { PromotionAnswer } from '@shop/domain';
import {
  CATEGORY_NAMES,
  PROMOTION_TYPES,
  categoryByName,
  offersGift,
  promotionSchema,
} from '@shop/domain';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { adminJson } from '../../lib/admin/api';
import { domainResolver } from '../../lib/admin/form-resolver';
import styles from '../../components/admin/admin.module.css';
import { CreateActions, useEntityForm } from '../../components/admin/entity-form';
import { Field, FieldMessage } from '../../components/admin/field';
import { FormAlert } from '../../components/admin/form-alert';
import { ImageUploader } from '../../components/admin/image-uploader';
import promoStyles from './promotions.module.css';

export const PROMOTION_CREATED = 'Promoción agregada exitosamente';

export interface PromotionFormValues {
  title: string;
  description: string;
  img: string;
  endDate: string;
  type: string;
  categories: string[];
  subcategories: string[];
  giftCategories: string[];
  giftSubcategories: string[];
}

const EMPTY: PromotionFormValues = {
  title: '',
  description: '',
  img: '',
  endDate: '',
  type: '',
  categories: [],
  subcategories: [],
  giftCategories: [],
  giftSubcategories: [],
};

/** Gift choices only travel for a kind with a gift (Regalo). */
export function promotionBody(values: PromotionFormValues) {
  const gift = offersGift(values.type);
  return {
    title: values.title,
    description: values.description,
    img: values.img,
    type: values.type,
    categories: values.categories,
    subcategories: values.subcategories,
    giftCategories: gift ? values.giftCategories : [],
    giftSubcategories: gift ? values.giftSubcategories : [],
    endDate: values.endDate,
  };
}

/** SPEC.md section 4: subcategories that belong to none of the chosen categories go. */
export function keepSubcategoriesOf(
  categories: readonly string[],
  subcategories: readonly string[],
) {
  return subcategories.filter((sub) =>
    categories.some((category) => categoryByName(category)?.subcategories.includes(sub)),
  );
}

function toggle(list: readonly string[], item: string, on: boolean): string[] {
  return on ? [...list, item] : list.filter((x) => x !== item);
}

function subcategoryOptions(categories: readonly string[]) {
  return categories.flatMap((category) =>
    (categoryByName(category)?.subcategories ?? []).map((sub) => ({ category, sub })),
  );
}

function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
  emptyHint,
}: {
  legend: string;
  options: { key: string; value: string; label: string }[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  error?: string;
  emptyHint?: string;
}) {
  return (
    <fieldset
      className={`${styles.fieldset} ${styles.wide}`}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {options.length === 0 && emptyHint ? <p className={styles.hint}>{emptyHint}</p> : null}
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
 * 'Agregar Promoción': every message of SPEC.md section 5, gift choices for Regalo, and all
 * fields cleared after 'Promoción agregada exitosamente'.
 */
export function PromotionForm({ onCreated }: { onCreated: (promotion: PromotionAnswer) => void }) {
  const form = useForm<PromotionFormValues>({
    defaultValues: EMPTY,
    resolver: domainResolver(promotionSchema, promotionBody),
  });
  const entity = useEntityForm(form, {
    detail: false,
    send: (values) =>
      adminJson<PromotionAnswer>('/api/promotion', { method: 'POST', body: promotionBody(values) }),
    saved: PROMOTION_CREATED,
    onSaved: (created) => {
      form.reset(EMPTY);
      onCreated(created);
    },
    fieldOf: (path) => (path in EMPTY ? path : undefined),
  });
  const { register, control, getValues } = form;
  const { errors } = form.formState;

  return (
    <form onSubmit={entity.submit} noValidate aria-label="Agregar Promoción">
      <FormAlert message={entity.failure} onClose={() => entity.setFailure(null)} />
      <div className={styles.formGrid}>
        <Field label="Título" error={errors.title?.message} wide>
          <input className={styles.input} {...register('title')} />
        </Field>
        <Field label="Descripción" error={errors.description?.message} wide>
          <textarea className={styles.textarea} {...register('description')} />
        </Field>
        <details className={`${promoStyles.collapsible} ${styles.wide}`}>
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
        <Field label="Fecha de expiración" error={errors.endDate?.message}>
          <input className={styles.input} type="date" {...register('endDate')} />
        </Field>
        <Field label="Tipo de promoción" error={errors.type?.message}>
          <select className={styles.select} {...register('type')}>
            <option value="">Elegí un tipo</option>
            {PROMOTION_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </Field>
        <CategoryChoices form={form} categories="categories" subcategories="subcategories" />
        {offersGift(form.watch('type')) ? (
          <CategoryChoices
            form={form}
            categories="giftCategories"
            subcategories="giftSubcategories"
            suffix=" de regalo"
          />
        ) : null}
      </div>
      <CreateActions submit="Agregar Promoción" saving={form.formState.isSubmitting} />
    </form>
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
      options={subcategoryOptions(categories).map(({ category, sub }) => ({
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
