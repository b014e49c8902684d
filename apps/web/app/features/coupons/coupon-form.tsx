import type { CouponAnswer, CouponKind } from '@shop/domain';
import {
  CATEGORY_NAMES,
  COUPON_DEFAULTS,
  COUPON_KINDS,
  COUPON_KIND_LABELS,
  couponSchema,
  keepSubcategoriesOf,
  subcategoryChoices,
} from '@shop/domain';
import { Controller, useForm } from 'react-hook-form';
import { adminJson, saveOrReload } from '../../lib/admin/api';
import { domainResolver, numberValue } from '../../lib/admin/form-resolver';
import styles from '../../components/admin/admin.module.css';
import { CreateActions, SAVED_TEXT, useEntityForm } from '../../components/admin/entity-form';
import { Field, FieldMessage } from '../../components/admin/field';
import { FormAlert } from '../../components/admin/form-alert';

export const COUPON_CREATED = 'Cupón agregado exitosamente';

interface CouponFormValues {
  code: string;
  description: string;
  kind: CouponKind;
  percentage: string;
  amount: string;
  minPurchase: string;
  remainingUses: string;
  perCustomerLimit: string;
  startsOn: string;
  endsOn: string;
  categories: string[];
  subcategories: string[];
}

const DEFAULTS: CouponFormValues = {
  code: '',
  description: '',
  kind: 'percent',
  percentage: String(COUPON_DEFAULTS.percentage),
  amount: '',
  minPurchase: '',
  remainingUses: String(COUPON_DEFAULTS.remainingUses),
  perCustomerLimit: '',
  startsOn: '',
  endsOn: '',
  categories: [],
  subcategories: [],
};

/** A coupon as the form edits it. */
function valuesOf(c: CouponAnswer): CouponFormValues {
  return {
    code: c.code,
    description: c.description,
    kind: c.kind,
    percentage: String(c.percentage),
    amount: c.amount === null ? '' : String(c.amount),
    minPurchase: c.minPurchase ? String(c.minPurchase) : '',
    remainingUses: String(c.remainingUses),
    perCustomerLimit: c.perCustomerLimit === null ? '' : String(c.perCustomerLimit),
    startsOn: c.startsOn ?? '',
    endsOn: c.endsOn ?? '',
    categories: c.categories,
    subcategories: c.subcategories,
  };
}

/** The body of POST (and PUT) /api/discounts: percentage for the percent kind, amount for fixed. */
const toBody = (values: CouponFormValues) => ({
  code: values.code,
  description: values.description,
  kind: values.kind,
  percentage: values.kind === 'percent' ? numberValue(values.percentage) : 0,
  amount: values.kind === 'fixed' ? numberValue(values.amount) : null,
  minPurchase: values.minPurchase.trim() === '' ? 0 : numberValue(values.minPurchase),
  remainingUses: numberValue(values.remainingUses),
  perCustomerLimit:
    values.perCustomerLimit.trim() === '' ? null : numberValue(values.perCustomerLimit),
  startsOn: values.startsOn || null,
  endsOn: values.endsOn || null,
  categories: values.categories,
  subcategories: keepSubcategoriesOf(values.categories, values.subcategories),
});

/**
 * The one coupon form (issue 45), to add a coupon (below the list and at /discounts-form) and to
 * edit one (with the version it read): SPEC.md's messages and defaults, and the rules of
 * coupon-rules.ts checked by the same schema as the API.
 */
