import { ORDER_STATUSES, TRACKING_CODE_REQUIRED, orderStatusLabel } from '@shop/domain';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { adminJson, errorMessage } from '../../lib/admin/api';
import { numberValue } from '../../lib/admin/form-resolver';
import { useUnsavedChangesWarning } from '../../lib/admin/unsaved-changes';
import type { Order } from '../../lib/admin/types';
import { formatPrice } from '../../lib/format';
import { showToast } from '../toasts';
import styles from './admin.module.css';
import { Field } from './field';
import { FormAlert } from './form-alert';
import { itemCountLabel, OrderStatusBadge } from './order-status';
import orderStyles from './orders.module.css';
import formStyles from './product-form/product-form.module.css';
import { scaledImage } from '../../lib/images';

/** SPEC.md section 7: the alert after PUT /order/{id} succeeds. */
export const ORDER_SAVED = 'Cambios guardados con éxito';

interface OrderEditValues {
  status: string;
  track_id: string;
  email: string;
  admin_comment: string;
  items: { lineId: string; size: string; quantity: string }[];
}

function editValues(order: Order): OrderEditValues {
  return {
    status: order.status,
    track_id: order.track_id,
    email: order.email,
    admin_comment: order.admin_comment,
    items: order.items.map((item) => ({
      lineId: item.lineId,
      size: item.size,
      quantity: String(item.quantity),
    })),
  };
}

function thumbnail(src: string | undefined): string | undefined {
  return src ? scaledImage(src, 200) : undefined;
}

function paymentLabel(method: string): string {
  if (method === 'transfer' || method === 'transferencia') return 'Transferencia bancaria';
  if (method === 'mercadopago') return 'Mercado Pago';
  return method || '—';
}

/**
 * An order's every field (SPEC.md section 2, Order detail) with the edit mode: status (all of
 * them, with their labels), tracking code (shown for Enviado and required by it), e-mail,
 * comment, and each line's size and quantity.
 */
