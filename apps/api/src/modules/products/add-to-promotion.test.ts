/**
 * The products list's bulk action 'Agregar a promoción…' (issue 45): each product named in the
 * promotion by its own write and reported; a product named only by id gets the "% OFF" price at
 * checkout and its badge from the shoppers' promotion answer, and fits a 2x1 bundle; an ended
 * promotion refuses every product, an unknown one is a 404, each in Spanish.
 */
import {
  fromCents,
  priceCheckout,
  saleOf,
  toCents,
  type BulkProductsAnswer,
  type PromotionAnswer,
  type Settings,
} from '@shop/domain';
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

function shopDay(days: number): string {
  const date = new Date(`${shopToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe.each(databaseKinds())("bulk 'add to a promotion' on %s", (kind) => {
  let shop: OrderShop;
  let settings: Settings;
  const ids: Record<string, string> = {};
  const promos: Record<string, PromotionAnswer> = {};

  const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, admin = true) =>
    shop.app.inject({ method, url, payload, headers: admin ? shop.adminHeaders : {} });
  const bulk = (promotionId: string, products: string[]) =>
    call('POST', '/api/admin/products/bulk', {
      action: 'add_to_promotion',
      promotionId,
      items: products.map((id) => ({ id })),
    });
  const promotion = async (id: string) =>
    (await call('GET', `/api/promotion/${id}`)).json<PromotionAnswer>();
  const shopperPromotions = async () =>
    (await call('GET', '/api/promotion', undefined, false)).json<{ promotion: PromotionAnswer[] }>()
      .promotion;

  beforeAll(async () => {
    shop = await createOrderShop(kind, {}, { ordersPerMinutePerClient: 100_000 });
    settings = await shop.services.settings.get();
    ids.boot = await addProduct(shop, {
      productName: 'Botín Nombrado',
      price: 20000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 50 },
    });
    ids.shirt = await addProduct(shop, {
      productName: 'Camiseta Suelta',
      price: 30000,
      cat: 'Camisetas',
      sub_cat: 'Retro',
      sizes: { M: 50 },
    });
    ids.hidden = await addProduct(shop, {
      productName: 'Zapatilla Guardada',
      price: 40000,
      cat: 'Zapatillas',
      sub_cat: 'Mujer',
      sizes: { M: 5 },
      disabled: true,
    });
    const bodies = {
      sale: { title: 'Elegidos 20% OFF', type: '% OFF', categories: ['Medias'], percentOff: 20 },
      twoForOne: { title: '2x1 en medias', type: '2x1', categories: ['Medias'] },
      ended: { title: 'Verano pasado', type: '2x1', categories: ['Medias'], endDate: shopDay(-1) },
    };
    for (const [key, body] of Object.entries(bodies)) {
      const res = await call('POST', '/api/promotion', { endDate: shopDay(10), ...body });
      expect(res.statusCode, res.body).toBe(201);
      promos[key] = res.json();
    }
  });
  afterAll(() => shop.close());

  it('adds each product, reports one already in, and adds a disabled one saying so', async () => {
    const before = await promotion(promos.sale!.id);
    // The shoppers' answer is kept by the public cache: the bulk action must empty it.
    expect((await shopperPromotions()).find((p) => p.id === before.id)?.productIds).toEqual([]);
    const res = await bulk(before.id, [ids.boot!, ids.hidden!]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<BulkProductsAnswer>().results).toEqual([
      { id: ids.boot, name: 'Botín Nombrado', ok: true, message: 'Agregado a "Elegidos 20% OFF".' },
      {
        id: ids.hidden,
        name: 'Zapatilla Guardada',
        ok: true,
        message:
          'Agregado a "Elegidos 20% OFF". Está desactivado: no se ve en la tienda hasta que lo actives.',
      },
    ]);
    const again = await bulk(before.id, [ids.boot!]);
    expect(again.json<BulkProductsAnswer>().results).toEqual([
      {
        id: ids.boot,
        name: 'Botín Nombrado',
        ok: true,
        message: 'Ya estaba en "Elegidos 20% OFF".',
      },
    ]);
    const after = await promotion(before.id);
    expect(after.productIds).toEqual([ids.boot, ids.hidden]);
    expect(after.categories).toEqual(['Medias']);
    // One write per product added; none for the one already in.
    expect(after.version).toBe(before.version + 2);
    const shown = (await shopperPromotions()).find((p) => p.id === before.id);
    expect(shown?.productIds).toEqual([ids.boot, ids.hidden]);
  });

  it('a product named only by id shows the badge and is charged the % OFF price at checkout', async () => {
    const product = (await call('GET', `/api/products/${ids.boot}`, undefined, false)).json<{
      id: string;
      price: number;
      cat: string;
      sub_cat: string | null;
      brand: string;
    }>();
    const sales = (await shopperPromotions()).flatMap((p) =>
      p.percentOff === null ? [] : [{ ...p, percentOff: p.percentOff }],
    );
    const sale = saleOf(product, sales);
    expect(sale).toMatchObject({ label: '20% OFF', price: 16000, listPrice: 20000 });
    const expected = fromCents(
      priceCheckout({
        products: [{ unitPriceCents: toCents(16000), quantity: 1 }],
        promotions: [],
        payment: 'transfer',
        transferDiscountPercent: settings.transferDiscountPercent,
        shipping: {
          rateCents: toCents(RATES.domicilio[0].price),
          deliveredType: 'D',
          freeShippingThresholdCents: toCents(settings.freeShippingThreshold),
          homeDeliverySurchargeCents: toCents(settings.homeDeliverySurcharge),
        },
      }).totalCents,
    );
    const line = { id: ids.boot, size: '40', quantity: 1, variant: { id: 1 } };
    const res = await call(
      'POST',
      '/api/order',
      { ...checkoutBody([line]), expectedTotal: expected },
      false,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().transaction_amount).toBe(expected);
  });

  it('a 2x1 with named products accepts them in a bundle, and still refuses others', async () => {
    const added = await bulk(promos.twoForOne!.id, [ids.boot!]);
    expect(added.json<BulkProductsAnswer>().results[0]?.ok).toBe(true);
    const pick = { id: ids.boot, size: '40', variant: { id: 1 } };
    const bundle = { promotion: true, id: promos.twoForOne!.id, products: [pick, pick] };
    const res = await call('POST', '/api/order', checkoutBody([bundle]), false);
    expect(res.statusCode, res.body).toBe(201);

    const before = await footprint(shop);
    const shirt = { id: ids.shirt, size: 'M', variant: { id: 1 } };
    const refused = await call(
      'POST',
      '/api/order',
      checkoutBody([{ ...bundle, products: [pick, shirt] }]),
      false,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      'Camiseta Suelta no participa de la promoción "2x1 en medias".',
    );
    expect(await footprint(shop)).toEqual(before);
  });

  it('an ended promotion refuses every product, writing nothing', async () => {
    const before = await promotion(promos.ended!.id);
    const res = await bulk(before.id, [ids.boot!, ids.shirt!]);
    expect(res.statusCode, res.body).toBe(200);
    const day = shopDay(-1).split('-').reverse().join('/');
    const reason = `La promoción "Verano pasado" terminó el ${day}: cambiá su fecha de caducidad para sumarle productos.`;
    expect(res.json<BulkProductsAnswer>().results).toEqual([
      { id: ids.boot, name: 'Botín Nombrado', ok: false, message: reason },
      { id: ids.shirt, name: 'Camiseta Suelta', ok: false, message: reason },
    ]);
    expect(await promotion(before.id)).toEqual(before);
  });

  it('an unknown promotion is a 404 and a missing one a 400, in Spanish', async () => {
    const unknown = await bulk('00000000-0000-4000-8000-00000000beef', [ids.boot!]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No encontramos esa promoción o ya no está disponible.');
    const missing = await call('POST', '/api/admin/products/bulk', {
      action: 'add_to_promotion',
      items: [{ id: ids.boot }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Elegí una promoción');
  });

  it('a promotion of named products only needs no category; with neither it is refused', async () => {
    const base = { title: 'Solo elegidos', type: '% OFF', percentOff: 10, endDate: shopDay(5) };
    const named = await call('POST', '/api/promotion', {
      ...base,
      categories: [],
      productIds: [ids.shirt],
    });
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json<PromotionAnswer>()).toMatchObject({
      categories: [],
      productIds: [ids.shirt],
    });
    const empty = await call('POST', '/api/promotion', { ...base, categories: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Debe seleccionar al menos una categoría');
    // Removing its last product (the form's 'Quitar') leaves it with neither: refused too.
    const removed = await call('PUT', `/api/promotion/${named.json<PromotionAnswer>().id}`, {
      productIds: [],
    });
    expect(removed.statusCode).toBe(400);
    expect(removed.json().message).toBe('Debe seleccionar al menos una categoría');
  });
});
