/** What the refund tests do to a shop whose Mercado Pago is the local fake. */
import { ORDER_STATUS } from '@shop/domain';
import { expect } from 'vitest';
import { SHOPPER_CALL } from '../modules/payments/mercadopago-gateway.js';
import type { DatabaseKind } from './harness.js';
import { TOTAL, useFakeMercadoPagoShop, type FakeMercadoPagoShop } from './mercadopago-shop.js';
import { checkoutBody, stockOf } from './order-shop.js';
import { listedOrder, mailsTo as mailsToOf, orderDetail, sendPaymentNotice } from './shop-calls.js';

/** Mercado Pago's word for a paid payment (INTEGRATIONS.md 1.7), not an order status. */
const MP_APPROVED = 'approved';

/** An order's admin page as the refund tests read it. */
export type AdminOrder = {
  id: string;
  order_number: number;
  status: string;
  payment_alert: string | null;
  refunded_total: number;
  refundable: number;
  events: { type: string; actor: string; details: Record<string, unknown> }[];
};

/** The refund tests' shop: the shopper's calls without the SDK's retries. */
const REFUNDS_SHOP = {
  shopperCall: { ...SHOPPER_CALL, maxRetries: 0 },
  product: { productName: 'Botín Reintegro', stock: 100 },
};

function refundCalls(the: () => FakeMercadoPagoShop) {
  const detail = (id: string) => orderDetail<AdminOrder>(the().shop, id);
  const notify = async (paymentId: string) =>
    (await sendPaymentNotice(the().shop, paymentId)).answer.statusCode;
  return {
    detail,
    notify,
    refund: (id: string, payload: Record<string, unknown> = {}) => {
      const { shop } = the();
      return shop.app.inject({
        method: 'POST',
        url: `/api/order/${id}/refunds`,
        headers: shop.adminHeaders,
        payload,
      });
    },
    stock: () => stockOf(the().shop, the().boot, '40'),
    mailsTo: (to: string) => mailsToOf(the().shop, to),
    typesOf: async (id: string) => (await detail(id)).events.map((e) => e.type),

    /** A Mercado Pago order paid through a notice: its id and payment id. */
    async paidOrder() {
      const { shop, fake, boot } = the();
      const res = await shop.app.inject({
        method: 'POST',
        url: '/api/create-order',
        payload: checkoutBody([{ id: boot, size: '40', quantity: 1 }]),
      });
      expect(res.statusCode, res.body).toBe(201);
      const { order_number } = res.json() as { order_number: number };
      const id = (await listedOrder<AdminOrder>(shop, order_number))?.id ?? '';
      const paymentId = fake.addPayment({
        externalReference: id,
        status: MP_APPROVED,
        amount: TOTAL,
      });
      expect(await notify(paymentId)).toBe(200);
      expect((await detail(id)).status).toBe(ORDER_STATUS.approved);
      return { id, paymentId };
    },

    async ship(id: string) {
      const { shop } = the();
      const res = await shop.app.inject({
        method: 'PUT',
        url: `/api/order/${id}`,
        headers: shop.adminHeaders,
        payload: { status: ORDER_STATUS.shipped, track_id: `TN${id.slice(0, 8)}AR` },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}

/** The refund tests' shop, opened for the file's tests, and their calls on it. */
export function useRefundShop(kind: DatabaseKind, opened: (shop: FakeMercadoPagoShop) => void) {
  let current: FakeMercadoPagoShop;
  useFakeMercadoPagoShop(kind, REFUNDS_SHOP, (shop) => {
    current = shop;
    opened(shop);
  });
  return refundCalls(() => current);
}
