import { COUPON_DEFAULTS, couponSchema } from '@shop/domain';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { AdminApiError, adminJson, errorMessage } from '../../lib/admin/api';
import { domainResolver, numberValue } from '../../lib/admin/form-resolver';
import { useUnsavedChangesWarning } from '../../lib/admin/unsaved-changes';
import type { Coupon } from '../../lib/admin/types';
import { showToast } from '../toasts';
import styles from './admin.module.css';
import { Field } from './field';
import { FormAlert } from './form-alert';

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
export function CouponForm({ onCreated }: { onCreated: (coupon: Coupon) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CouponFormValues>({
    defaultValues: DEFAULTS,
    resolver: domainResolver(couponSchema, toBody),
  });
  const allowLeaving = useUnsavedChangesWarning(isDirty);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const coupon = await adminJson<Coupon>('/api/discounts', {
        method: 'POST',
        body: toBody(values),
      });
      allowLeaving();
      reset(DEFAULTS);
      showToast(COUPON_CREATED, { durationMs: 4000 });
      onCreated(coupon);
    } catch (error) {
      setFailure(errorMessage(error));
      if (error instanceof AdminApiError && error.field && error.field in DEFAULTS) {
        setError(error.field as Path<CouponFormValues>, { type: 'server', message: error.message });
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Agregar cupón">
      <FormAlert message={failure} onClose={() => setFailure(null)} />
      <div className={styles.formGrid}>
        <Field label="Código" error={errors.code?.message} hint="Letras, números y guiones.">
          <input className={styles.input} autoCapitalize="characters" {...register('code')} />
        </Field>
        <Field label="Porcentaje de descuento" error={errors.percentage?.message}>
          <input
            className={styles.input}
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            step={1}
            {...register('percentage')}
          />
        </Field>
        <Field label="Cantidad de usos" error={errors.remainingUses?.message}>
          <input
            className={styles.input}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            {...register('remainingUses')}
          />
        </Field>
        <Field label="Descripción" error={errors.description?.message} wide>
          <input className={styles.input} {...register('description')} />
        </Field>
      </div>
      <div className={styles.formActions}>
        <button type="submit" className={styles.buttonPrimary} disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : 'Agregar cupón'}
        </button>
      </div>
    </form>
  );
}
