/**
 * Issue 45's promotions: a start date, every field editable with its uses kept, and the "% OFF"
 * kind, which the server charges through the domain's one pricing chain; promotions that have
 * not started or have ended are invisible to shoppers and price nothing.
 */
import { fromCents, priceCheckout, toCents, type PaymentChoice, type Settings } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopToday } from '../../lib/dates.js';
import { databaseKinds } from '../../test/harness.js';
import {
  RATES,
  addProduct,
  checkoutBody,
  createOrderShop,
  footprint,
  type OrderShop,
} from '../../test/order-shop.js';

type Answer = {
  id: string;
  slug: string;
  title: string;
  type: string;
  startDate: string | null;
  endDate: string;
  percentOff: number | null;
  brands: string[];
  categories: string[];
  subcategories: string[];
  img: string;
  description: string;
  usageRecord: unknown[];
  version: number;
};

function shopDay(days: number): string {
  const date = new Date(`${shopToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe.each(databaseKinds())('"% OFF" promotions on %s', (kind) => {
  let shop: OrderShop;
  let settings: Settings;
  let sneaker: string;
  let boot: string;
  const promos: Record<string, Answer> = {};

  const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, admin = true) =>
    shop.app.inject({ method, url, payload, headers: admin ? shop.adminHeaders : {} });
  const line = (id: string, quantity = 1) => ({ id, size: '40', quantity, variant: { id: 1 } });
  /** The total the checkout shows for lines at these unit prices (home delivery). */
  const shown = (lines: { price: number; quantity: number }[], payment: PaymentChoice) =>
    fromCents(
      priceCheckout({
        products: lines.map((l) => ({ unitPriceCents: toCents(l.price), quantity: l.quantity })),
        promotions: [],
        payment,
        transferDiscountPercent: settings.transferDiscountPercent,
        shipping: {
          rateCents: toCents(RATES.domicilio[0].price),
          deliveredType: 'D',
          freeShippingThresholdCents: toCents(settings.freeShippingThreshold),
          homeDeliverySurchargeCents: toCents(settings.homeDeliverySurcharge),
        },
      }).totalCents,
    );
  const body = (over: Record<string, unknown>) => ({
    title: 'Temporada',
    type: '% OFF',
    categories: ['Zapatillas'],
    endDate: shopDay(10),
    percentOff: 20,
    ...over,
  });
  const shopperTitles = async () => {
    const res = await call('GET', '/api/promotion', undefined, false);
    return (res.json() as { promotion: Answer[] }).promotion.map((p) => p.title).sort();
  };

  beforeAll(async () => {
    shop = await createOrderShop(kind, {}, { ordersPerMinutePerClient: 100_000 });
    settings = await shop.services.settings.get();
    sneaker = await addProduct(shop, {
      productName: 'Zapatilla Temporada',
      price: 10000,
      cat: 'Zapatillas',
      sub_cat: 'Hombre',
      sizes: { '40': 50 },
    });
    boot = await addProduct(shop, {
      productName: 'Botín Temporada',
      price: 20000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 50 },
    });
    const bodies = {
      running: body({ title: 'Zapatillas 20% OFF', startDate: shopDay(0) }),
      future: body({ title: 'Botines mañana', categories: ['Botines'], startDate: shopDay(1) }),
      expired: body({ title: 'Botines ayer', categories: ['Botines'], endDate: shopDay(-1) }),
      otherBrand: body({ title: 'Solo Nike', categories: ['Botines'], brands: ['Nike'] }),
    };
    for (const [key, value] of Object.entries(bodies)) {
      const res = await call('POST', '/api/promotion', value);
      expect(res.statusCode, res.body).toBe(201);
      promos[key] = res.json();
    }
  });
  afterAll(() => shop.close());

  it('answers the new fields as created', () => {
    expect(promos.running).toMatchObject({
      type: '% OFF',
      startDate: shopDay(0),
      percentOff: 20,
      brands: [],
    });
    expect(promos.otherBrand?.brands).toEqual(['Nike']);
  });

  it('shows shoppers only the promotions running today; the admin sees every one', async () => {
    expect(await shopperTitles()).toEqual(['Solo Nike', 'Zapatillas 20% OFF']);
    for (const key of ['future', 'expired'] as const) {
      const bySlug = await call('GET', `/api/promotion/${promos[key]!.slug}`, undefined, false);
      expect(bySlug.statusCode).toBe(404);
    }
    const all = await call('GET', '/api/promotion?all=1');
    expect((all.json() as { promotion: Answer[] }).promotion).toHaveLength(4);
  });

  it("charges a product of the running promotion its % OFF price, and others' their price", async () => {
    const before = await footprint(shop);
    const expected = shown(
      [
        { price: 8000, quantity: 2 },
        { price: 20000, quantity: 1 },
      ],
      'transfer',
    );
    const res = await call(
      'POST',
      '/api/order',
      { ...checkoutBody([line(sneaker, 2), line(boot)]), expectedTotal: expected },
      false,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().transaction_amount).toBe(expected);
    const after = await footprint(shop);
    expect(after.promotion_usages - before.promotion_usages).toBe(1);
    const running = await call('GET', `/api/promotion/${promos.running!.id}`);
    expect(running.json().usageRecord).toHaveLength(1);
  });

  it('refuses, writing nothing, a total priced without the running % OFF', async () => {
    const before = await footprint(shop);
    const res = await call(
      'POST',
      '/api/order',
      {
        ...checkoutBody([line(sneaker)]),
        expectedTotal: shown([{ price: 10000, quantity: 1 }], 'transfer'),
      },
      false,
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().lines).toEqual([{ id: sneaker, size: '40', quantity: 1, price: 8000 }]);
    expect(await footprint(shop)).toEqual(before);
  });

  it('edits every field, type and categories too, keeping its uses (Veces usado)', async () => {
    const id = promos.running!.id;
    const edits: Record<string, unknown>[] = [
      { title: 'Zapatillas 25% OFF', description: 'Temporada de invierno', percentOff: 25 },
      { img: '/api/images/00000000-0000-4000-8000-000000000002', brands: ['Adidas'] },
      { startDate: shopDay(-2), endDate: shopDay(20) },
      { type: '2x1', categories: ['Botines'], subcategories: ['Futbol 5'] },
      { type: '% OFF', categories: ['Zapatillas'], subcategories: [], percentOff: 30 },
    ];
    let version = promos.running!.version;
    for (const edit of edits) {
      const res = await call('PUT', `/api/promotion/${id}`, { ...edit, version });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json() as Answer;
      expect(answer).toMatchObject(edit);
      expect(answer.usageRecord).toHaveLength(1);
      expect(answer.version).toBe(version + 1);
      version = answer.version;
    }
    const edited = (await call('GET', `/api/promotion/${id}`)).json() as Answer;
    expect(edited).toMatchObject({ type: '% OFF', percentOff: 30, brands: [] });
    expect(edited.usageRecord).toHaveLength(1);
  });

  it('refuses an edit that leaves a promotion a new one could not be, changing nothing', async () => {
    const id = promos.otherBrand!.id;
    const before = (await call('GET', `/api/promotion/${id}`)).json() as Answer;
    const refused = [
      [{ percentOff: 0 }, 'El porcentaje de descuento debe ser un número entero de 1 a 90'],
      [{ startDate: shopDay(30) }, 'La fecha de caducidad no puede ser anterior a la de inicio'],
      [{ categories: [] }, 'Debe seleccionar al menos una categoría'],
      [{ type: 'Regalo' }, 'Debe seleccionar al menos una categoría de regalo'],
    ] as const;
    for (const [edit, message] of refused) {
      const res = await call('PUT', `/api/promotion/${id}`, { ...edit, version: before.version });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call('GET', `/api/promotion/${id}`)).json()).toEqual(before);
  });

  it('a promotion switched on for a future day is invisible until then', async () => {
    const res = await call('PUT', `/api/promotion/${promos.running!.id}`, {
      startDate: shopDay(1),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await shopperTitles()).toEqual(['Solo Nike']);
    const order = await call(
      'POST',
      '/api/order',
      {
        ...checkoutBody([line(sneaker)]),
        expectedTotal: shown([{ price: 10000, quantity: 1 }], 'transfer'),
      },
      false,
    );
    expect(order.statusCode, order.body).toBe(201);
  });
});
