import { ORDER_STATUSES, PROVINCES, adminOrderSchema, orderStatusLabel } from '@shop/domain';
import { useState } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AdminApiError, adminJson, errorMessage } from '../../lib/admin/api';
import { domainResolver, numberValue } from '../../lib/admin/form-resolver';
import { useUnsavedChangesWarning } from '../../lib/admin/unsaved-changes';
import type { Order, Product } from '../../lib/admin/types';
import { formatPrice } from '../../lib/format';
import { showToast } from '../toasts';
import styles from './admin.module.css';
import { Field } from './field';
import { FormAlert } from './form-alert';
import orderStyles from './orders.module.css';

/** SPEC.md section 7: the alert after the admin draft order is saved. */
export const ORDER_CREATED = 'Producto Agregado Exitosamente';

interface LineValue {
  productId: string;
  variantId: string;
  size: string;
  quantity: string;
}

export interface OrderFormValues {
  name: string;
  email: string;
  phone: string;
  client_id: string;
  zipCode: string;
  state_name: string;
  city_name: string;
  street_name: string;
  street_number: string;
  floor: string;
  aclaration: string;
  rateName: string;
  deliveredType: '' | 'D' | 'S';
  status: string;
  status_detail: string;
  payment_method: string;
  shipping_amount: string;
  track_id: string;
  admin_comment: string;
  coupon: string;
  items: LineValue[];
}

const EMPTY_LINE: LineValue = { productId: '', variantId: '', size: '', quantity: '1' };

const EMPTY: OrderFormValues = {
  name: '',
  email: '',
  phone: '',
  client_id: '',
  zipCode: '',
  state_name: '',
  city_name: '',
  street_name: '',
  street_number: '',
  floor: '',
  aclaration: '',
  rateName: 'Correo Argentino Clasico',
  deliveredType: 'D',
  status: 'Pago Pendiente',
  status_detail: '',
  payment_method: 'transferencia',
  shipping_amount: '0',
  track_id: '',
  admin_comment: '',
  coupon: '',
  items: [EMPTY_LINE],
};

const PAYMENT_METHODS = [
  { value: 'transferencia', label: 'Transferencia bancaria' },
  { value: 'mercadopago', label: 'Mercado Pago' },
  { value: 'efectivo', label: 'Efectivo' },
];

/** SPEC.md section 7's POST /order body; the server prices it from its own data. */
export function orderBody(values: OrderFormValues) {
  return {
    items: values.items.map((line) => ({
      id: line.productId,
      size: line.size,
      variant: line.variantId === '' ? undefined : { id: Number(line.variantId) },
      quantity: numberValue(line.quantity),
    })),
    name: values.name,
    email: values.email,
    phone: values.phone,
    client_id: values.client_id,
    shipment: {
      zipCode: values.zipCode,
      state_name: values.state_name,
      city_name: values.city_name,
      street_name: values.street_name,
      street_number: values.street_number,
      floor: values.floor,
      aclaration: values.aclaration,
      rate: {
        productName: values.rateName,
        deliveredType: values.deliveredType || undefined,
      },
    },
    status: values.status,
    status_detail: values.status_detail,
    payment_method: values.payment_method,
    shipping_amount: numberValue(values.shipping_amount),
    shipping_type: values.deliveredType === 'S' ? 'sucursal' : 'domicilio',
    track_id: values.track_id,
    admin_comment: values.admin_comment,
    coupon: values.coupon || undefined,
  };
}

/** Body paths back to the form's fields: items.0.id is the product select of line 1. */
function fieldOf(path: string): string {
  const line = /^items\.(\d+)\.(id|variant|variant\.id)$/.exec(path);
  if (line) return `items.${line[1]}.${line[2] === 'id' ? 'productId' : 'variantId'}`;
  const shipment = /^shipment\.(?:rate\.)?(\w+)$/.exec(path);
  if (shipment) return shipment[1] === 'productName' ? 'rateName' : (shipment[1] ?? path);
  return path;
}