export function CouponForm({
  coupon,
  onSaved,
}: {
  coupon?: CouponAnswer;
  onSaved: (coupon: CouponAnswer) => void;
}) {
  const form = useForm<CouponFormValues>({
    defaultValues: coupon ? valuesOf(coupon) : DEFAULTS,
    resolver: domainResolver(couponSchema, toBody),
  });
  const entity = useEntityForm(form, {
    detail: false,
    send: (values) => {
      if (!coupon) {
        return adminJson<CouponAnswer>('/api/discounts', { method: 'POST', body: toBody(values) });
      }
      const url = `/api/discounts/${encodeURIComponent(coupon.code)}`;
      // The code is the coupon's id; uses go as a change to those read (decision 0030).
      const { code: _code, remainingUses, ...rules } = toBody(values);
      return saveOrReload(
        () =>
          adminJson<CouponAnswer>(url, {
            method: 'PUT',
            body: {
              ...rules,
              remainingUses,
              remainingUsesRead: coupon.remainingUses,
              version: coupon.version,
            },
          }),
        async () =>
          (await adminJson<{ discounts: CouponAnswer[] }>('/api/discounts')).discounts.find(
            (c) => c.code === coupon.code,
          ),
      );
    },
    saved: coupon ? SAVED_TEXT : COUPON_CREATED,
    onSaved: (saved) => {
      form.reset(coupon ? valuesOf(saved) : DEFAULTS);
      onSaved(saved);
    },
    onStale: (current) => {
      if (current) form.reset(valuesOf(current));
    },
    fieldOf: (path) => (path in DEFAULTS ? path : undefined),
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');
  const choices = subcategoryChoices(form.watch('categories'));
  const number = (
    name: 'percentage' | 'amount' | 'minPurchase' | 'remainingUses' | 'perCustomerLimit',
    { min, max, step = 1 }: { min: number; max?: number; step?: number },
  ) => (
    <input
      className={styles.input}
      type="number"
      inputMode={step === 1 ? 'numeric' : 'decimal'}
      min={min}
      max={max}
      step={step}
      {...form.register(name)}
    />
  );

  return (
    <form
      onSubmit={entity.submit}
      noValidate
      aria-label={coupon ? `Editar cupón ${coupon.code}` : 'Agregar cupón'}
    >
      <FormAlert message={entity.failure} onClose={() => entity.setFailure(null)} />
      <div className={styles.formGrid}>
        <Field label="Código" error={errors.code?.message} hint="Letras, números y guiones.">
          <input
            className={styles.input}
            autoCapitalize="characters"
            readOnly={coupon !== undefined}
            {...form.register('code')}
          />
        </Field>
        <Field label="Tipo de descuento" error={errors.kind?.message}>
          <select className={styles.input} {...form.register('kind')}>
            {COUPON_KINDS.map((k) => (
              <option key={k} value={k}>
                {COUPON_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </Field>
        {kind === 'percent' ? (
          <Field label="Porcentaje de descuento" error={errors.percentage?.message}>
            {number('percentage', { min: 0, max: 100 })}
          </Field>
        ) : null}
        {kind === 'fixed' ? (
          <Field
            label="Monto de descuento ($)"
            error={errors.amount?.message}
            hint="Nunca descuenta más que los productos a los que aplica."
          >
            {number('amount', { min: 0, step: 0.01 })}
          </Field>
        ) : null}
        <Field
          label="Compra mínima ($)"
          error={errors.minPurchase?.message}
          hint="Vacío: sin mínimo. Se compara con el subtotal de productos."
        >
          {number('minPurchase', { min: 0, step: 0.01 })}
        </Field>
        <Field label="Cantidad de usos" error={errors.remainingUses?.message}>
          {number('remainingUses', { min: coupon ? 0 : 1 })}
        </Field>
        <Field
          label="Usos por cliente"
          error={errors.perCustomerLimit?.message}
          hint="Por e-mail o DNI/CUIT. Vacío: sin límite."
        >
          {number('perCustomerLimit', { min: 1 })}
        </Field>
        <Field label="Válido desde" error={errors.startsOn?.message} hint="Vacío: desde hoy.">
          <input className={styles.input} type="date" {...form.register('startsOn')} />
        </Field>
        <Field label="Válido hasta" error={errors.endsOn?.message} hint="Vacío: sin vencimiento.">
          <input className={styles.input} type="date" {...form.register('endsOn')} />
        </Field>
        <Field label="Descripción" error={errors.description?.message} wide>
          <input className={styles.input} {...form.register('description')} />
        </Field>
        <Controller
          control={form.control}
          name="categories"
          render={({ field }) => (
            <fieldset className={`${styles.fieldset} ${styles.wide}`}>
              <legend className={styles.legend}>Categorías</legend>
              <p className={styles.hint}>
                Ninguna: vale para todo el carrito. Con alguna, descuenta solo esos productos.
              </p>
              <div className={styles.checkboxRow}>
                {CATEGORY_NAMES.map((name) => (
                  <label key={name} className={styles.checkbox}>
                    <input
                      type="checkbox"
                      checked={field.value.includes(name)}
                      onChange={(event) => {
                        const chosen = event.target.checked
                          ? [...field.value, name]
                          : field.value.filter((c) => c !== name);
                        field.onChange(chosen);
                        form.setValue(
                          'subcategories',
                          keepSubcategoriesOf(chosen, form.getValues('subcategories')),
                        );
                      }}
                    />
                    {name}
                  </label>
                ))}
              </div>
              <FieldMessage error={errors.categories?.message} />
            </fieldset>
          )}
        />
        {choices.length > 0 && (
          <Controller
            control={form.control}
            name="subcategories"
            render={({ field }) => (
              <fieldset className={`${styles.fieldset} ${styles.wide}`}>
                <legend className={styles.legend}>Subcategorías</legend>
                <p className={styles.hint}>
                  Sin ninguna de una categoría, vale para toda esa categoría.
                </p>
                <div className={styles.checkboxRow}>
                  {choices.map(({ category, sub }) => (
                    <label key={`${category}/${sub}`} className={styles.checkbox}>
                      <input
                        type="checkbox"
                        checked={field.value.includes(sub)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, sub]
                              : field.value.filter((s) => s !== sub),
                          )
                        }
                      />
                      {sub}
                    </label>
                  ))}
                </div>
                <FieldMessage error={errors.subcategories?.message} />
              </fieldset>
            )}
          />
        )}
      </div>
      <CreateActions
        submit={coupon ? 'Guardar cambios' : 'Agregar cupón'}
        saving={form.formState.isSubmitting}
      />
    </form>
  );
}
