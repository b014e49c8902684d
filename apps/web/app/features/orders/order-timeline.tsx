import {
  describeStatusDetail,
  paymentStatusLabel,
  ALERT_RESOLUTIONS,
  ALERT_RULES,
  orderStatusLabel,
  trackingEventLabel,
  type OrderActor,
  type OrderEventAnswer,
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

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const money = (value: unknown) => (typeof value === 'number' ? formatPrice(value) : '');
const label = (status: OrderStatus | null) => (status ? orderStatusLabel(status) : '');
const alertTitle = (kind: unknown) =>
  (typeof kind === 'string' && ALERT_RULES[kind as keyof typeof ALERT_RULES]?.title) || 'Alerta';
const resolutionLabel = (key: unknown) =>
  (typeof key === 'string' && ALERT_RESOLUTIONS[key as keyof typeof ALERT_RESOLUTIONS]) || '';

/** The facts an alert keeps (AlertDetails): the payment and its amount, the tracking code. */
function alertFacts(d: Record<string, unknown>): string {
  const amount =
    typeof d.amount !== 'number'
      ? ''
      : !d.currency || d.currency === 'ARS'
        ? ` por ${formatPrice(d.amount)}`
        : ` por ${text(d.amount)} ${text(d.currency)}`;
  const payment = d.paymentId ? ` · pago ${text(d.paymentId)}${amount}` : amount && ` ·${amount}`;
  const total = typeof d.orderTotal === 'number' ? ` (total ${formatPrice(d.orderTotal)})` : '';
  const refunded =
    typeof d.refundedAmount === 'number' ? ` · reintegrado ${formatPrice(d.refundedAmount)}` : '';
  const code = d.trackId ? ` · código ${text(d.trackId)}` : '';
  return `${payment}${total}${refunded}${code}`;
}

/** What the event says, in Spanish. */
function describe(event: OrderEventAnswer): string {
  const d = event.details;
  switch (event.type) {
    case 'created':
      return `Pedido creado en "${label(event.toStatus)}"`;
    case 'checkout_opened':
      return d.retry === true
        ? 'Nuevo intento de pago en Mercado Pago'
        : 'Pago abierto en Mercado Pago';
    case 'payment_notice_received':
      return `Aviso de pago ${text(d.paymentId)}: ${paymentStatusLabel(text(d.paymentStatus))}${d.statusDetail ? ` · ${describeStatusDetail(text(d.statusDetail)).text}` : ''}`;
    case 'payment_flagged':
      return `${text(d.alert)}: pago ${text(d.paymentId)} por ${text(d.amount)} ${text(d.currency)}${d.review === true ? ' · el pedido ya salió: revisar' : ''}${d.stockReturned === true ? ' · stock devuelto' : ''}`;
    case 'refund_requested':
      return `Reintegro pedido a Mercado Pago por ${money(d.amount)}`;
    case 'refund':
      return `Reintegro de ${money(d.amount)}${d.providerRefundId ? ` (Mercado Pago ${text(d.providerRefundId)})` : ''}${d.note ? `: "${text(d.note)}"` : ''}`;
    case 'refund_refused':
      return `Mercado Pago rechazó el reintegro: ${text(d.message)}`;
    case 'status_changed':
      return `Estado: "${label(event.fromStatus)}" → "${label(event.toStatus)}"`;
    case 'items_edited':
      // Events saved before the changes were kept say only that something changed.
      return Array.isArray(d.changes)
        ? (d.changes as Record<string, unknown>[])
            .map((c) => `Talle de ${text(c.name)}: ${text(c.from)} → ${text(c.to)}`)
            .join(' · ')
        : 'Se cambiaron talles de productos';
    case 'address_edited':
      return `Datos del cliente: ${(Array.isArray(d.changes)
        ? (d.changes as Record<string, unknown>[])
        : []
      )
        .map((c) => `${text(c.field)} "${text(c.from)}" → "${text(c.to)}"`)
        .join(' · ')}`;
    case 'comment_changed':
      return `Comentario: "${text(d.comment)}"`;
    case 'tracking_number_set':
      return `Código de seguimiento: ${text(d.trackId) || '(borrado)'}`;
    case 'shipment_requested':
      return 'Se pidió generar el envío en Correo Argentino';
    case 'shipment_imported': {
      const parcel = (d.parcel ?? {}) as Record<string, unknown>;
      const again = d.alreadyImported === true ? ' (ya estaba importado)' : '';
      return `Envío importado en MiCorreo${again}: ${text(parcel.weight)} g, ${text(parcel.height)} × ${text(parcel.width)} × ${text(parcel.length)} cm, valor declarado ${typeof d.declaredValue === 'number' ? formatPrice(d.declaredValue) : ''}`;
    }
    case 'shipment_refused':
      return `Correo Argentino rechazó el envío: ${text(d.message)}`;
    case 'shipment_failed':
      return text(d.message);
    case 'tracking_event':
      return `${trackingEventLabel(text(d.code))}${d.branch ? ` · ${text(d.branch)}` : ''}${d.date ? ` · ${text(d.date)}` : ''}`;
    case 'email_sent':
      return `E-mail a ${text(d.to)}: ${text(d.subject)}`;
    case 'alert_raised':
      return `Alerta: ${alertTitle(d.kind)}${alertFacts(d)}`;
    case 'alert_resolved': {
      const how = resolutionLabel(d.resolution);
      return `Alerta resuelta: ${alertTitle(d.kind)}${how ? ` · ${how}` : ''}`;
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
        {[...events].reverse().map((event, index) => (
          <li key={`${events.length - index}`} className={timeline.item}>
            <time dateTime={event.createdAt} className={timeline.when}>
              {formatDateTime(event.createdAt)}
            </time>
            <span className={timeline.who}>
              {ACTORS[event.actor]}
              {typeof event.details.adminUser === 'string' && event.details.adminUser
                ? ` (${event.details.adminUser})`
                : ''}
            </span>
            <span className={timeline.what}>{describe(event)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
