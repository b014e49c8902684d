/**
 * The checkout shows what it will charge (decision 0030): an order call may carry the total the
 * shopper saw (`expectedTotal`, pesos). When the server's total differs it answers 409
 * price_changed with the lines and total as priced now and writes nothing: no order, no stock,
 * no coupon use, no job. Without the field (SPEC's clients) nothing changes.
 */
import fc from 'fast-check';
import {
  PRICE_CHANGED_ERROR,
  PRICE_CHANGED_MESSAGE,
  fromCents,
  percentCoupon,
  priceCheckout,
  toCents,
  type PaymentChoice,
  type Settings,
} from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import {
  RATES,
  addProduct,
  checkoutBody,
  createOrderShop,
  footprint,
  type OrderShop,
} from '../../test/order-shop.js';

describe.each(databaseKinds())('orders with the total the shopper saw on %s', (kind) => {
  let shop: OrderShop;
  let settings: Settings;
  let boot: string;
  let shirt: string;

  const line = (id: string, quantity = 1, size = '40') => ({
    id,
    size,
    quantity,
    variant: { id: 1 },
  });
  const post = (url: string, body: object) =>
    shop.app.inject({ method: 'POST', url, payload: body });
  const setPrice = async (id: string, price: number) => {
    const res = await shop.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers: shop.adminHeaders,
      payload: { price },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** What the checkout shows for these lines at these unit prices (home delivery). */
  const shown = (
    lines: { price: number; quantity: number }[],
    payment: PaymentChoice,
    couponPercent: number | null = null,
  ) =>
    fromCents(
      priceCheckout({
        products: lines.map((l) => ({ unitPriceCents: toCents(l.price), quantity: l.quantity })),
        promotions: [],
        payment,
        transferDiscountPercent: settings.transferDiscountPercent,
        coupon: couponPercent === null ? null : percentCoupon(couponPercent),
        shipping: {
          rateCents: toCents(RATES.domicilio[0].price),
          deliveredType: 'D',
          freeShippingThresholdCents: toCents(settings.freeShippingThreshold),
          homeDeliverySurchargeCents: toCents(settings.homeDeliverySurcharge),
        },
      }).totalCents,
    );

  beforeAll(async () => {
    shop = await createOrderShop(kind, {}, { ordersPerMinutePerClient: 100_000 });
    settings = await shop.services.settings.get();
    boot = await addProduct(shop, {
      productName: 'Botín Precio',
      price: 20000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 50 },
    });
    shirt = await addProduct(shop, {
      productName: 'Camiseta Precio',
      price: 15000,
      cat: 'Camisetas',
      sub_cat: 'Retro',
      sizes: { '40': 50 },
    });
    await shop.services.discounts.create({ code: 'TOTAL10', percentage: 10, remainingUses: 50 });
  });
  afterAll(() => shop.close());

  it('refuses a transfer order whose price rose since the quote (409, new lines and total) and writes nothing', async () => {
    const seen = shown([{ price: 20000, quantity: 2 }], 'transfer', 10);
    await setPrice(boot, 24000);
    const before = await footprint(shop);
    const res = await post('/api/order', {
      ...checkoutBody([line(boot, 2)], { coupon: 'TOTAL10' }),
      expectedTotal: seen,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({
      error: PRICE_CHANGED_ERROR,
      message: PRICE_CHANGED_MESSAGE,
      lines: [{ id: boot, size: '40', quantity: 2, price: 24000 }],
      total: shown([{ price: 24000, quantity: 2 }], 'transfer', 10),
    });
    expect(await footprint(shop)).toEqual(before);

    // The shopper confirms the new total: the order is placed at it.
    const confirmed = await post('/api/order', {
      ...checkoutBody([line(boot, 2)], { coupon: 'TOTAL10' }),
      expectedTotal: res.json().total,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().transaction_amount).toBe(res.json().total);
    await setPrice(boot, 20000);
  });

  it('refuses a Mercado Pago order at a changed total the same way, opening no checkout', async () => {
    const seen = shown([{ price: 15000, quantity: 1 }], 'mercadopago');
    await setPrice(shirt, 14000);
    const before = await footprint(shop);
    const res = await post('/api/create-order', {
      ...checkoutBody([line(shirt)]),
      expectedTotal: seen,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      error: PRICE_CHANGED_ERROR,
      lines: [{ id: shirt, price: 14000 }],
      total: shown([{ price: 14000, quantity: 1 }], 'mercadopago'),
    });
    expect(await footprint(shop)).toEqual(before);
    await setPrice(shirt, 15000);
  });

  it('places the order (201) when the total is the one the shopper saw', async () => {
    const lines = [line(boot), line(shirt, 2)];
    for (const [url, payment] of [
      ['/api/order', 'transfer'],
      ['/api/create-order', 'mercadopago'],
    ] as const) {
      const expectedTotal = shown(
        [
          { price: 20000, quantity: 1 },
          { price: 15000, quantity: 2 },
        ],
        payment,
      );
      const res = await post(url, { ...checkoutBody(lines), expectedTotal });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().transaction_amount).toBe(expectedTotal);
    }
  });

  it('places the order (201) without the field, at whatever the total is now (SPEC clients)', async () => {
    await setPrice(boot, 26000);
    const res = await post('/api/order', checkoutBody([line(boot)]));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().transaction_amount).toBe(shown([{ price: 26000, quantity: 1 }], 'transfer'));
    await setPrice(boot, 20000);
  });

  it('refuses an expected total that is not an amount in pesos', async () => {
    const res = await post('/api/order', { ...checkoutBody([line(boot)]), expectedTotal: 'mucho' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation_error', field: 'expectedTotal' });
  });

  it('property: over random carts and random price changes, 409 iff the total differs from the one shown', async () => {
    const cart = fc.uniqueArray(
      fc.record({
        product: fc.integer({ min: 0, max: 2 }),
        quantity: fc.integer({ min: 1, max: 3 }),
      }),
      { minLength: 1, maxLength: 3, selector: (l) => l.product },
    );
    const prices = fc.array(fc.constantFrom(9999.99, 12000, 15000, 30000, 45500.5), {
      minLength: 3,
      maxLength: 3,
    });
    const changes = fc.array(
      fc.record({
        product: fc.integer({ min: 0, max: 2 }),
        price: fc.constantFrom(9999.99, 12000, 15000, 30000, 45500.5),
      }),
      { maxLength: 3 },
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        cart,
        prices,
        changes,
        fc.constantFrom<PaymentChoice>('transfer', 'mercadopago'),
        async (lines, start, moves, payment) => {
          const ids: string[] = [];
          for (const [index, price] of start.entries()) {
            ids.push(
              await addProduct(shop, {
                productName: `Producto Propiedad ${run}-${index}`,
                price,
                cat: 'Botines',
                sub_cat: 'Futbol 11',
                sizes: { '40': 100 },
              }),
            );
          }
          run++;
          const now = [...start];
          const seen = shown(
            lines.map((l) => ({ price: start[l.product]!, quantity: l.quantity })),
            payment,
          );
          for (const move of moves) {
            await setPrice(ids[move.product]!, move.price);
            now[move.product] = move.price;
          }
          const total = shown(
            lines.map((l) => ({ price: now[l.product]!, quantity: l.quantity })),
            payment,
          );
          const before = await footprint(shop);
          const res = await post(payment === 'transfer' ? '/api/order' : '/api/create-order', {
            ...checkoutBody(lines.map((l) => line(ids[l.product]!, l.quantity))),
            expectedTotal: seen,
          });
          if (toCents(total) !== toCents(seen)) {
            expect(res.statusCode, res.body).toBe(409);
            expect(res.json().total).toBe(total);
            expect(await footprint(shop)).toEqual(before);
          } else {
            expect(res.statusCode, res.body).toBe(201);
            expect(res.json().transaction_amount).toBe(seen);
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});