export function OrderEditor({ order: loaded }: { order: Order }) {
  const [order, setOrder] = useState(loaded);
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    formState: { isDirty, isSubmitting },
  } = useForm<OrderEditValues>({ defaultValues: editValues(order) });
  const lines = useFieldArray({ control, name: 'items', keyName: 'fieldKey' });
  const allowLeaving = useUnsavedChangesWarning(editing && isDirty);
  /** A field, locked until 'Realizar Cambios' (a plain DOM lock: the form keeps its values). */
  const field: typeof register = (name, options) => ({
    ...register(name, options),
    disabled: !editing,
  });
  const status = watch('status');

  const discard = () => {
    reset(editValues(order));
    setFailure(null);
    setEditing(false);
  };

  const save = handleSubmit(async (values) => {
    if (values.status === 'Enviado' && !values.track_id.trim()) {
      setFailure(TRACKING_CODE_REQUIRED);
      return;
    }
    setFailure(null);
    try {
      const updated = await adminJson<Order>(`/api/order/${order.id}`, {
        method: 'PUT',
        body: {
          status: values.status,
          track_id: values.track_id,
          email: values.email,
          admin_comment: values.admin_comment,
          items: values.items.map((item) => ({
            lineId: item.lineId,
            size: item.size,
            quantity: numberValue(item.quantity),
          })),
        },
      });
      allowLeaving();
      setOrder(updated);
      reset(editValues(updated));
      setEditing(false);
      showToast(ORDER_SAVED, { durationMs: 4000 });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  const shipment = order.shipment;
  const rate = shipment.rate;
  const address = [
    [shipment.street_name, shipment.street_number].filter(Boolean).join(' '),
    [shipment.floor, shipment.apartment].filter(Boolean).join(' '),
    shipment.aclaration,
    [shipment.city_name, shipment.state_name].filter(Boolean).join(', '),
    shipment.zipCode ? `CP ${shipment.zipCode}` : '',
  ].filter(Boolean);
  const itemById = new Map(order.items.map((item) => [item.lineId, item]));

  return (
    <form
      onSubmit={(event) => void save(event)}
      noValidate
      aria-label={`Orden ${order.order_number}`}
    >
      <div className={`${formStyles.editBar} ${editing ? formStyles.editing : ''}`}>
        <span className={styles.actions}>
          <OrderStatusBadge status={order.status} />
          <span className={styles.muted}>{itemCountLabel(order.items)}</span>
        </span>
        <div className={styles.actions}>
          {editing ? (
            <>
              {/* Keys keep React from turning the clicked 'Realizar Cambios' button into this
                  submit button mid-click, which would submit the form at once. */}
              <button
                key="guardar"
                type="submit"
                className={styles.buttonPrimary}
                disabled={isSubmitting}
              >
                {isSubmitting ? 'Guardando…' : 'Guardar'}
              </button>
              <button
                type="button"
                className={styles.iconButton}
                aria-label="Descartar cambios"
                title="Descartar cambios"
                onClick={discard}
              >
                ×
              </button>
            </>
          ) : (
            <button
              key="editar"
              type="button"
              className={styles.buttonPrimary}
              onClick={() => setEditing(true)}
            >
              Realizar Cambios
            </button>
          )}
        </div>
      </div>
      <FormAlert message={failure} onClose={() => setFailure(null)} />

      <div className={orderStyles.layout}>
        <div className={orderStyles.stack}>
          <section className={styles.card} aria-labelledby="orden-productos">
            <h2 id="orden-productos" className={styles.cardTitle}>
              {itemCountLabel(order.items)}
            </h2>
            <ul className={orderStyles.items}>
              {lines.fields.map((field, index) => {
                const item = itemById.get(field.lineId);
                if (!item) return null;
                return (
                  <li key={field.fieldKey} className={orderStyles.item}>
                    {item.variant.imgUrl[0] ? (
                      <img
                        className={orderStyles.itemImage}
                        src={thumbnail(item.variant.imgUrl[0])}
                        alt=""
                        width={64}
                        height={64}
                      />
                    ) : (
                      <span className={orderStyles.itemImage} />
                    )}
                    <div>
                      <p className={orderStyles.itemName}>{item.name}</p>
                      <p className={orderStyles.itemMeta}>
                        {[
                          item.variant.variant,
                          `Talle ${item.size}`,
                          `Cantidad ${item.quantity}`,
                          item.promotion ? `Promoción ${item.promotion.title}` : '',
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                      {editing ? (
                        <div className={orderStyles.itemEdit}>
                          <label className={orderStyles.inlineField}>
                            <span>Talle</span>
                            <input
                              className={styles.input}
                              aria-label={`Talle de ${item.name}`}
                              {...register(`items.${index}.size`)}
                            />
                          </label>
                          <label className={orderStyles.inlineField}>
                            <span>Cantidad</span>
                            <input
                              className={styles.input}
                              type="number"
                              min={1}
                              aria-label={`Cantidad de ${item.name}`}
                              disabled={item.promotion !== null}
                              {...register(`items.${index}.quantity`)}
                            />
                          </label>
                          {lines.fields.length > 1 ? (
                            <button
                              type="button"
                              className={`${styles.buttonDanger} ${styles.small}`}
                              onClick={() => lines.remove(index)}
                            >
                              Quitar
                            </button>
                          ) : null}
                        </div>
                      ) : null}
                    </div>
                    <span className={orderStyles.itemPrice}>
                      {formatPrice(item.price * item.quantity)}
                    </span>
                  </li>
                );
              })}
            </ul>
            <dl className={orderStyles.totals}>
              <dt>Subtotal</dt>
              <dd>{formatPrice(order.subtotal)}</dd>
              {order.promotion_discount > 0 ? (
                <>
                  <dt>Descuento por promociones</dt>
                  <dd>-{formatPrice(order.promotion_discount)}</dd>
                </>
              ) : null}
              {order.transfer_discount > 0 ? (
                <>
                  <dt>Descuento por transferencia</dt>
                  <dd>-{formatPrice(order.transfer_discount)}</dd>
                </>
              ) : null}
              {order.coupon_discount > 0 ? (
                <>
                  <dt>
                    Cupón {order.coupon?.code}
                    {order.coupon?.percentage ? ` (${order.coupon.percentage}%)` : ''}
                  </dt>
                  <dd>-{formatPrice(order.coupon_discount)}</dd>
                </>
              ) : null}
              <dt>Envío</dt>
              <dd>{order.shipping_amount > 0 ? formatPrice(order.shipping_amount) : 'Gratis'}</dd>
              <dt className={orderStyles.grandTotal}>Total</dt>
              <dd className={orderStyles.grandTotal}>{formatPrice(order.transaction_amount)}</dd>
            </dl>
          </section>

          <section className={styles.card} aria-labelledby="orden-envio">
            <h2 id="orden-envio" className={styles.cardTitle}>
              Envío
            </h2>
            <dl className={styles.details}>
              <div>
                <dt>Dirección</dt>
                <dd>
                  {address.length > 0
                    ? address.map((line) => (
                        <span key={line} className={styles.block}>
                          {line}
                        </span>
                      ))
                    : '—'}
                </dd>
              </div>
              <div>
                <dt>Tarifa</dt>
                <dd>
                  {rate.productName || '—'}
                  <span className={`${styles.muted} ${styles.block}`}>
                    {rate.deliveredType === 'D' ? 'Envío a domicilio' : 'Retiro en sucursal'}
                  </span>
                </dd>
              </div>
              {rate.deliveredType !== 'D' && rate.agencyAddress ? (
                <div>
                  <dt>Sucursal</dt>
                  <dd>{rate.agencyAddress}</dd>
                </div>
              ) : null}
              <div>
                <dt>Costo de envío</dt>
                <dd>{order.shipping_amount > 0 ? formatPrice(order.shipping_amount) : 'Gratis'}</dd>
              </div>
            </dl>
          </section>
        </div>

        <div className={orderStyles.stack}>
          <section className={styles.card} aria-labelledby="orden-estado">
            <h2 id="orden-estado" className={styles.cardTitle}>
              Estado
            </h2>
            <div className={styles.formGrid}>
              <Field label="Estado de la orden" wide>
                <select className={styles.select} {...field('status')}>
                  {ORDER_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {orderStatusLabel(s)}
                    </option>
                  ))}
                </select>
              </Field>
              {status === 'Enviado' ? (
                <Field
                  label="Código de seguimiento"
                  wide
                  error={failure === TRACKING_CODE_REQUIRED ? failure : undefined}
                >
                  <input className={styles.input} {...field('track_id')} />
                </Field>
              ) : null}
              <Field label="Comentario del administrador" wide>
                <textarea className={styles.textarea} {...field('admin_comment')} />
              </Field>
            </div>
            <div className={orderStyles.statusDetails}>
              <dl className={styles.details}>
                <div>
                  <dt>Detalle</dt>
                  <dd>{order.status_detail || '—'}</dd>
                </div>
                <div>
                  <dt>Medio de pago</dt>
                  <dd>{paymentLabel(order.payment_method)}</dd>
                </div>
                {order.status !== 'Enviado' && order.track_id ? (
                  <div>
                    <dt>Código de seguimiento</dt>
                    <dd>{order.track_id}</dd>
                  </div>
                ) : null}
              </dl>
            </div>
          </section>

          <section className={styles.card} aria-labelledby="orden-cliente">
            <h2 id="orden-cliente" className={styles.cardTitle}>
              Cliente
            </h2>
            <dl className={styles.details}>
              <div>
                <dt>Nombre</dt>
                <dd>{order.name}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>
                  {editing ? (
                    <input
                      className={styles.input}
                      aria-label="Email"
                      type="email"
                      {...register('email')}
                    />
                  ) : (
                    order.email
                  )}
                </dd>
              </div>
              <div>
                <dt>Teléfono</dt>
                <dd>{order.phone || '—'}</dd>
              </div>
              <div>
                <dt>DNI, Cuil o Cuit</dt>
                <dd>{order.client_id || '—'}</dd>
              </div>
            </dl>
          </section>
        </div>
      </div>
    </form>
  );
}
