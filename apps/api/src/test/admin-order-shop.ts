/**
 * The admin order tests' shop: a boot (sizes 40 and 41, one 42) and a shirt in stock, and the
 * calls those tests make as the shopper and as the admin.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { DatabaseKind } from './harness.js';
import { addProduct, checkoutBody, createOrderShop, type OrderShop } from './order-shop.js';
import { listedOrder } from './shop-calls.js';

/** An order as the admin's list and PUT /api/order/:id answer it. */
export type AdminOrder = {
  id: string;
  order_number: number;
  status: string;
  track_id: string;
  email: string;
  admin_comment: string;
  items: { lineId: string; id: string; size: string; quantity: number; price: number }[];
  transaction_amount: number;
};

export type AdminOrderShop = { shop: OrderShop; boot: string; shirt: string };

/** Opens the shop before the file's tests and closes it after. */
export function useAdminOrderShop(kind: DatabaseKind, opened: (shop: AdminOrderShop) => void) {
  let shop: OrderShop;
  const line = (id: string, size: string, quantity = 1) => ({ id, size, quantity });
  async function checkout(lines: unknown[], payer: Record<string, unknown> = {}) {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: checkoutBody(lines, { payer }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { order_number: number; receiptToken: string };
  }
  const get = async (orderNumber: number): Promise<AdminOrder> => {
    const found = await listedOrder<AdminOrder>(shop, orderNumber);
    if (!found) throw new Error(`order ${orderNumber} not listed`);
    return found;
  };
  const put = (id: string, body: unknown) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/order/${id}`,
      headers: shop.adminHeaders,
      payload: body as object,
    });
  const mails = async () =>
    (
      (await shop.app.inject({ url: '/api/emails', headers: shop.adminHeaders })).json() as {
        to: string;
        subject: string;
        text: string;
      }[]
    ).reverse();

  beforeAll(async () => {
    shop = await createOrderShop(kind);
    const boot = await addProduct(shop, {
      productName: 'Botín Copa',
      price: 20000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 10, '41': 10, '42': 1 },
    });
    const shirt = await addProduct(shop, {
      productName: 'Camiseta Titular',
      price: 30000,
      cat: 'Camisetas',
      sub_cat: '24/25',
      sizes: { M: 20 },
    });
    opened({ shop, boot, shirt });
  });
  afterAll(() => shop.close());
  return { line, checkout, get, put, mails };
}
