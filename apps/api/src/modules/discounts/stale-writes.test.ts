/**
 * Writes from a stale page (decision 0030), coupons: the owner's edit carries the version it
 * read; a stale one changes nothing (409). Uses left sent with `remainingUsesRead` are a change
 * applied to the uses left now, so uses orders took since are not given back.
 */
import { STALE_WRITE_ERROR, STALE_WRITE_MESSAGES, type CouponAnswer } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/harness.js';
import {
  addProduct,
  checkoutBody,
  createOrderShop,
  type OrderShop,
} from '../../test/order-shop.js';

describe.each(databaseKinds())('stale coupon writes on %s', (kind) => {
  let shop: OrderShop;
  let boot: string;

  const read = async (code: string): Promise<CouponAnswer> => {
    const res = await shop.app.inject({ url: '/api/discounts', headers: shop.adminHeaders });
    return (res.json() as { discounts: CouponAnswer[] }).discounts.find((c) => c.code === code)!;
  };
  const put = (code: string, body: object) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/discounts/${code}`,
      headers: shop.adminHeaders,
      payload: body,
    });

  beforeAll(async () => {
    shop = await createOrderShop(kind);
    boot = await addProduct(shop, {
      productName: 'Botín Cupón',
      price: 20000,
      cat: 'Botines',
      sub_cat: 'Futbol 11',
      sizes: { '40': 10 },
    });
    for (const code of ['VIEJO', 'LIBRE', 'USOS']) {
      await shop.services.discounts.create({ code, percentage: 10, remainingUses: 5 });
    }
  });
  afterAll(() => shop.close());

  it('bumps the version on a fresh edit and refuses a stale one, writing nothing', async () => {
    const loaded = await read('VIEJO');
    expect(loaded.version).toBe(1);
    const fresh = await put('VIEJO', { description: 'Primera', version: 1 });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ description: 'Primera', version: 2 });
    const stale = await put('VIEJO', { description: 'Pisada', percentage: 50, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: STALE_WRITE_ERROR,
      message: STALE_WRITE_MESSAGES.coupon,
    });
    expect(await read('VIEJO')).toMatchObject({
      description: 'Primera',
      percentage: 10,
      version: 2,
    });
  });

  it('accepts an edit without a version, as SPEC clients send it', async () => {
    const res = await put('LIBRE', { percentage: 15 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ percentage: 15, version: 2 });
  });

  it('applies the uses typed as a change to the uses left now', async () => {
    const loaded = await read('USOS');
    const placed = await shop.app.inject({
      method: 'POST',
      url: '/api/order',
      payload: checkoutBody([{ id: boot, size: '40', quantity: 1, variant: { id: 1 } }], {
        coupon: 'USOS',
      }),
    });
    expect(placed.statusCode, placed.body).toBe(201);
    // The page still shows 5 uses; the owner adds 2.
    const res = await put('USOS', {
      remainingUses: loaded.remainingUses + 2,
      remainingUsesRead: loaded.remainingUses,
      version: loaded.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ remainingUses: 6, version: 2 });
  });
});
