/**
 * What the order, payment and e-mail tests ask of a test shop, written once: the admin's order
 * page, the e-mails the outbox holds, and Mercado Pago's signed notice.
 */
import type { BuiltApp } from '../app.js';
import { signNotification } from '../modules/payments/signature.js';
import { WEBHOOK_SECRET } from './order-shop.js';

type TestShop = BuiltApp & { adminHeaders: Record<string, string> };

/** What POST /api/create-order answers for a Mercado Pago checkout. */
export type Checkout = {
  id: string;
  init_point: string;
  order_number: number;
  receiptToken: string;
  transaction_amount: number;
  status: string;
};

/** GET /api/order/:id as the back office reads it. */
export async function orderDetail<T>(shop: TestShop, id: string): Promise<T> {
  const res = await shop.app.inject({ url: `/api/order/${id}`, headers: shop.adminHeaders });
  return res.json() as T;
}

/** The order of this number as the admin's list (GET /api/orders) shows it, if listed. */
export async function listedOrder<T extends { order_number: number }>(
  shop: TestShop,
  orderNumber: number,
): Promise<T | undefined> {
  const res = await shop.app.inject({ url: '/api/orders', headers: shop.adminHeaders });
  return (res.json() as T[]).find((order) => order.order_number === orderNumber);
}

/** Subjects of the e-mails written to `to`, oldest first. */
export async function mailsTo(shop: TestShop, to: string): Promise<string[]> {
  const res = await shop.app.inject({ url: '/api/emails', headers: shop.adminHeaders });
  return (res.json() as { to: string; subject: string }[])
    .filter((mail) => mail.to === to)
    .map((mail) => mail.subject)
    .reverse();
}

/**
 * Mercado Pago's notice of a payment, signed with the test shop's secret as INTEGRATIONS.md 1.4
 * describes it. The webhook answers before the payment is read: this waits for its job too, and
 * answers the webhook's answer and how long that took.
 */
export async function sendPaymentNotice(
  shop: BuiltApp,
  paymentId: string,
  requestId = `req-${paymentId}-${Math.random()}`,
) {
  const ts = String(Math.floor(Date.now() / 1000));
  const started = performance.now();
  const answer = await shop.app.inject({
    method: 'POST',
    url: `/api/webhook?data.id=${paymentId}&type=payment`,
    headers: {
      'x-request-id': requestId,
      'x-signature': signNotification({ secret: WEBHOOK_SECRET, dataId: paymentId, requestId, ts }),
    },
    payload: { id: requestId, type: 'payment', action: 'payment.updated', data: { id: paymentId } },
  });
  const answeredMs = performance.now() - started;
  await shop.services.payments.settled();
  return { answer, answeredMs };
}