/** /uploadorder: an order the admin types in (phone or shop sale), priced by the server. */
export function OrderForm({ products }: { products: readonly Product[] }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<OrderFormValues>({
    defaultValues: EMPTY,
    resolver: domainResolver(adminOrderSchema, orderBody, fieldOf),
  });
  const lines = useFieldArray({ control, name: 'items', keyName: 'fieldKey' });
  const allowLeaving = useUnsavedChangesWarning(isDirty);
  const items = watch('items');
  const status = watch('status');
  const byId = new Map(products.map((p) => [p.id, p]));

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const order = await adminJson<Order>('/api/order', {
        method: 'POST',
        body: orderBody(values),
      });
      allowLeaving();
      showToast(ORDER_CREATED, { durationMs: 4000 });
      await navigate(`/orderdetailbdd/${order.id}`);
    } catch (error) {
      setFailure(errorMessage(error));
      if (error instanceof AdminApiError && error.field) {
        setError(fieldOf(error.field) as Path<OrderFormValues>, {
          type: 'server',
          message: error.message,
        });
      }
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Cargar orden">
      <FormAlert message={failure} onClose={() => setFailure(null)} />
      <section className={styles.card} aria-labelledby="orden-productos-nueva">
        <h2 id="orden-productos-nueva" className={styles.cardTitle}>
          Productos
        </h2>
        <div className={orderStyles.lines}>
          {lines.fields.map((field, index) => {
            const line = items[index] ?? EMPTY_LINE;
            const product = byId.get(line.productId);
            const variant = product?.variants.find((v) => String(v.id) === line.variantId);
            const lineErrors = errors.items?.[index];
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
                {lines.fields.length > 1 ? (
                  <button
                    type="button"
                    className={`${styles.buttonDanger} ${styles.small}`}
                    onClick={() => lines.remove(index)}
                  >
                    Quitar
                  </button>
                ) : (
                  <span />
                )}
              </div>
            );
          })}
          {errors.items?.message ? <p className={styles.error}>{errors.items.message}</p> : null}
          <div>
            <button
              type="button"
              className={styles.button}
              onClick={() => lines.append(EMPTY_LINE)}
            >
              Agregar producto
            </button>
          </div>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="orden-cliente-nueva">
        <h2 id="orden-cliente-nueva" className={styles.cardTitle}>
          Cliente
        </h2>
        <div className={styles.formGrid}>
          <Field label="Nombre" error={errors.name?.message}>
            <input className={styles.input} autoComplete="off" {...register('name')} />
          </Field>
          <Field label="Email" error={errors.email?.message}>
            <input
              className={styles.input}
              type="email"
              autoComplete="off"
              {...register('email')}
            />
          </Field>
          <Field label="Teléfono" error={errors.phone?.message}>
            <input className={styles.input} type="tel" {...register('phone')} />
          </Field>
          <Field label="DNI, Cuil o Cuit" error={errors.client_id?.message}>
            <input className={styles.input} inputMode="numeric" {...register('client_id')} />
          </Field>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="orden-envio-nueva">
        <h2 id="orden-envio-nueva" className={styles.cardTitle}>
          Envío
        </h2>
        <div className={styles.formGrid}>
          <Field label="Calle" error={errors.street_name?.message}>
            <input className={styles.input} {...register('street_name')} />
          </Field>
          <Field label="Número" error={errors.street_number?.message}>
            <input className={styles.input} {...register('street_number')} />
          </Field>
          <Field label="Piso y departamento" error={errors.floor?.message}>
            <input className={styles.input} {...register('floor')} />
          </Field>
          <Field label="Aclaración" error={errors.aclaration?.message}>
            <input className={styles.input} {...register('aclaration')} />
          </Field>
          <Field label="Ciudad" error={errors.city_name?.message}>
            <input className={styles.input} {...register('city_name')} />
          </Field>
          <Field label="Provincia" error={errors.state_name?.message}>
            <select className={styles.select} {...register('state_name')}>
              <option value="">Elegí una provincia</option>
              {PROVINCES.map((p) => (
                <option key={p.provinceCode} value={p.name}>
                  {p.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Código postal" error={errors.zipCode?.message}>
            <input className={styles.input} inputMode="numeric" {...register('zipCode')} />
          </Field>
          <Field label="Entrega" error={errors.deliveredType?.message}>
            <select className={styles.select} {...register('deliveredType')}>
              <option value="D">Envío a domicilio</option>
              <option value="S">Retiro en sucursal</option>
            </select>
          </Field>
          <Field label="Tarifa" error={errors.rateName?.message}>
            <input className={styles.input} {...register('rateName')} />
          </Field>
          <Field label="Costo de envío ($)" error={errors.shipping_amount?.message}>
            <input
              className={styles.input}
              type="number"
              min={0}
              step="0.01"
              {...register('shipping_amount')}
            />
          </Field>
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
          <Field label="Estado" error={errors.status?.message}>
            <select className={styles.select} {...register('status')}>
              {ORDER_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {orderStatusLabel(s)}
                </option>
              ))}
            </select>
          </Field>
          {status === 'Enviado' ? (
            <Field label="Código de seguimiento" error={errors.track_id?.message}>
              <input className={styles.input} {...register('track_id')} />
            </Field>
          ) : null}
          <Field label="Cupón" error={errors.coupon?.message} hint="Opcional.">
            <input className={styles.input} autoCapitalize="characters" {...register('coupon')} />
          </Field>
          <Field label="Detalle del estado" error={errors.status_detail?.message} wide>
            <input className={styles.input} {...register('status_detail')} />
          </Field>
          <Field label="Comentario del administrador" error={errors.admin_comment?.message} wide>
            <textarea className={styles.textarea} {...register('admin_comment')} />
          </Field>
        </div>
      </section>

      <div className={styles.formActions}>
        <Link to="/orderstable" className={styles.button}>
          Cancelar
        </Link>
        <button type="submit" className={styles.buttonPrimary} disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : 'Cargar orden'}
        </button>
      </div>
    </form>
  );
}
