/**
 * Issue 45's coupon rules at the checkout: every refusal in the domain's Spanish (nothing
 * written), what each kind takes off, and the limits exact under simultaneous orders (run on
 * PostgreSQL with scripts/with-temp-postgres.sh for real concurrency).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopToday } from '../../lib/dates.js';
import { databaseKinds } from '../../test/harness.js';
import {
  addProduct,
  checkoutBody,
  createOrderShop,
  footprint,
  payerInfo,
  type OrderShop,
} from '../../test/order-shop.js';

const dayFromToday = (days: number) => shopToday(new Date(Date.now() + days * 86_400_000));
const shown = (day: string) => day.split('-').reverse().join('/');

describe.each(databaseKinds())('coupon rules at the checkout on %s', (kind) => {
  let shop: OrderShop;
  let botin: string;
  let media: string;
  let customers = 0;

  /** A payer of their own unless the test names one. */
  const payer = (over: Record<string, unknown> = {}) => {
    customers++;
    return payerInfo({
      email: `cliente${customers}@example.com`,
      client_id: String(20_000_000 + customers),
      ...over,
    });
  };
  const order = (
    lines: unknown[],
    coupon: string,
    over: { payer?: Record<string, unknown>; payment?: 'transfer' | 'mercadopago' } = {},
  ) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: checkoutBody(lines, { coupon, payer: over.payer ?? payer() }),
    });
  const botines = (quantity = 1) => ({ id: botin, size: '40', quantity });
  const medias = (quantity = 1) => ({ id: media, size: 'M', quantity });
  const create = async (body: Record<string, unknown>) => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: shop.adminHeaders,
      payload: { remainingUses: 100, ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const edit = (code: string, body: Record<string, unknown>) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/discounts/${code}`,
      headers: shop.adminHeaders,
      payload: body,
    });
  const check = (code: string, productIds: string[] = []) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/discounts/${code}`,
      payload: { usageRecord: {}, productIds },
      remoteAddress: `10.9.0.${customers++ % 250}`,
    });
  const listed = async (code: string) => {
    const res = await shop.app.inject({ url: '/api/discounts', headers: shop.adminHeaders });
    return (res.json().discounts as { code: string }[]).find((c) => c.code === code);
  };
  /** Refused with this status and message, and nothing written. */
  const refused = async (
    lines: unknown[],
    coupon: string,
    status: number,
    message: string,
    over?: Parameters<typeof order>[2],
  ) => {
    const before = await footprint(shop);
    const res = await order(lines, coupon, over);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await footprint(shop)).toEqual(before);
  };

  beforeAll(async () => {
    shop = await createOrderShop(kind);
    botin = await addProduct(shop, {
      productName: 'Botín Cupón',
      price: 60000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 1000 },
    });
    media = await addProduct(shop, {
      productName: 'Media Cupón',
      price: 5000,
      cat: 'Medias',
      sub_cat: 'Cortas',
      sizes: { M: 1000 },
    });
  });
  afterAll(() => shop.close());

  it('refuses under the minimum purchase, in the issue words', async () => {
    await create({ code: 'MIN50', percentage: 10, minPurchase: 50000 });
    await refused([medias(2)], 'MIN50', 422, 'Este cupón es válido desde una compra de $50.000');
    const placed = await order([botines()], 'MIN50');
    expect(placed.statusCode, placed.body).toBe(201);
    // Transfer: 15% off 60.000, then 10% off the 51.000 left.
    expect(placed.json()).toMatchObject({ transfer_discount: 9000, coupon_discount: 5100 });
  });

  it('refuses before its first day and after its last, and takes it on both days', async () => {
    const tomorrow = dayFromToday(1);
    const yesterday = dayFromToday(-1);
    await create({ code: 'FUTURO', percentage: 10, startsOn: tomorrow });
    await create({ code: 'VENCIDO', percentage: 10, endsOn: yesterday });
    await create({ code: 'HOY', percentage: 10, startsOn: shopToday(), endsOn: shopToday() });
    await refused([botines()], 'FUTURO', 409, `Este cupón es válido desde el ${shown(tomorrow)}.`);
    await refused([botines()], 'VENCIDO', 409, `Este cupón venció el ${shown(yesterday)}.`);
    expect((await order([botines()], 'HOY')).statusCode).toBe(201);
    expect((await check('VENCIDO')).json()).toEqual({
      valid: false,
      discount: 0,
      reason: `Este cupón venció el ${shown(yesterday)}.`,
    });
    expect(await listed('FUTURO')).toMatchObject({ status: 'programado', startsOn: tomorrow });
    expect(await listed('VENCIDO')).toMatchObject({ status: 'vencido' });
  });

  it('refuses a paused coupon until it is resumed, its uses kept', async () => {
    await create({ code: 'PAUSA', percentage: 10, remainingUses: 5 });
    expect((await edit('PAUSA', { paused: true })).json()).toMatchObject({
      paused: true,
      status: 'pausado',
      remainingUses: 5,
    });
    await refused([botines()], 'PAUSA', 409, 'Este cupón está pausado por ahora.');
    expect((await edit('PAUSA', { paused: false })).statusCode).toBe(200);
    expect((await order([botines()], 'PAUSA')).statusCode).toBe(201);
    expect(await listed('PAUSA')).toMatchObject({ status: 'activo', remainingUses: 4 });
  });

  it('deletes a coupon: refused like an unknown code, its orders still name it, its code free', async () => {
    await create({ code: 'BORRAR', percentage: 20 });
    const used = await order([botines()], 'BORRAR');
    expect(used.statusCode).toBe(201);
    const deleted = await shop.app.inject({
      method: 'DELETE',
      url: '/api/discounts/BORRAR',
      headers: shop.adminHeaders,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await listed('BORRAR')).toBeUndefined();
    await refused(
      [botines()],
      'BORRAR',
      422,
      'Código de cupón no válido o no tiene usos disponibles',
    );
    const orders = await shop.app.inject({ url: '/api/orders', headers: shop.adminHeaders });
    const kept = (orders.json() as { orders?: unknown[] }).orders ?? (orders.json() as unknown[]);
    expect(JSON.stringify(kept)).toContain('"BORRAR"');
    // The code may name a new coupon; the old one's history stays with it.
    expect(await create({ code: 'BORRAR', percentage: 5 })).toMatchObject({ usageRecord: [] });
    const again = await shop.app.inject({
      method: 'DELETE',
      url: '/api/discounts/NO-EXISTE',
      headers: shop.adminHeaders,
    });
    expect(again.statusCode).toBe(404);
  });

  it('a fixed amount of some categories comes off their lines only, never more', async () => {
    await create({ code: 'FIJO', kind: 'fixed', amount: 100000, categories: ['Botines'] });
    const res = await order([botines(), medias()], 'FIJO');
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json();
    // The botines' line after the transfer discount: 60.000 − 9.000.
    expect(placed.coupon_discount).toBe(51000);
    expect(placed.transaction_amount).toBeCloseTo(
      placed.subtotal - placed.transfer_discount - placed.coupon_discount + placed.shipping_amount,
      2,
    );
    await refused(
      [medias()],
      'FIJO',
      422,
      'Este cupón vale solo para Botines: tu carrito no tiene productos de esas categorías.',
    );
    const checked = (await check('FIJO', [botin, media])).json();
    expect(checked).toMatchObject({
      valid: true,
      terms: { kind: 'fixed', amount: 100000, categories: ['Botines'], appliesTo: [botin] },
    });
  });

  it('free shipping zeroes the shipping charge and nothing else', async () => {
    await create({ code: 'ENVIOGRATIS', kind: 'free_shipping' });
    const res = await order([medias()], 'ENVIOGRATIS');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ shipping_amount: 0, coupon_discount: 0 });
    const without = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: checkoutBody([medias()], { payer: payer() }),
    });
    expect(without.json().shipping_amount).toBeGreaterThan(0);
  });

  it('counts uses per customer by e-mail (any case) and by DNI/CUIT', async () => {
    await create({ code: 'UNOXCLIENTE', percentage: 10, perCustomerLimit: 1 });
    const ana = { email: 'ana@example.com', client_id: '27111222' };
    expect((await order([botines()], 'UNOXCLIENTE', { payer: payer(ana) })).statusCode).toBe(201);
    const already = 'Ya usaste este cupón: vale una vez por cliente.';
    await refused([botines()], 'UNOXCLIENTE', 409, already, {
      payer: payer({ email: 'ANA@example.com', client_id: '30999888' }),
    });
    await refused([botines()], 'UNOXCLIENTE', 409, already, {
      payer: payer({ email: 'otra@example.com', client_id: '27.111.222' }),
    });
    expect((await order([botines()], 'UNOXCLIENTE')).statusCode).toBe(201);
  });

  it('refuses a coupon rule that does not hold together, in Spanish, writing nothing', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: shop.adminHeaders,
      payload: { code: 'MAL', kind: 'fixed', remainingUses: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'El monto de descuento debe ser mayor que 0',
      field: 'amount',
    });
    await create({ code: 'CAMBIO', percentage: 10 });
    const toFixed = await edit('CAMBIO', { kind: 'fixed' });
    expect(toFixed.statusCode).toBe(400);
    expect(toFixed.json().message).toBe('El monto de descuento debe ser mayor que 0');
    expect(await listed('CAMBIO')).toMatchObject({ kind: 'percent', percentage: 10 });
    const fixed = await edit('CAMBIO', { kind: 'fixed', amount: 2500 });
    expect(fixed.json()).toMatchObject({ kind: 'fixed', amount: 2500, percentage: 0 });
  });

  describe('simultaneous orders', () => {
    const N = 12;
    const all = (bodies: Record<string, unknown>[], coupon: string) =>
      Promise.all(bodies.map((p) => order([botines()], coupon, { payer: p })));

    it('one customer by e-mail, N orders at once: never more than the limit', async () => {
      await create({ code: 'CARRERA', percentage: 10, perCustomerLimit: 2 });
      const answers = await all(
        Array.from({ length: N }, (_, i) =>
          payer({ email: 'carrera@example.com', client_id: String(40_000_000 + i) }),
        ),
        'CARRERA',
      );
      const won = answers.filter((r) => r.statusCode === 201);
      expect(won).toHaveLength(2);
      for (const res of answers.filter((r) => r.statusCode !== 201)) {
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe('Ya usaste este cupón 2 veces, el máximo por cliente.');
      }
      expect(await listed('CARRERA')).toMatchObject({ remainingUses: 98 });
    });

    it('one DNI with different e-mails, N orders at once: never more than the limit', async () => {
      await create({ code: 'CARRERADNI', percentage: 10, perCustomerLimit: 1 });
      const answers = await all(
        Array.from({ length: N }, (_, i) =>
          payer({ email: `dni${i}@example.com`, client_id: '33444555' }),
        ),
        'CARRERADNI',
      );
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(await listed('CARRERADNI')).toMatchObject({ remainingUses: 99 });
    });

    it('different customers at once: the total uses stay exact with a limit per customer', async () => {
      await create({ code: 'TRES', percentage: 10, perCustomerLimit: 1, remainingUses: 3 });
      const answers = await all(
        Array.from({ length: N }, () => payer()),
        'TRES',
      );
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(3);
      expect(await listed('TRES')).toMatchObject({ remainingUses: 0, status: 'agotado' });
    });
  });
});
