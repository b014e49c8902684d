import type { CouponAnswer } from '@shop/domain';
import { COUPON_DEFAULTS, couponSchema } from '@shop/domain';
import { useForm } from 'react-hook-form';
import { adminJson } from '../../lib/admin/api';
import { domainResolver, numberValue } from '../../lib/admin/form-resolver';
import styles from '../../components/admin/admin.module.css';
import { CreateActions, useEntityForm } from '../../components/admin/entity-form';
import { Field } from '../../components/admin/field';
import { FormAlert } from '../../components/admin/form-alert';

export const COUPON_CREATED = 'Cupón agregado exitosamente';

interface CouponFormValues {
  code: string;
  description: string;
  percentage: string;
  remainingUses: string;
}

const DEFAULTS: CouponFormValues = {
  code: '',
  description: '',
  percentage: String(COUPON_DEFAULTS.percentage),
  remainingUses: String(COUPON_DEFAULTS.remainingUses),
};

const toBody = (values: CouponFormValues) => ({
  code: values.code,
  description: values.description,
  percentage: numberValue(values.percentage),
  remainingUses: numberValue(values.remainingUses),
});

/**
 * The add-coupon form (below the coupon list and at /discounts-form): SPEC.md's messages and
 * defaults (percentage 0, one use). Cleared after a successful save; kept as typed otherwise.
 */
export function CouponForm({ onCreated }: { onCreated: (coupon: CouponAnswer) => void }) {
  const form = useForm<CouponFormValues>({
    defaultValues: DEFAULTS,
    resolver: domainResolver(couponSchema, toBody),
  });
  const entity = useEntityForm(form, {
    detail: false,
    send: (values) =>
      adminJson<CouponAnswer>('/api/discounts', { method: 'POST', body: toBody(values) }),
    saved: COUPON_CREATED,
    onSaved: (coupon) => {
      form.reset(DEFAULTS);
      onCreated(coupon);
    },
    fieldOf: (path) => (path in DEFAULTS ? path : undefined),
  });
  const { errors } = form.formState;
  const count = (name: 'percentage' | 'remainingUses', min: number) => (
    <input
      className={styles.input}
      type="number"
      inputMode="numeric"
      min={min}
      max={name === 'percentage' ? 100 : undefined}
      step={1}
      {...form.register(name)}
    />
  );

  return (
    <form onSubmit={entity.submit} noValidate aria-label="Agregar cupón">
      <FormAlert message={entity.failure} onClose={() => entity.setFailure(null)} />
      <div className={styles.formGrid}>
        <Field label="Código" error={errors.code?.message} hint="Letras, números y guiones.">
          <input className={styles.input} autoCapitalize="characters" {...form.register('code')} />
        </Field>
        <Field label="Porcentaje de descuento" error={errors.percentage?.message}>
          {count('percentage', 0)}
        </Field>
        <Field label="Cantidad de usos" error={errors.remainingUses?.message}>
          {count('remainingUses', 1)}
        </Field>
        <Field label="Descripción" error={errors.description?.message} wide>
          <input className={styles.input} {...form.register('description')} />
        </Field>
      </div>
      <CreateActions submit="Agregar cupón" saving={form.formState.isSubmitting} />
    </form>
  );
}
