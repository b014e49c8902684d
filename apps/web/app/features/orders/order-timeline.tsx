import {
  describeStatusDetail,
  eventAdminUser,
  orderEventView,
  paymentStatusLabel,
  ALERT_RESOLUTIONS,
  ALERT_RULES,
  orderStatusLabel,
  trackingEventLabel,
  type AlertFacts,
  type OrderActor,
  type OrderEventAnswer,
  type OrderEventView,
  type OrderStatus,
} from '@shop/domain';
import { formatDateTime } from '../../lib/admin/dates';
import { formatPrice } from '../../lib/format';
import styles from '../../components/admin/admin.module.css';
import timeline from './order-timeline.module.css';

const ACTORS: Record<OrderActor, string> = {
  shopper: 'Cliente',
  admin: 'Administrador',
  payment_provider: 'Mercado Pago',
  carrier: 'Correo Argentino',
  system: 'Sistema',
};

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
const money = (value: number | undefined) => (value === undefined ? '' : formatPrice(value));
const label = (status: OrderStatus | null) => (status ? orderStatusLabel(status) : '');
const alertTitle = (kind: keyof typeof ALERT_RULES) => ALERT_RULES[kind]?.title || 'Alerta';

/** The facts an alert keeps (AlertDetails): the payment and its amount, the tracking code. */
function alertFacts(d: AlertFacts): string {
  const amount =
    d.amount === undefined
      ? ''
      : !d.currency || d.currency === 'ARS'
        ? ` por ${formatPrice(d.amount)}`
        : ` por ${text(d.amount)} ${text(d.currency)}`;
  const payment = d.paymentId ? ` · pago ${text(d.paymentId)}${amount}` : amount && ` ·${amount}`;
  const total = d.orderTotal === undefined ? '' : ` (total ${formatPrice(d.orderTotal)})`;
  const refunded =
    d.refundedAmount === undefined ? '' : ` · reintegrado ${formatPrice(d.refundedAmount)}`;
  const code = d.trackId ? ` · código ${text(d.trackId)}` : '';
  return `${payment}${total}${refunded}${code}`;
}

/** What the event says, in Spanish: each case reads the details its type keeps. */
function describe(event: OrderEventView): string {
  switch (event.type) {
    case 'created':
      return `Pedido creado en "${label(event.toStatus)}"`;
    case 'checkout_opened':
      return event.details.retry === true
        ? 'Nuevo intento de pago en Mercado Pago'
        : 'Pago abierto en Mercado Pago';
    case 'payment_notice_received': {
      const d = event.details;
      return `Aviso de pago ${d.paymentId}: ${paymentStatusLabel(d.paymentStatus)}${d.statusDetail ? ` · ${describeStatusDetail(d.statusDetail).text}` : ''}`;
    }
    case 'payment_flagged': {
      const d = event.details;
      return `${d.alert}: pago ${d.paymentId} por ${text(d.amount)} ${text(d.currency)}${d.review === true ? ' · el pedido ya salió: revisar' : ''}${d.stockReturned === true ? ' · stock devuelto' : ''}`;
    }
    case 'refund_requested':
      return `Reintegro pedido a Mercado Pago por ${money(event.details.amount)}`;
    case 'refund': {
      const d = event.details;
      return `Reintegro de ${money(d.amount)}${d.providerRefundId ? ` (Mercado Pago ${d.providerRefundId})` : ''}${d.note ? `: "${d.note}"` : ''}`;
    }
    case 'refund_refused':
      return `Mercado Pago rechazó el reintegro: ${event.details.message}`;
    case 'status_changed':
      return `Estado: "${label(event.fromStatus)}" → "${label(event.toStatus)}"`;
    case 'items_edited':
      // Events saved before the changes were kept say only that something changed.
      return event.details.changes
        ? event.details.changes
            .map((c) => `Talle de ${c.name}: ${text(c.from)} → ${c.to}`)
            .join(' · ')
        : 'Se cambiaron talles de productos';
    case 'address_edited':
      return `Datos del cliente: ${event.details.changes
        .map((c) => `${c.field} "${c.from}" → "${c.to}"`)
        .join(' · ')}`;
    case 'comment_changed':
      return `Comentario: "${event.details.comment}"`;
    case 'tracking_number_set':
      return `Código de seguimiento: ${event.details.trackId || '(borrado)'}`;
    case 'shipment_requested':
      return 'Se pidió generar el envío en Correo Argentino';
    case 'shipment_imported': {
      const { parcel, alreadyImported, declaredValue } = event.details;
      const again = alreadyImported ? ' (ya estaba importado)' : '';
      return `Envío importado en MiCorreo${again}: ${parcel.weight} g, ${parcel.height} × ${parcel.width} × ${parcel.length} cm, valor declarado ${formatPrice(declaredValue)}`;
    }
    case 'shipment_refused':
      return `Correo Argentino rechazó el envío: ${event.details.message}`;
    case 'shipment_failed':
      return event.details.message;
    case 'tracking_event': {
      const d = event.details;
      return `${trackingEventLabel(d.code)}${d.branch ? ` · ${d.branch}` : ''}${d.date ? ` · ${d.date}` : ''}`;
    }
    case 'email_sent':
      return `E-mail a ${event.details.to}: ${event.details.subject}`;
    case 'alert_raised':
      return `Alerta: ${alertTitle(event.details.kind)}${alertFacts(event.details)}`;
    case 'alert_resolved': {
      const how = ALERT_RESOLUTIONS[event.details.resolution] ?? '';
      return `Alerta resuelta: ${alertTitle(event.details.kind)}${how ? ` · ${how}` : ''}`;
    }
  }
}

/** The order's whole history, newest first: what happened, when, and who caused it. */
export function OrderTimeline({ events }: { events: readonly OrderEventAnswer[] }) {
  return (
    <section className={`${styles.card} ${styles.sectionGap}`} aria-labelledby="historia-pedido">
      <h2 id="historia-pedido" className={styles.cardTitle}>
        Historia del pedido
      </h2>
      <ol className={timeline.list}>
        {[...events]
          .reverse()
          .map(orderEventView)
          .map((event, index) => (
            <li key={`${events.length - index}`} className={timeline.item}>
              <time dateTime={event.createdAt} className={timeline.when}>
                {formatDateTime(event.createdAt)}
              </time>
              <span className={timeline.who}>
                {ACTORS[event.actor]}
                {eventAdminUser(event) ? ` (${eventAdminUser(event)})` : ''}
              </span>
              <span className={timeline.what}>{describe(event)}</span>
            </li>
          ))}
      </ol>
    </section>
  );
}
