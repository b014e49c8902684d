import type { ProductAnswer } from '@shop/domain';
import { formatPrice } from '../../../lib/format';
import styles from '../../../components/admin/admin.module.css';
import { Field } from '../../../components/admin/field';
import orderStyles from '../orders.module.css';
import {
  ProvinceField,
  RemoveLineButton,
  StatusField,
  TextField,
  TrackingField,
  type Form,
  type Lines,
} from './shared-fields';
import { EMPTY_LINE } from './values';
import { Button } from '../../../components/ui/button';

const PAYMENT_METHODS = [
  { value: 'transferencia', label: 'Transferencia bancaria' },
  { value: 'mercadopago', label: 'Mercado Pago' },
  { value: 'efectivo', label: 'Efectivo' },
];

/** 'Productos': each line picks a product, its variant, a size in stock and a quantity. */
export function LinesPicker({
  form,
  lines,
  products,
}: {
  form: Form;
  lines: Lines;
  products: readonly ProductAnswer[];
}) {
  const { register, setValue } = form;
  const errors = form.formState.errors.items;
  const items = form.watch('items');
  const byId = new Map(products.map((p) => [p.id, p]));
  return (
    <section className={styles.card} aria-labelledby="orden-productos-nueva">
      <h2 id="orden-productos-nueva" className={styles.cardTitle}>
        Productos
      </h2>
      <div className={orderStyles.lines}>
        {lines.fields.map((field, index) => {
          const line = items[index] ?? EMPTY_LINE;
          const product = byId.get(line.productId);
          const variant = product?.variants.find((v) => String(v.id) === line.variantId);
          const lineErrors = errors?.[index];
          return (
            <div key={field.fieldKey} className={orderStyles.line}>
              <Field label={`Producto ${index + 1}`} error={lineErrors?.productId?.message}>
                <select
                  className={styles.select}
                  {...register(`items.${index}.productId`, {
                    onChange: (event: { target: { value: string } }) => {
                      const first = byId.get(event.target.value)?.variants[0];
                      setValue(`items.${index}.variantId`, first ? String(first.id) : '');
                      setValue(`items.${index}.size`, '');
                    },
                  })}
                >
                  <option value="">Elegí un producto</option>
                  {products.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.productName} — {formatPrice(p.price)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="Variante" error={lineErrors?.variantId?.message}>
                <select
                  className={styles.select}
                  disabled={!product}
                  {...register(`items.${index}.variantId`, {
                    onChange: () => setValue(`items.${index}.size`, ''),
                  })}
                >
                  {(product?.variants ?? []).map((v) => (
                    <option key={v.id} value={String(v.id)}>
                      {v.variant}
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="Talle" error={lineErrors?.size?.message}>
                <select
                  className={styles.select}
                  disabled={!variant}
                  {...register(`items.${index}.size`)}
                >
                  <option value="">Elegí un talle</option>
                  {(variant?.sizes ?? []).map((s) => (
                    <option key={s.size} value={s.size} disabled={s.stock <= 0}>
                      {s.size} ({s.stock} en stock)
                    </option>
                  ))}
                </select>
              </Field>
              <Field label="Cantidad" error={lineErrors?.quantity?.message}>
                <input
                  className={styles.input}
                  type="number"
                  min={1}
                  step={1}
                  {...register(`items.${index}.quantity`)}
                />
              </Field>
              <RemoveLineButton lines={lines} index={index} keepCell />
            </div>
          );
        })}
        {errors?.message ? <p className={styles.error}>{errors.message}</p> : null}
        <div>
          <Button type="button" onClick={() => lines.append(EMPTY_LINE)}>
            Agregar producto
          </Button>
        </div>
      </div>
    </section>
  );
}

/** 'Cliente', 'Envío' and 'Pago y estado' of a new order. */
export function CustomerAndShipping({ form }: { form: Form }) {
  const { register } = form;
  const errors = form.formState.errors;
  const text = { form } as const;
  return (
    <>
      <section className={styles.card} aria-labelledby="orden-cliente-nueva">
        <h2 id="orden-cliente-nueva" className={styles.cardTitle}>
          Cliente
        </h2>
        <div className={styles.formGrid}>
          <TextField {...text} name="name" label="Nombre" autoComplete="off" />
          <TextField {...text} name="email" label="Email" type="email" autoComplete="off" />
          <TextField {...text} name="phone" label="Teléfono" type="tel" />
          <TextField {...text} name="client_id" label="DNI, Cuil o Cuit" inputMode="numeric" />
        </div>
      </section>

      <section className={styles.card} aria-labelledby="orden-envio-nueva">
        <h2 id="orden-envio-nueva" className={styles.cardTitle}>
          Envío
        </h2>
        <div className={styles.formGrid}>
          <TextField {...text} name="street_name" label="Calle" />
          <TextField {...text} name="street_number" label="Número" />
          <TextField {...text} name="floor" label="Piso y departamento" />
          <TextField {...text} name="aclaration" label="Aclaración" />
          <TextField {...text} name="city_name" label="Ciudad" />
          <ProvinceField form={form} />
          <TextField {...text} name="zipCode" label="Código postal" inputMode="numeric" />
          <Field label="Entrega" error={errors.deliveredType?.message}>
            <select className={styles.select} {...register('deliveredType')}>
              <option value="D">Envío a domicilio</option>
              <option value="S">Retiro en sucursal</option>
            </select>
          </Field>
          <TextField {...text} name="rateName" label="Tarifa" />
          <TextField
            {...text}
            name="shipping_amount"
            label="Costo de envío ($)"
            type="number"
            min={0}
            step="0.01"
          />
        </div>
      </section>

      <section className={styles.card} aria-labelledby="orden-pago-nueva">
        <h2 id="orden-pago-nueva" className={styles.cardTitle}>
          Pago y estado
        </h2>
        <div className={styles.formGrid}>
          <Field label="Medio de pago" error={errors.payment_method?.message}>
            <select className={styles.select} {...register('payment_method')}>
              {PAYMENT_METHODS.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </select>
          </Field>
          <StatusField form={form} field={register} label="Estado" />
          <TrackingField form={form} field={register} error={errors.track_id?.message} />
          <TextField
            {...text}
            name="coupon"
            label="Cupón"
            hint="Opcional."
            autoCapitalize="characters"
          />
          <TextField {...text} name="status_detail" label="Detalle del estado" wide />
          <Field label="Comentario del administrador" error={errors.admin_comment?.message} wide>
            <textarea className={styles.textarea} {...register('admin_comment')} />
          </Field>
        </div>
      </section>
    </>
  );
}
