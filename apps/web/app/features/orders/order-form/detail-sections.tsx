import type { AdminOrderAnswer, ProductAnswer } from '@shop/domain';
import { AWAITING_PAYMENT, ORDER_STATUS, describeStatusDetail } from '@shop/domain';
import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import styles from '../../../components/admin/admin.module.css';
import { Field } from '../../../components/admin/field';
import orderStyles from '../orders.module.css';
import { LinesCard, shippingCost } from './detail-lines';
import {
  ProvinceField,
  StatusField,
  TextField,
  TrackingField,
  type Form,
  type Lines,
} from './shared-fields';
import type { OrderFormValues } from './values';

function paymentLabel(method: string): string {
  if (method === 'transfer' || method === 'transferencia') return 'Transferencia bancaria';
  if (method === 'mercadopago') return 'Mercado Pago';
  return method || '—';
}

/** How the API's checkout words an order awaiting its money (checkout/steps.ts). */
export const TRANSFER_INSTRUCTION = 'El cliente debe realizar la transferencia';
const AWAITING_SENTENCES = [TRANSFER_INSTRUCTION, 'Esperando el pago en Mercado Pago'];

/**
 * The order's detail line. The checkout's sentence (the transfer's instruction, Mercado Pago's
 * wait) stays stored after the order moved on, so it shows only while payment is awaited (not
 * once Aprobado, Enviado, Entregado or Cancelado).
 */
export function statusDetailOf(order: Pick<AdminOrderAnswer, 'status' | 'status_detail'>): string {
  const awaiting = AWAITING_PAYMENT.includes(order.status);
  return !awaiting && AWAITING_SENTENCES.some((s) => order.status_detail.startsWith(s))
    ? ''
    : order.status_detail;
}

/** Mercado Pago's code in Spanish words, its raw code below in small type for support. */
function StatusDetail({ detail }: { detail: string }) {
  const { text, code } = describeStatusDetail(detail);
  if (!text) return <>—</>;
  // Mercado Pago's raw code stays within reach (for its support) without English on the card.
  return <span title={code ? `Código de Mercado Pago: ${code}` : undefined}>{text}</span>;
}

/** One term of a card's definition list. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * An existing order's every field (SPEC.md section 2, Order detail): its priced lines (size and
 * quantity editable), shipment, status with tracking code and comment, and the customer (e-mail
 * editable).
 */
export function OrderDetailSections({
  order,
  catalogue,
  form,
  field,
  lines,
  editing,
  trackingError,
}: {
  order: AdminOrderAnswer;
  catalogue: readonly ProductAnswer[];
  form: Form;
  /** `register`, locked until 'Realizar Cambios'. */
  field: UseFormRegister<OrderFormValues>;
  lines: Lines;
  editing: boolean;
  trackingError?: string;
}) {
  return (
    <div className={orderStyles.layout}>
      <div className={orderStyles.stack}>
        <LinesCard
          order={order}
          catalogue={catalogue}
          form={form}
          lines={lines}
          editing={editing}
        />
        <ShipmentCard order={order} form={form} editing={editing} />
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
              <Detail term="Detalle">
                <StatusDetail detail={statusDetailOf(order)} />
              </Detail>
              <Detail term="Medio de pago">{paymentLabel(order.payment_method)}</Detail>
              {order.status !== ORDER_STATUS.shipped && order.track_id ? (
                <Detail term="Código de seguimiento">{order.track_id}</Detail>
              ) : null}
            </dl>
          </div>
        </section>

        <section className={styles.card} aria-labelledby="orden-cliente">
          <h2 id="orden-cliente" className={styles.cardTitle}>
            Cliente
          </h2>
          {editing ? (
            <div className={styles.formGrid}>
              <TextField form={form} name="name" label="Nombre" wide autoComplete="off" />
              <TextField form={form} name="email" label="Email" wide type="email" />
              <TextField form={form} name="phone" label="Teléfono" wide type="tel" />
              <TextField form={form} name="client_id" label="DNI, Cuil o Cuit" wide />
            </div>
          ) : (
            <dl className={styles.details}>
              <Detail term="Nombre">{order.name}</Detail>
              <Detail term="Email">{order.email}</Detail>
              <Detail term="Teléfono">{order.phone || '—'}</Detail>
              <Detail term="DNI, Cuil o Cuit">{order.client_id || '—'}</Detail>
            </dl>
          )}
        </section>
      </div>
    </div>
  );
}

/** The address as the checkout asks it, for the owner to correct (the province from the list). */
function AddressFields({ form }: { form: Form }) {
  return (
    <div className={`${styles.formGrid} ${orderStyles.addressFields}`}>
      <TextField form={form} name="street_name" label="Calle" />
      <TextField form={form} name="street_number" label="Número" />
      <TextField form={form} name="floor" label="Piso y departamento" />
      <TextField form={form} name="aclaration" label="Aclaración" />
      <TextField form={form} name="city_name" label="Ciudad" />
      <ProvinceField form={form} />
      <TextField form={form} name="zipCode" label="Código postal" />
    </div>
  );
}

function ShipmentCard({
  order,
  form,
  editing,
}: {
  order: AdminOrderAnswer;
  form: Form;
  editing: boolean;
}) {
  const { shipment } = order;
  const { rate } = shipment;
  const address = [
    [shipment.street_name, shipment.street_number].filter(Boolean).join(' '),
    [shipment.floor, shipment.apartment].filter(Boolean).join(' '),
    shipment.aclaration,
    [shipment.city_name, shipment.state_name].filter(Boolean).join(', '),
    shipment.zipCode ? `CP ${shipment.zipCode}` : '',
  ].filter(Boolean);
  return (
    <section className={styles.card} aria-labelledby="orden-envio">
      <h2 id="orden-envio" className={styles.cardTitle}>
        Envío
      </h2>
      {editing ? <AddressFields form={form} /> : null}
      <dl className={styles.details}>
        {editing ? null : (
          <Detail term="Dirección">
            {address.length > 0
              ? address.map((line) => (
                  <span key={line} className={styles.block}>
                    {line}
                  </span>
                ))
              : '—'}
          </Detail>
        )}
        <Detail term="Tarifa">
          {rate.productName || '—'}
          <span className={`${styles.muted} ${styles.block}`}>
            {rate.deliveredType === 'D' ? 'Envío a domicilio' : 'Retiro en sucursal'}
          </span>
        </Detail>
        {rate.deliveredType !== 'D' && rate.agencyAddress ? (
          <Detail term="Sucursal">{rate.agencyAddress}</Detail>
        ) : null}
        <Detail term="Costo de envío">{shippingCost(order)}</Detail>
      </dl>
    </section>
  );
}
