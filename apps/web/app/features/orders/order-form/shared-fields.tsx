/** The fields and types both the create page and the detail page of an order use. */
import { ORDER_STATUS, ORDER_STATUSES, orderStatusLabel, PROVINCES } from '@shop/domain';
import type { InputHTMLAttributes } from 'react';
import type { UseFieldArrayReturn, UseFormRegister, UseFormReturn } from 'react-hook-form';
import styles from '../../../components/admin/admin.module.css';
import { Field } from '../../../components/admin/field';
import type { OrderFormValues } from './values';
import { Button } from '../../../components/ui/button';

export type Form = UseFormReturn<OrderFormValues>;
export type Lines = UseFieldArrayReturn<OrderFormValues, 'items', 'fieldKey'>;

interface Props {
  form: Form;
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
  if (form.watch('status') !== ORDER_STATUS.shipped) return null;
  return (
    <Field label="Código de seguimiento" wide={wide} error={error}>
      <input className={styles.input} {...field('track_id')} />
    </Field>
  );
}

/** 'Quitar' on a line, while the order has more than one. */
export function RemoveLineButton({
  lines,
  index,
  keepCell = false,
}: {
  lines: Lines;
  index: number;
  /** In a grid row: an empty cell stands in for the button. */
  keepCell?: boolean;
}) {
  if (lines.fields.length < 2) return keepCell ? <span /> : null;
  return (
    <Button type="button" variant="danger" small onClick={() => lines.remove(index)}>
      Quitar
    </Button>
  );
}

type TopField = Exclude<keyof OrderFormValues, 'items'>;

/** A text box of the order with the schema's message under it. */
export function TextField({
  form,
  name,
  label,
  hint,
  wide,
  ...input
}: {
  form: Form;
  name: TopField;
  label: string;
  hint?: string;
  wide?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'form' | 'name'>) {
  return (
    <Field label={label} error={form.formState.errors[name]?.message} hint={hint} wide={wide}>
      <input className={styles.input} {...input} {...form.register(name)} />
    </Field>
  );
}

/** The 24 provinces by name, as the checkout offers them. */
export function ProvinceField({ form }: { form: Form }) {
  return (
    <Field label="Provincia" error={form.formState.errors.state_name?.message}>
      <select className={styles.select} {...form.register('state_name')}>
        <option value="">Elegí una provincia</option>
        {PROVINCES.map((p) => (
          <option key={p.provinceCode} value={p.name}>
            {p.name}
          </option>
        ))}
      </select>
    </Field>
  );
}
