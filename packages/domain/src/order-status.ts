/**
 * The order's statuses (SPEC.md section 4) by name, which status may follow which and who may
 * cause each move. Code outside this package names statuses only through ORDER_STATUS.
 */
import { orderStatusLabel, type OrderStatus } from './catalogue.js';

export const ORDER_STATUS = {
  approved: 'Aprobado',
  shipped: 'Enviado',
  delivered: 'Entregado',
  awaitingPayment: 'Pago Pendiente',
  cancelled: 'Cancelado',
  /** Older orders' card approval, kept as SPEC.md lists it. */
  cardApproved: 'approved',
  /** Mercado Pago refused the card ('Tarjeta Rechazada'). */
  cardRejected: 'rejected',
} as const satisfies Record<string, OrderStatus>;

/** Who causes a move. */
export const ORDER_ACTORS = ['shopper', 'payment_provider', 'carrier', 'admin', 'system'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

/** Statuses in which the order still waits for its money: payment news may move it. */
export const AWAITING_PAYMENT: readonly OrderStatus[] = [
  ORDER_STATUS.awaitingPayment,
  ORDER_STATUS.cardRejected,
];
export const PAID: readonly OrderStatus[] = [ORDER_STATUS.approved, ORDER_STATUS.cardApproved];
/** Statuses in which the goods have left the shop. */
export const SHIPPED: readonly OrderStatus[] = [ORDER_STATUS.shipped, ORDER_STATUS.delivered];

const ALL: readonly OrderStatus[] = Object.values(ORDER_STATUS);

/** `from: null` is the order's creation. */
interface TransitionRule {
  by: OrderActor;
  from: readonly (OrderStatus | null)[];
  to: readonly OrderStatus[];
}

/**
 * The transition table. SPEC.md section 4: the admin sets any status freely (and drafts orders in
 * any status); a shopper's checkout creates the order awaiting payment; the payment provider moves
 * only an order still waiting for its money (INTEGRATIONS.md 1.7), or cancels a paid one not yet
 * shipped whose money went back (money for a cancelled order raises an alert for the owner
 * instead: decision 0031); a shopper whose card was refused retries, and the order waits
 * for its money again; the shop itself cancels a checkout never paid (a refused card included); the carrier ships a paid order and delivers a shipped one.
 */
export const ORDER_TRANSITIONS: readonly TransitionRule[] = [
  { by: 'admin', from: [null, ...ALL], to: ALL },
  { by: 'shopper', from: [null], to: [ORDER_STATUS.awaitingPayment] },
  { by: 'shopper', from: [ORDER_STATUS.cardRejected], to: [ORDER_STATUS.awaitingPayment] },
  {
    by: 'payment_provider',
    from: AWAITING_PAYMENT,
    to: [
      ORDER_STATUS.approved,
      ORDER_STATUS.awaitingPayment,
      ORDER_STATUS.cardRejected,
      ORDER_STATUS.cancelled,
    ],
  },
  // A paid order whose money went back (refunded, charged back) before it was shipped.
  { by: 'payment_provider', from: PAID, to: [ORDER_STATUS.cancelled] },
  { by: 'system', from: AWAITING_PAYMENT, to: [ORDER_STATUS.cancelled] },
  { by: 'carrier', from: PAID, to: [ORDER_STATUS.shipped] },
  { by: 'carrier', from: [ORDER_STATUS.shipped], to: [ORDER_STATUS.delivered] },
];

/** Whether `actor` may move an order from `from` (null: creating it) to `to`. */
export function mayMove(from: OrderStatus | null, to: OrderStatus, actor: OrderActor): boolean {
  return ORDER_TRANSITIONS.some(
    (rule) => rule.by === actor && rule.from.includes(from) && rule.to.includes(to),
  );
}

/** The Spanish reason a move is refused. */
export function refusedMoveMessage(from: OrderStatus | null, to: OrderStatus): string {
  return from === null
    ? `No se puede crear un pedido con el estado "${orderStatusLabel(to)}".`
    : `No se puede pasar un pedido de "${orderStatusLabel(from)}" a "${orderStatusLabel(to)}".`;
}

/** Mercado Pago's status of a payment whose money came in (INTEGRATIONS.md 1.7). */
export const PAYMENT_APPROVED = 'approved';

/** INTEGRATIONS.md 1.7: a Mercado Pago payment status as the order's status (null: no change). */
export function orderStatusForPayment(paymentStatus: string): OrderStatus | null {
  switch (paymentStatus) {
    case 'approved':
      return ORDER_STATUS.approved;
    case 'pending':
    case 'in_process':
    case 'authorized':
      return ORDER_STATUS.awaitingPayment;
    case 'rejected':
      return ORDER_STATUS.cardRejected;
    case 'cancelled':
    case 'expired':
      return ORDER_STATUS.cancelled;
    default:
      return null;
  }
}

/**
 * What an order event says happened: its creation, the payment checkout and the provider's
 * notices, status changes, the admin's edits and comments, the Correo Argentino shipment (asked
 * for, imported, refused, or given up after MiCorreo failed every retry; its tracking number and
 * tracking events), the e-mails sent, and
 * payments read from the provider (notice, expiry re-check or the owner's sync) or flagged for
 * the owner (paid after cancellation, paid twice, or news after approval); the admin's refunds
 * (asked for before the provider is called, then made or refused).
 */
export const ORDER_EVENT_TYPES = [
  'created',
  'checkout_opened',
  'status_changed',
  'items_edited',
  'address_edited',
  'comment_changed',
  'tracking_number_set',
  'shipment_requested',
  'shipment_imported',
  'shipment_refused',
  'shipment_failed',
  'tracking_event',
  'email_sent',
  'payment_notice_received',
  'payment_flagged',
  'refund_requested',
  'refund',
  'refund_refused',
  'alert_raised',
  'alert_resolved',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/**
 * Payments the owner must look at (shown on the orders list and detail, and e-mailed to the
 * shop): money came in for an order that was cancelled and could not be re-opened, or a second
 * approved payment for an order already paid; or, after approval, Mercado Pago reports the
 * money went back, was charged back, is disputed or was partly refunded (INTEGRATIONS.md 1.7).
 */
export const PAYMENT_ALERTS = {
  paidAfterCancel: 'Pagado después de cancelado',
  paidTwice: 'Pagado dos veces',
  refunded: 'Reintegrado en Mercado Pago',
  chargedBack: 'Contracargo',
  inMediation: 'En disputa',
  partiallyRefunded: 'Reintegro parcial',
} as const;
export type PaymentAlert = (typeof PAYMENT_ALERTS)[keyof typeof PAYMENT_ALERTS];

/**
 * News about an approved payment that the owner must see (INTEGRATIONS.md 1.7): its alert and
 * whether the money left the shop for good (then the order's goods, if not shipped, go back to
 * stock). Null: no such news.
 */
export function paymentNews(
  paymentStatus: string,
  statusDetail: string,
): { alert: PaymentAlert; moneyGone: boolean } | null {
  switch (paymentStatus) {
    case 'refunded':
      return { alert: PAYMENT_ALERTS.refunded, moneyGone: true };
    case 'charged_back':
      return { alert: PAYMENT_ALERTS.chargedBack, moneyGone: true };
    case 'in_mediation':
      return { alert: PAYMENT_ALERTS.inMediation, moneyGone: false };
    case 'approved':
      return statusDetail === 'partially_refunded'
        ? { alert: PAYMENT_ALERTS.partiallyRefunded, moneyGone: false }
        : null;
    default:
      return null;
  }
}
