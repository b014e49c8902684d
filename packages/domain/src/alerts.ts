/**
 * What the owner must look at (decision 0031): the dashboard's "Atención" list. Each alert names
 * the order, what happened and the one-click resolutions that close it.
 */
import { formatARS } from './money.js';

export const ALERT_KINDS = [
  'paid_after_cancel',
  'paid_twice',
  'wrong_amount',
  'dispute',
  'chargeback',
  'refunded_at_provider',
  'partially_refunded',
  'unknown_tracking',
  'notices_refused',
  'no_mail_server',
  'low_stock',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The one-click resolutions, with their button texts. */
export const ALERT_RESOLUTIONS = {
  reopen: 'Reabrir el pedido',
  refund: 'Reintegrar',
  accept: 'Aceptar el pago',
  resolve: 'Marcar como resuelta',
  dismiss: 'Marcar como revisada',
} as const;
export type AlertResolution = keyof typeof ALERT_RESOLUTIONS;
export const ALERT_RESOLUTION_KEYS = Object.keys(ALERT_RESOLUTIONS) as [
  AlertResolution,
  ...AlertResolution[],
];

/** What an alert keeps about what happened; amounts in pesos. */
export interface AlertDetails {
  orderNumber?: number;
  paymentId?: string;
  amount?: number;
  currency?: string;
  orderTotal?: number;
  /** Pesos Mercado Pago reports given back of the payment. */
  refundedAmount?: number;
  trackId?: string;
  count?: number;
  /** Low stock: sizes at 0, and the settings' threshold. */
  soldOut?: number;
  threshold?: number;
}

interface AlertRule {
  title: string;
  resolutions: readonly AlertResolution[];
  /** While open, the order may not be shipped nor moved to a status that ships. */
  holdsShipping: boolean;
  /** While open, the unpaid checkout's expiry does not cancel the order: money is held. */
  holdsExpiry: boolean;
}

export const ALERT_RULES: Record<AlertKind, AlertRule> = {
  paid_after_cancel: {
    title: 'Pagado después de cancelado',
    resolutions: ['reopen', 'refund'],
    holdsShipping: false,
    holdsExpiry: false,
  },
  paid_twice: {
    title: 'Pagado dos veces',
    resolutions: ['refund', 'dismiss'],
    holdsShipping: false,
    holdsExpiry: false,
  },
  wrong_amount: {
    title: 'Pago de otro monto',
    resolutions: ['accept', 'refund'],
    holdsShipping: true,
    holdsExpiry: true,
  },
  dispute: {
    title: 'En disputa',
    resolutions: ['resolve'],
    holdsShipping: true,
    holdsExpiry: false,
  },
  chargeback: {
    title: 'Contracargo',
    resolutions: ['resolve'],
    holdsShipping: true,
    holdsExpiry: false,
  },
  refunded_at_provider: {
    title: 'Reintegrado en Mercado Pago',
    resolutions: ['dismiss'],
    holdsShipping: false,
    holdsExpiry: false,
  },
  partially_refunded: {
    title: 'Reintegro parcial',
    resolutions: ['dismiss'],
    holdsShipping: false,
    holdsExpiry: false,
  },
  unknown_tracking: {
    title: 'Código de seguimiento desconocido',
    resolutions: ['dismiss'],
    holdsShipping: false,
    holdsExpiry: false,
  },
  notices_refused: {
    title: 'Notificaciones rechazadas',
    resolutions: ['dismiss'],
    holdsShipping: false,
    holdsExpiry: false,
  },
  no_mail_server: {
    title: 'Sin servidor de correo',
    resolutions: [],
    holdsShipping: false,
    holdsExpiry: false,
  },
  low_stock: {
    title: 'Stock bajo',
    resolutions: [],
    holdsShipping: false,
    holdsExpiry: false,
  },
};

/** Refused notices within an hour that raise the `notices_refused` alert. */
export const REFUSED_NOTICES_ALERT_AT = 3;

export const SHIPPING_HELD =
  'El pago de este pedido está en disputa o tuvo un contracargo: no se puede enviar hasta que resuelvas la alerta.';

const money = (amount: number | undefined, currency = 'ARS') =>
  currency === 'ARS' ? formatARS(Math.round((amount ?? 0) * 100)) : `${amount ?? 0} ${currency}`;

/** What happened, in the owner's words. */
export function alertMessage(kind: AlertKind, details: AlertDetails): string {
  const order = details.orderNumber ? `el pedido #${details.orderNumber}` : 'un pedido';
  const payment = details.paymentId ? ` (pago ${details.paymentId})` : '';
  const paid = money(details.amount, details.currency);
  switch (kind) {
    case 'paid_after_cancel':
      return `Mercado Pago aprobó un pago de ${paid}${payment} para ${order}, que está cancelado. El dinero está en Mercado Pago: reabrí el pedido o reintegrá el pago.`;
    case 'paid_twice':
      return `${capital(order)} recibió un segundo pago aprobado de ${paid}${payment}. Reintegrá el pago repetido.`;
    case 'wrong_amount':
      return `Mercado Pago aprobó un pago de ${paid}${payment} para ${order}, cuyo total es ${money(details.orderTotal)}. El pedido no se aprobó: aceptá el pago o reintegralo.`;
    case 'dispute':
      return `El comprador abrió una disputa por el pago${payment} de ${order}. No se puede enviar hasta que la resuelvas.`;
    case 'chargeback':
      return `Mercado Pago informó un contracargo del pago${payment} de ${order}. No se puede enviar hasta que lo resuelvas.`;
    case 'refunded_at_provider':
      return `El pago${payment} de ${order} se reintegró desde Mercado Pago.`;
    case 'partially_refunded':
      return `Parte del pago${payment} de ${order} se reintegró desde Mercado Pago.`;
    case 'unknown_tracking':
      return `Correo Argentino no conoce el código de seguimiento ${details.trackId ?? ''} de ${order}. Revisá el código.`;
    case 'notices_refused':
      return `Se rechazaron ${details.count ?? 0} notificaciones de Mercado Pago en la última hora por una firma inválida. Revisá que MP_WEBHOOK_SECRET sea el secreto de Tus integraciones → Webhooks.`;
    case 'no_mail_server':
      return 'No hay un servidor de correo configurado (SMTP_URL): los e-mails a los clientes y a la tienda, con el aviso de cada pedido nuevo, esperan en la bandeja de salida. Los pedidos nuevos se cuentan igual junto a Órdenes.';
    case 'low_stock': {
      const count = details.count ?? 0;
      const sizes = count === 1 ? '1 talle tiene' : `${count} talles tienen`;
      const out = details.soldOut ? ` (${details.soldOut} agotados)` : '';
      return `${sizes} ${details.threshold ?? 0} unidades o menos${out}. Revisá Stock bajo y cargá el ingreso de mercadería desde Productos.`;
    }
  }
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Whether open alerts of these kinds hold the order's shipping. */
export const holdsShipping = (kinds: readonly AlertKind[]) =>
  kinds.some((kind) => ALERT_RULES[kind].holdsShipping);
export const holdsExpiry = (kinds: readonly AlertKind[]) =>
  kinds.some((kind) => ALERT_RULES[kind].holdsExpiry);
