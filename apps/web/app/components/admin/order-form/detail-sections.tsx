import type { UseFieldArrayReturn, UseFormRegister, UseFormReturn } from 'react-hook-form';
import { scaledImage } from '../../../lib/images';
import type { Order } from '../../../lib/admin/types';
import { formatPrice } from '../../../lib/format';
import styles from '../admin.module.css';
import { Field } from '../field';
import { itemCountLabel } from '../order-status';
import orderStyles from '../orders.module.css';
import { RemoveLineButton, StatusField, TrackingField } from './shared-fields';
import type { OrderFormValues } from './values';

function thumbnail(src: string | undefined): string | undefined {
  return src ? scaledImage(src, 200) : undefined;
}

function paymentLabel(method: string): string {
  if (method === 'transfer' || method === 'transferencia') return 'Transferencia bancaria';
  if (method === 'mercadopago') return 'Mercado Pago';
  return method || '—';
}

/**
 * An existing order's every field (SPEC.md section 2, Order detail): its priced lines (size and
 * quantity editable), shipment, status with tracking code and comment, and the customer (e-mail
 * editable).
 */
export function OrderDetailSections({
  order,
  form,
  field,
  lines,
  editing,
  trackingError,
}: {
  order: Order;
  form: UseFormReturn<OrderFormValues>;
  field: UseFormRegister<OrderFormValues>;
  lines: UseFieldArrayReturn<OrderFormValues, 'items', 'fieldKey'>;
  editing: boolean;
  trackingError?: string;
}) {
  const { register } = form;
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
                        <RemoveLineButton lines={lines} index={index} />
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
            <StatusField form={form} field={field} label="Estado de la orden" wide />
            <TrackingField form={form} field={field} wide error={trackingError} />
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
  );
}
