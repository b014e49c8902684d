import fc from 'fast-check';
import {
  percentCoupon,
  priceOrder,
  promotionSchema,
  shippingCharge,
  toCents,
  type PricedProductLine,
  type PricedPromotionLine,
} from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import {
  addProduct,
  checkoutBody,
  createOrderShop,
  RATES,
  stockOf,
  type OrderShop,
} from '../../test/order-shop.js';

describe.each(databaseKinds({ worker: true }))('orders at the same time on %s', (kind) => {
  let shop: OrderShop;

  const order = (body: unknown) =>
    shop.app.inject({ method: 'POST', url: '/api/order', payload: body as object });

  beforeAll(async () => {
    shop = await createOrderShop(kind);
  });
  afterAll(() => shop.close());

  it('50 checkouts for the last unit of a size: one order, 49 clear 409s, stock 0', async () => {
    const id = await addProduct(shop, {
      productName: 'Botín Última Unidad',
      price: 50000,
      cat: 'Botines',
      sub_cat: 'Futbol 5',
      sizes: { '43': 1 },
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => order(checkoutBody([{ id, size: '43', quantity: 1 }]))),
    );
    const won = answers.filter((r) => r.statusCode === 201);
    const lost = answers.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const res of lost) {
      expect(res.json()).toEqual({
        error: 'conflict',
        message: 'No hay stock suficiente de Botín Última Unidad (talle 43): se agotó.',
      });
    }
    expect(await stockOf(shop, id, '43')).toBe(0);
  });

  it("the owner's price edits beside orders for the same product: every call answers, stock exact", async () => {
    const id = await addProduct(shop, {
      productName: 'Camiseta Día de Ofertas',
      price: 40000,
      cat: 'Camisetas',
      sub_cat: '24/25',
      sizes: { M: 60, L: 60 },
    });
    const orders = Array.from({ length: 30 }, (_, i) =>
      order(checkoutBody([{ id, size: i % 2 ? 'M' : 'L', quantity: 1 + (i % 3) }])),
    );
    const edits = Array.from({ length: 10 }, (_, i) =>
      shop.app.inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers: shop.adminHeaders,
        payload: { price: 40000 + 100 * (i + 1) },
      }),
    );
    const [placed, edited] = await Promise.all([Promise.all(orders), Promise.all(edits)]);
    expect(edited.map((r) => r.statusCode)).toEqual(edits.map(() => 200));
    // An order priced just before an edit is priced again or refused in Spanish, never a 500.
    for (const res of placed) expect([201, 409], res.body).toContain(res.statusCode);
    const units = (size: string) =>
      placed
        .map((res, i) => ({ res, i }))
        .filter(({ res, i }) => res.statusCode === 201 && (i % 2 ? 'M' : 'L') === size)
        .reduce((sum, { i }) => sum + 1 + (i % 3), 0);
    expect(await stockOf(shop, id, 'M')).toBe(60 - units('M'));
    expect(await stockOf(shop, id, 'L')).toBe(60 - units('L'));
    expect(placed.some((res) => res.statusCode === 201)).toBe(true);
  });

  it('a coupon with one use left, 20 orders at once: exactly one gets the discount', async () => {
    const id = await addProduct(shop, {
      productName: 'Pelota Oficial',
      price: 10000,
      cat: 'Accesorios',
      sub_cat: 'Guantes',
      sizes: { M: 100 },
    });
    await shop.services.discounts.create({
      code: 'UNAVEZ',
      description: '',
      percentage: 20,
      remainingUses: 1,
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        order(checkoutBody([{ id, size: 'M', quantity: 1 }], { coupon: 'UNAVEZ' })),
      ),
    );
    const won = answers.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(1);
    expect(won[0]?.json().coupon_discount).toBe(1700);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Código de cupón no válido o no tiene usos disponibles');
    }
    const coupon = (await shop.services.discounts.list()).discounts.find(
      (c) => c.code === 'UNAVEZ',
    );
    expect(coupon).toMatchObject({ remainingUses: 0, usageRecord: [expect.any(Object)] });
    expect(await stockOf(shop, id, 'M')).toBe(99);
  });

  it('200 orders at once get 200 distinct, gap-free order numbers', async () => {
    const id = await addProduct(shop, {
      productName: 'Medias Antideslizantes',
      price: 4500,
      cat: 'Medias',
      sub_cat: 'Cortas',
      sizes: { '41-42': 1000 },
    });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => order(checkoutBody([{ id, size: '41-42', quantity: 1 }]))),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(200).fill(201));
    const numbers = answers.map((r) => r.json().order_number as number).sort((a, b) => a - b);
    const first = numbers[0] as number;
    expect(numbers).toEqual(Array.from({ length: 200 }, (_, i) => first + i));
    expect(await stockOf(shop, id, '41-42')).toBe(800);
  });

  it("the server's total is priceOrder's total of the same cart, for any cart", async () => {
    const catalogue = [
      { price: 89999.99, cat: 'Botines', sub_cat: 'Futbol 11', size: '42' },
      { price: 24999.5, cat: 'Camisetas', sub_cat: '24/25', size: 'L' },
      { price: 19999, cat: 'Camisetas', sub_cat: 'Retro', size: 'L' },
      { price: 3333.33, cat: 'Medias', sub_cat: 'Cortas', size: '39-40' },
      { price: 0.01, cat: 'Medias', sub_cat: 'Largas', size: '39-40' },
    ];
    const ids: string[] = [];
    for (const [index, p] of catalogue.entries()) {
      ids.push(
        await addProduct(shop, {
          productName: `Producto ${index}`,
          price: p.price,
          cat: p.cat,
          sub_cat: p.sub_cat,
          sizes: { [p.size]: 100_000 },
        }),
      );
    }
    const promotion = await shop.services.promotions.create(
      promotionSchema.parse({
        title: '3x2 en camisetas y medias',
        type: '3x2',
        categories: ['Camisetas', 'Medias'],
        endDate: '2099-12-31',
      }),
    );
    await shop.services.discounts.create({
      code: 'PROPIEDAD',
      description: '',
      percentage: 7,
      remainingUses: 100_000,
    });
    const settings = await shop.services.settings.get();

    const productLine = fc.record({
      product: fc.nat({ max: catalogue.length - 1 }),
      quantity: fc.integer({ min: 1, max: 5 }),
    });
    const promotionLine = fc.array(fc.integer({ min: 1, max: catalogue.length - 1 }), {
      minLength: 3,
      maxLength: 3,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(productLine, { minLength: 1, maxLength: 4 }),
        fc.array(promotionLine, { maxLength: 2 }),
        fc.constantFrom<'D' | 'S'>('D', 'S'),
        fc.boolean(),
        async (lines, promotions, deliveredType, withCoupon) => {
          const body = checkoutBody(
            [
              ...lines.map((l) => ({
                id: ids[l.product],
                size: catalogue[l.product]?.size,
                quantity: l.quantity,
              })),
              ...promotions.map((picks) => ({
                promotion: true,
                id: promotion.id,
                products: picks.map((p) => ({ id: ids[p], size: catalogue[p]?.size })),
              })),
            ],
            {
              rate:
                deliveredType === 'D'
                  ? { productName: 'Correo Argentino Clasico', deliveredType }
                  : { productName: 'Correo Argentino Clasico', deliveredType, agencyCode: 'X1' },
              ...(withCoupon ? { coupon: 'PROPIEDAD' } : {}),
            },
          );
          const res = await order(body);
          expect(res.statusCode, res.body).toBe(201);

          const products: PricedProductLine[] = lines.map((l) => ({
            unitPriceCents: toCents(catalogue[l.product]?.price ?? 0),
            quantity: l.quantity,
          }));
          const promotionLines: PricedPromotionLine[] = promotions.map((picks) => ({
            type: '3x2',
            picks: picks.map((p) => ({ price: catalogue[p]?.price ?? 0 })),
          }));
          const cart = {
            products,
            promotions: promotionLines,
            payment: 'transfer' as const,
            transferDiscountPercent: settings.transferDiscountPercent,
            coupon: withCoupon ? percentCoupon(7) : null,
          };
          const rate = (deliveredType === 'D' ? RATES.domicilio : RATES.sucursal)[0]?.price ?? 0;
          const expected = priceOrder({
            ...cart,
            shippingCents: shippingCharge({
              rateCents: toCents(rate),
              deliveredType,
              subtotalCents: priceOrder({ ...cart, shippingCents: 0 }).subtotalCents,
              freeShippingThresholdCents: toCents(settings.freeShippingThreshold),
              homeDeliverySurchargeCents: toCents(settings.homeDeliverySurcharge),
            }),
          });
          expect(toCents(res.json().transaction_amount)).toBe(expected.totalCents);
          expect(toCents(res.json().subtotal)).toBe(expected.subtotalCents);
        },
      ),
      { numRuns: 40 },
    );
  });
});
