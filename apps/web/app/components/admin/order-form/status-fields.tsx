import { ORDER_STATUSES, orderStatusLabel } from '@shop/domain';
import type { UseFormRegister, UseFormReturn } from 'react-hook-form';
import styles from '../admin.module.css';
import { Field } from '../field';
import type { OrderFormValues } from './values';

interface Props {
  form: UseFormReturn<OrderFormValues>;
  /** `register`, locked on the detail page until 'Realizar Cambios'. */
  field: UseFormRegister<OrderFormValues>;
  wide?: boolean;
}

/** Every status, with SPEC.md's labels ('Pago pendiente', 'Tarjeta Rechazada'). */
export function StatusField({ form, field, label, wide }: Props & { label: string }) {
  return (
    <Field label={label} error={form.formState.errors.status?.message} wide={wide}>
      <select className={styles.select} {...field('status')}>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {orderStatusLabel(s)}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** SPEC.md section 4: Enviado reveals the tracking code, which it requires. */
export function TrackingField({ form, field, wide, error }: Props & { error?: string }) {
  if (form.watch('status') !== 'Enviado') return null;
  return (
    <Field label="Código de seguimiento" wide={wide} error={error}>
      <input className={styles.input} {...field('track_id')} />
    </Field>
  );
}
