/**
 * The transfer checkout tests' shop: a catalogue of boots, shirts and socks with 2x1, 3x2 and
 * Regalo promotions (one expired, one off) and coupons (one used up, one with its last use),
 * and the calls those tests make.
 */
import { promotionSchema } from '@shop/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import type { DatabaseKind } from './harness.js';
import { addProduct, createOrderShop, footprint, type OrderShop } from './order-shop.js';

/** What POST /api/order answers for a transfer checkout. */
export type OrderAnswer = {
  order_number: number;
  status: string;
  status_detail: string;
  subtotal: number;
  promotion_discount: number;
  transfer_discount: number;
  coupon_discount: number;
  shipping_amount: number;
  transaction_amount: number;
  receiptToken: string;
  resultPath: string;
  items: { name: string; size: string; quantity: number; price: number }[];
};

export const TRANSFER_DETAIL =
  'El cliente debe realizar la transferencia bancaria y enviar el comprobante.';

/** Adds the catalogue, filling in product and promotion ids by short name ('botin', '2x1'…). */
async function stockCatalogue(
  shop: OrderShop,
  ids: Record<string, string>,
  promos: Record<string, string>,
) {
  const add = async (key: string, fields: Parameters<typeof addProduct>[1]) => {
    ids[key] = await addProduct(shop, fields);
  };
  await add('botin', {
    productName: 'Botín Predator',
    price: 10000,
    cat: 'Botines',
    sub_cat: 'Futbol 11',
    sizes: { '40': 50, '41': 1 },
  });
  await add('camisetaB', {
    productName: 'Camiseta Local 24/25',
    price: 24999.99,
    cat: 'Camisetas',
    sub_cat: '24/25',
    sizes: { M: 50, L: 50 },
  });
  await add('camisetaC', {
    productName: 'Camiseta Retro 86',
    price: 19999,
    cat: 'Camisetas',
    sub_cat: 'Retro',
    sizes: { M: 50 },
  });
  await add('camisetaD', {
    productName: 'Camiseta Suplente 24/25',
    price: 15000,
    cat: 'Camisetas',
    sub_cat: '24/25',
    sizes: { M: 50 },
  });
  await add('mediaCorta', {
    productName: 'Medias Cortas',
    price: 3000,
    cat: 'Medias',
    sub_cat: 'Cortas',
    sizes: { '39-40': 50 },
  });
  await add('mediaLarga', {
    productName: 'Medias Largas',
    price: 3500,
    cat: 'Medias',
    sub_cat: 'Largas',
    sizes: { '39-40': 50 },
  });
  await add('ultima', {
    productName: 'Camiseta Edición Limitada',
    price: 30000,
    cat: 'Camisetas',
    sub_cat: 'Retro',
    sizes: { M: 1 },
  });
  await add('apagado', {
    productName: 'Botín Discontinuado',
    price: 5000,
    cat: 'Botines',
    sub_cat: 'Futbol 5',
    sizes: { '40': 5 },
    disabled: true,
  });
  const promotion = async (key: string, body: Record<string, unknown>) => {
    promos[key] = (
      await shop.services.promotions.create(
        promotionSchema.parse({ endDate: '2099-12-31', ...body }),
      )
    ).id;
  };
  await promotion('2x1', {
    title: '2x1 en medias',
    type: '2x1',
    categories: ['Medias'],
    subcategories: ['Cortas', 'Largas'],
  });
  await promotion('3x2', {
    title: '3x2 en camisetas',
    type: '3x2',
    categories: ['Camisetas'],
    subcategories: ['24/25', 'Retro'],
  });
  await promotion('regalo', {
    title: 'Botines con medias de regalo',
    type: 'Regalo',
    categories: ['Botines'],
    subcategories: ['Futbol 11'],
    giftCategories: ['Medias'],
    giftSubcategories: ['Cortas'],
  });
  await promotion('vencida', {
    title: '2x1 vencido',
    type: '2x1',
    categories: ['Medias'],
    endDate: '2020-01-31',
  });
  await promotion('apagada', {
    title: '2x1 apagado',
    type: '2x1',
    categories: ['Medias'],
    disabled: true,
  });
  await shop.services.discounts.create({
    code: 'DIEZ',
    description: '',
    percentage: 10,
    remainingUses: 100,
  });
  await shop.services.discounts.create({
    code: 'AGOTADO',
    description: '',
    percentage: 50,
    remainingUses: 1,
  });
  await shop.services.discounts.create({
    code: 'ULTIMO',
    description: '',
    percentage: 10,
    remainingUses: 1,
  });
  await shop.services.discounts.update('AGOTADO', { remainingUses: 0, description: undefined });
}

/**
 * Opens the shop with its catalogue before the file's tests and closes it after; answers the
 * ids (filled once open) and the calls the tests make.
 */
export function useTransferCheckoutShop(kind: DatabaseKind, opened: (shop: OrderShop) => void) {
  let shop: OrderShop;
  const ids: Record<string, string> = {};
  const promos: Record<string, string> = {};
  beforeAll(async () => {
    shop = await createOrderShop(kind);
    await stockCatalogue(shop, ids, promos);
    opened(shop);
  });
  afterAll(() => shop.close());

  const order = (body: unknown, headers: Record<string, string> = {}) =>
    shop.app.inject({ method: 'POST', url: '/api/order', payload: body as object, headers });
  return {
    ids,
    promos,
    order,
    line: (product: string, size: string, quantity = 1) => ({
      id: ids[product],
      size,
      quantity,
      variant: { id: 1 },
    }),

    /** Places the order and answers its body, failing the test on anything but 201. */
    async placed(body: unknown): Promise<OrderAnswer> {
      const res = await order(body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    },

    /** Refused with this status and message, and nothing at all written. */
    async refused(body: unknown, status: number, message: string | RegExp) {
      const before = await footprint(shop);
      const res = await order(body);
      expect(res.statusCode, res.body).toBe(status);
      if (typeof message === 'string') expect(res.json().message).toBe(message);
      else expect(res.json().message).toMatch(message);
      expect(await footprint(shop)).toEqual(before);
    },
  };
}
