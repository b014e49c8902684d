/**
 * The money of one order (decision 0031), from its history: what came in, what went back, and so
 * what may still be given back. One rule for the order page's `refundable`, the refund itself,
 * the alerts and the sales figures (orders.received_cents, refunded_cents).
 */
import { PAID, SHIPPED } from './order-status.js';
import type { OrderStatus } from './catalogue.js';

/** The history lines the ledger reads; details as the order's events keep them. */
export interface LedgerEvent {
  type: string;
  /** An object as the events keep it (jsonb): read field by field. */
  details: unknown;
}

export interface PaymentMoney {
  paymentId: string;
  currency: string;
  /** The provider's last word on it. */
  status: string;
  receivedCents: number;
  /** Given back (by the shop or at the provider) or taken back by a chargeback. */
  goneCents: number;
}

export interface OrderLedger {
  receivedCents: number;
  refundedCents: number;
  refundableCents: number;
  /** Mercado Pago payments, in the order they were first heard of. */
  payments: PaymentMoney[];
}

/** Statuses a payment reaches only after its money came in (INTEGRATIONS.md 1.7). */
const MONEY_CAME_IN = new Set(['approved', 'in_mediation', 'charged_back', 'refunded']);

/** Pesos as the events keep them, in cents; anything not a number counts as none. */
const cents = (pesos: unknown) => {
  const value = Number(pesos ?? 0);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
};
const text = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''));

/**
 * A transfer's money is the owner's word: received while the order is in a paid or shipping
 * status, or once a refund of it was recorded. A Mercado Pago order's is what Mercado Pago
 * reported of each payment.
 */
export function orderLedger(
  order: { paymentMethod: string; transactionAmountCents: number; status: OrderStatus },
  events: readonly LedgerEvent[],
): OrderLedger {
  const payments = new Map<string, PaymentMoney & { refundedAtProvider: number }>();
  const shopRefunds = new Map<string, number>();
  let refundedByHand = 0;
  for (const event of events) {
    const details = (event.details ?? {}) as Record<string, unknown>;
    if (event.type === 'payment_notice_received') {
      const paymentId = text(details.paymentId);
      const status = text(details.paymentStatus);
      const known = payments.get(paymentId) ?? {
        paymentId,
        currency: text(details.currency || 'ARS'),
        status,
        receivedCents: 0,
        goneCents: 0,
        refundedAtProvider: 0,
      };
      known.status = status;
      if (MONEY_CAME_IN.has(status)) known.receivedCents = cents(details.amount);
      known.refundedAtProvider = Math.max(known.refundedAtProvider, cents(details.refunded));
      payments.set(paymentId, known);
    }
    if (event.type === 'payment_flagged' || event.type === 'alert_raised') {
      const known = payments.get(text(details.paymentId));
      if (known) {
        known.refundedAtProvider = Math.max(
          known.refundedAtProvider,
          cents(details.refundedAmount),
        );
      }
    }
    if (event.type === 'refund') {
      const amount = Number(details.amountCents ?? 0);
      const paymentId = details.paymentId ? text(details.paymentId) : '';
      if (paymentId) shopRefunds.set(paymentId, (shopRefunds.get(paymentId) ?? 0) + amount);
      else refundedByHand += amount;
    }
  }

  if (order.paymentMethod !== 'mercadopago') {
    const paidNow = [...PAID, ...SHIPPED].includes(order.status);
    const received = paidNow || refundedByHand > 0 ? order.transactionAmountCents : 0;
    const refunded = Math.min(received, refundedByHand + sum(shopRefunds.values()));
    return {
      receivedCents: received,
      refundedCents: refunded,
      refundableCents: received - refunded,
      payments: [],
    };
  }

  const list: PaymentMoney[] = [...payments.values()].map(({ refundedAtProvider, ...payment }) => {
    const wholeGone = payment.status === 'refunded' || payment.status === 'charged_back';
    const gone = wholeGone
      ? payment.receivedCents
      : Math.max(shopRefunds.get(payment.paymentId) ?? 0, refundedAtProvider);
    return { ...payment, goneCents: Math.min(payment.receivedCents, gone) };
  });
  const receivedCents = sum(list.map((p) => p.receivedCents));
  const refundedCents = Math.min(receivedCents, sum(list.map((p) => p.goneCents)) + refundedByHand);
  return {
    receivedCents,
    refundedCents,
    refundableCents: receivedCents - refundedCents,
    payments: list,
  };
}

const sum = (values: Iterable<number>) => {
  let total = 0;
  for (const value of values) total += value;
  return total;
};

/** What may still be given back of one payment, in cents. */
export const paymentLeftCents = (payment: PaymentMoney) =>
  payment.receivedCents - payment.goneCents;

/** The payment a refund of the order gives money back from: the named one, else the one with most left. */
export function refundablePayment(
  ledger: OrderLedger,
  paymentId?: string,
): PaymentMoney | undefined {
  const open = ledger.payments.filter((p) => paymentLeftCents(p) > 0);
  if (paymentId) return open.find((p) => p.paymentId === paymentId);
  return open.sort((a, b) => paymentLeftCents(b) - paymentLeftCents(a))[0];
}
